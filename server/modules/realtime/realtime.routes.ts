import type { FastifyInstance } from "fastify";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { HttpError } from "../../platform/errors.ts";

/**
 * GET /ws: the real-time socket. The auth hook has already refused the upgrade (401 signed out,
 * 403 pending) before this runs, so every socket here belongs to an approved session's user; the
 * hub closes it when that session ends.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/ws", { websocket: true }, (socket, request) => {
    if (!request.sessionId) throw new HttpError(401, "You are not signed in");
    ctx.realtime.accept(socket, currentUser(request), request.sessionId);
  });
}
