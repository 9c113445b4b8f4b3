import type { FastifyInstance, FastifyRequest } from "fastify";
import { PENDING_MESSAGE } from "../../contract/errors.ts";
import type { Db } from "../db/client.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";
import { loadSessionUser, readSessionId, type SessionUser } from "./sessions.ts";

/** Per-route access: `public` needs no session; `pending` lets a waiting account through. */
export type RouteAccess = "public" | "pending" | "approved" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. Set before any handler runs. */
    user: SessionUser | null;
    /** The session id of the request, when signed in. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; default `approved`. */
    access?: RouteAccess;
  }
}

/**
 * Loads the session user on every /api request and enforces the route's access level before
 * the body is parsed: 401 signed out, 403 pending, 403 not super administrator.
 */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && request.url !== "/ws" && !request.url.startsWith("/ws?")) return;
    const sid = readSessionId(request);
    if (sid) {
      request.user = await loadSessionUser(db, sid);
      request.sessionId = request.user ? sid : null;
    }
    const access = request.routeOptions.config?.access ?? "approved";
    if (!request.routeOptions.url || access === "public") return;
    checkAccess(request, access);
  });
}

function checkAccess(request: FastifyRequest, access: RouteAccess): void {
  const user = request.user;
  if (!user) throw unauthorized();
  if (access === "pending") return;
  if (!user.isApproved) throw forbidden(PENDING_MESSAGE);
  if (access === "admin" && !user.isSuperAdmin) throw forbidden("Only the super administrator may do this");
}

/** The signed-in user of a route that requires one (the hook has already checked). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, "You are not signed in");
  return request.user;
}
