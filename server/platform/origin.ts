import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./errors.ts";

/*
 * Cross-origin refusals (issue 7, holes 2 and 6). The session cookie is SameSite=Lax, so a page on
 * another origin of the same site (another port, a sibling subdomain) still sends it: such a page
 * must neither write (a `no-cors` form post needs no CORS grant) nor open /ws and read events.
 * Browsers name the page's origin in `Origin` on every write and WebSocket, and older ones at least
 * send `Sec-Fetch-Site`; requests with neither come from scripts, which hold no victim's cookie.
 */

/** The message of the 403 for a cross-origin write or socket. */
export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `true`: writes from any origin pass. Only for a route that uses no session and acts on a signed
     * token or signature alone: the RFC 8058 one-click unsubscribe, which mail providers post from
     * their servers, and the inbound repository webhooks.
     */
    crossOrigin?: boolean;
  }
}

/** `scheme://host[:port]` of a URL, normalised (case, default port); null when it is none or opaque. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The request's own origin: its scheme and `Host`; null without a Host. */
function ownOriginOf(request: FastifyRequest): string | null {
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}

/**
 * Whether the request was sent by a page of another origin: judged by `Origin` when present
 * (`null` and anything unparsable count as foreign), else by `Sec-Fetch-Site`. Neither header passes.
 * The app's pages are APP_URL's origin, and also the origin the request itself was sent to: a page
 * elsewhere can never make its `Origin` equal the Host it targets, so that is as safe, and a
 * mistyped APP_URL (localhost against 127.0.0.1) does not lock every user out of writing.
 */
export function isCrossOrigin(request: FastifyRequest, appOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    return sent === null || (sent !== appOrigin && sent !== ownOriginOf(request));
  }
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

/**
 * Refuses, with 403 before the body is read or the session loaded, every cross-origin write
 * (POST, PUT, PATCH, DELETE) and every cross-origin upgrade of /ws. Reads pass: without a CORS
 * grant the other page cannot see their answers.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string | undefined): void {
  app.addHook("onRequest", async (request) => {
    const isSocket = request.routeOptions.url === "/ws";
    if (!WRITE_METHODS.has(request.method) && !isSocket) return;
    if (request.routeOptions.config?.crossOrigin === true) return;
    if (isCrossOrigin(request, appOrigin)) throw forbidden(CROSS_ORIGIN_MESSAGE, "CROSS_ORIGIN");
  });
}
