import { CLIENT_ID_HEADER } from "@contract/client-id";
import type { FieldError } from "@contract/errors";
import { clientId } from "@/lib/client-id";
import { translateApiError, translateFieldCode } from "./error-translation";

/** An HTTP method the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One field's problem in a 400 answer: `{path, message}` (product rules §12). */
export type { FieldError };

/**
 * A non-OK response: `message` is "{status}: {body text or status text}" (product rules §15);
 * the JSON error body `{message, errors?}` is read once, here, into `serverMessage` and `errors`.
 */
export class HttpError extends Error {
  /** The response status code. */
  readonly status: number;
  /** The raw response body text, possibly empty. */
  readonly bodyText: string;
  /** The body's `message`, when the server sent one (not a proxy's HTML page). */
  readonly serverMessage: string | undefined;
  /** The body's per-field problems, empty when there were none. */
  readonly errors: readonly FieldError[];
  /** The body's stable `code` (issue 24: the client translates by it), when the server sent one. */
  readonly code: string | undefined;
  /** The values of the English message (`{limit: 3}`), for its translation. */
  readonly params: Readonly<Record<string, string | number>>;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.bodyText = bodyText;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body.message;
    this.errors = body.errors;
    this.code = body.code;
    this.params = body.params;
  }
}

type ErrorBody = {
  message: string | undefined;
  errors: FieldError[];
  code: string | undefined;
  params: Record<string, string | number>;
};

function parseErrorBody(text: string): ErrorBody {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML page, a plain-text answer): no server message.
  }
  if (!parsed || typeof parsed !== "object")
    return { message: undefined, errors: [], code: undefined, params: {} };
  const { message, errors, code, params } = parsed as {
    message?: unknown;
    errors?: unknown;
    code?: unknown;
    params?: unknown;
  };
  return {
    message: typeof message === "string" && message.trim() ? message : undefined,
    code: typeof code === "string" ? code : undefined,
    params: params && typeof params === "object" ? (params as Record<string, string | number>) : {},
    errors: Array.isArray(errors)
      ? errors.filter(
          (e): e is FieldError =>
            !!e && typeof e === "object" && typeof e.path === "string" && typeof e.message === "string",
        )
      : [],
  };
}

/**
 * Extra request options: `headers` are added to the request; `ifNoneMatch` revalidates a cached
 * answer (a 304 then comes back, not thrown).
 */
export type RequestOptions = { headers?: Record<string, string>; ifNoneMatch?: string };

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
  const headers: Record<string, string> = {
    ...options.headers,
    ...(method === "GET" ? {} : { [CLIENT_ID_HEADER]: clientId }),
  };
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

/** Send a write (with this tab's id) and parse its JSON answer (undefined for an empty body). */
export async function sendJson<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return parseBody<T>(await apiRequest(method, url, body, options));
}

/** The status code of an HttpError, else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/**
 * The server's message carried by an error from `apiRequest`, if any, in the language shown: the
 * one place API errors become words (toasts, form messages). Translated by the error's `code`
 * (messages `errors.<CODE>`); a validation error whose message is its first field's, by that field's
 * code; else the server's English `message`.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.serverMessage === undefined) return undefined;
  const field = error.errors[0];
  if (error.code === "VALIDATION" && field?.code && field.message === error.serverMessage)
    return translateFieldCode(field.code, field.params ?? {}, field.message);
  return translateApiError(error.code, error.params, error.serverMessage);
}

/** The server's message when there is one, else the given fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
