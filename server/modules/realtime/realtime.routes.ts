import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { SwitchingProtocolsSchema } from "../../../contract/common.ts";
import type { UnreadCountEvent } from "../../../contract/events.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { HttpError } from "../../platform/errors.ts";
import { unreadNotificationCount } from "../notifications/notifications.service.ts";

/**
 * GET /ws: the real-time socket. The auth hook has already refused the upgrade (401 signed out,
 * 403 pending) before this runs, so every socket here belongs to an approved session's user; the
 * hub closes it when that session ends. Once accepted (so no notification can fall between), the
 * socket is told the user's unread count: the bell needs no second read when the socket opens.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const schema = {
    summary: "The realtime socket (WebSocket upgrade)",
    response: { 101: SwitchingProtocolsSchema },
  };
  app.get("/ws", { websocket: true, schema }, async (socket, request) => {
    if (!request.sessionId) throw new HttpError(401, "You are not signed in");
    const user = currentUser(request);
    ctx.realtime.accept(socket, user, request.sessionId);
    try {
      const { count } = await unreadNotificationCount(ctx.db, user.id);
      const event: UnreadCountEvent = {
        type: "unread_count",
        projectId: null,
        actorId: null,
        originClientId: null,
        count,
      };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    } catch (err) {
      // The bell keeps the count it read; the socket itself is fine.
      request.log.warn({ err }, "unread count for a new socket failed");
    }
  });
}

/**
 * The `@fastify/websocket` error handler. A client breaking the protocol (e.g. a frame over
 * `maxPayload`: `ws` has already sent close 1009) is the client's fault: one warning with the
 * reason, no stack, and `ws` finishes the close. Anything else is ours: an error, and the socket goes.
 */
export function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("WS_ERR_")) {
    request.log.warn({ code, reason: error.message }, "WebSocket closed: the client broke the protocol");
    return;
  }
  request.log.error({ err: error }, "WebSocket handler failed");
  socket.terminate();
}
