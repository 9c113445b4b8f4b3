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

/** `scheme://host[:port]` of a URL, normalised (case, default port); null when it is none or opaque. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The origin the app's pages have: APP_URL's, else the request's own scheme and Host. */
export function appOriginFor(request: FastifyRequest, appOrigin: string | undefined): string | null {
  if (appOrigin) return appOrigin;
  return request.host ? originOf(`${request.protocol}://${request.host}`) : null;
}

/**
 * Whether the request was sent by a page of another origin: judged by `Origin` when present
 * (`null` and anything unparsable count as foreign), else by `Sec-Fetch-Site`. Neither header passes.
 */
export function isCrossOrigin(request: FastifyRequest, appOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const expected = appOriginFor(request, appOrigin);
    return expected === null || originOf(origin) !== expected;
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
    if (isCrossOrigin(request, appOrigin)) throw forbidden(CROSS_ORIGIN_MESSAGE);
  });
}
