import { CLIENT_ID_HEADER } from "@contract/client-id";
import { clientId } from "@/lib/client-id";

/** An HTTP method the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-OK response: `message` is "{status}: {body text or status text}" (spec part 1 section 8). */
export class HttpError extends Error {
  /** The response status code. */
  readonly status: number;
  /** The raw response body text, possibly empty. */
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** Extra request options: `ifNoneMatch` revalidates a cached answer (a 304 then comes back, not thrown). */
export type RequestOptions = { ifNoneMatch?: string };

/**
 * Sends a request with the session cookie (and, for a write, this tab's id); FormData goes as is, any
 * other body as JSON. Throws HttpError when not OK.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  // Every write names this tab: realtime events it caused are recognised, and the server replays a
  // create the tab sent twice within a second instead of making a second row.
  const headers: Record<string, string> = method === "GET" ? {} : { [CLIENT_ID_HEADER]: clientId };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers["Content-Type"] = "application/json";
  }
  if (options.ifNoneMatch) headers["If-None-Match"] = options.ifNoneMatch;
  const response = await fetch(url, init);
  if (!response.ok && !(response.status === 304 && options.ifNoneMatch)) {
    const text = await response.text().catch(() => "");
    throw new HttpError(response.status, response.statusText, text);
  }
  return response;
}

/** Parses a response body as JSON, or returns undefined when it is empty (204). */
async function parseBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a path and parse its JSON. */
export async function getJson<T>(url: string): Promise<T> {
  return parseBody<T>(await apiRequest("GET", url));
}

/** A JSON answer with the ETag it came with (null when the server sent none). */
export type Tagged<T> = { etag: string | null; data: T };

/**
 * GET a path and parse its JSON, revalidating `previous`: its ETag goes as If-None-Match, and a 304
 * (unchanged) gives `previous` back as it is, with no body sent or parsed.
 */
export async function getJsonIfChanged<T>(url: string, previous?: Tagged<T>): Promise<Tagged<T>> {
  const response = await apiRequest("GET", url, undefined, { ifNoneMatch: previous?.etag ?? undefined });
  if (response.status === 304 && previous) return previous;
  return { etag: response.headers.get("etag"), data: await parseBody<T>(response) };
}

/** Send a write and parse its JSON answer (undefined for an empty body). */
export async function sendJson<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  body?: unknown,
): Promise<T> {
  return parseBody<T>(await apiRequest(method, url, body));
}

/** The status code of an HttpError, else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The server's `message` field carried by an error from `apiRequest`, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML page): no server message.
  }
  return undefined;
}

/** The server's message when there is one, else the given fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
