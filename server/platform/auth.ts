import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiTokenScope } from "../../contract/api-tokens.ts";
import { PENDING_MESSAGE } from "../../contract/errors.ts";
import type { Db } from "../db/client.ts";
import { loadTokenAuth, readBearerToken } from "./api-tokens.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";
import { loadSessionUser, readSessionId, type SessionUser } from "./sessions.ts";

/** Per-route access: `public` needs no session; `pending` lets a waiting account through. */
export type RouteAccess = "public" | "pending" | "approved" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. Set before any handler runs. */
    user: SessionUser | null;
    /** The session id of the request, when signed in with the cookie. */
    sessionId: string | null;
    /** What the request's API token may do, when it came with one instead of the cookie. */
    tokenScope: ApiTokenScope | null;
    /** The name of the request's API token (for the task history), or null without one. */
    apiTokenName: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; default `approved`. */
    access?: RouteAccess;
    /** `false`: an API token is refused here (password, tokens); `admin` routes refuse tokens anyway. */
    apiTokens?: false;
  }
}

/** The 401 of a bearer token that is unknown, revoked or expired. */
export const BAD_TOKEN_MESSAGE = "The API token is invalid, revoked or expired";
/** The 403 of a read-only token on a write. */
export const READ_ONLY_TOKEN_MESSAGE = "This API token is read-only";
/** The 403 of a token on a route that needs the signed-in session. */
export const TOKEN_REFUSED_MESSAGE = "API tokens cannot be used for this; sign in to the app instead";

/**
 * Loads the user on every /api request, from `Authorization: Bearer` when sent (a token; the cookie
 * is then ignored) or else the session cookie, and enforces the route's access level before the
 * body is parsed: 401 signed out or a bad token, 403 pending, 403 not super administrator, 403 a
 * token where tokens are refused or a read-only token on a write.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("tokenScope", null);
  app.decorateRequest("apiTokenName", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && request.url !== "/ws" && !request.url.startsWith("/ws?")) return;
    const access = request.routeOptions.config?.access ?? "approved";
    const bearer = readBearerToken(request.headers.authorization);
    if (bearer !== null) {
      const token = await loadTokenAuth(db, bearer);
      if (!token) throw unauthorized(BAD_TOKEN_MESSAGE, "API_TOKEN_INVALID");
      request.user = token.user;
      request.tokenScope = token.scope;
      request.apiTokenName = token.name;
      if (request.routeOptions.url && access !== "public") checkTokenUse(request, access, token.scope);
    } else {
      const sid = readSessionId(request);
      if (sid) {
        request.user = await loadSessionUser(db, sid);
        request.sessionId = request.user ? sid : null;
      }
    }
    if (!request.routeOptions.url || access === "public") return;
    checkAccess(request, access);
  });
}

const READ_METHODS = new Set(["GET", "HEAD"]);

/** Tokens never reach the administrator's routes, the socket or a route that refuses them; read-only ones only read. */
function checkTokenUse(request: FastifyRequest, access: RouteAccess, scope: ApiTokenScope): void {
  const refused =
    access === "admin" ||
    request.routeOptions.config?.apiTokens === false ||
    request.routeOptions.url === "/ws";
  if (refused) throw forbidden(TOKEN_REFUSED_MESSAGE, "API_TOKEN_REFUSED");
  if (scope === "read" && !READ_METHODS.has(request.method))
    throw forbidden(READ_ONLY_TOKEN_MESSAGE, "API_TOKEN_READ_ONLY");
}

function checkAccess(request: FastifyRequest, access: RouteAccess): void {
  const user = request.user;
  if (!user) throw unauthorized();
  if (access === "pending") return;
  if (!user.isApproved) throw forbidden(PENDING_MESSAGE, "PENDING_APPROVAL");
  if (access === "admin" && !user.isSuperAdmin)
    throw forbidden("Only the super administrator may do this", "SUPER_ADMIN_ONLY");
}

/** The signed-in user of a route that requires one (the hook has already checked). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "You are not signed in");
  return request.user;
}
