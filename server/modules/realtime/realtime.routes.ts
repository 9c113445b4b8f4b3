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
    const sid = request.sessionId;
    releaseUpgrade(socket, request);
    ctx.realtime.accept(socket, user, sid);
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
 * Lets go of what the upgrade left attached to a socket for its whole life: the plugin's error
 * listener (which holds the Fastify request and reply, the raw request and a logger child) and the
 * raw response the HTTP socket still points at. Kilobytes per socket: issue 26 holds 5,000 sockets
 * in a process at <= 20 KB each. The socket's errors go to onSocketError all the same.
 */
export function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  const log = request.server.log;
  socket.removeAllListeners("error");
  socket.on("error", (error) => onSocketError(error, socket, { log } as FastifyRequest));
  // The raw response of the upgrade (hijacked, never sent): the HTTP socket keeps it, and it the request.
  const raw = request.raw.socket as (typeof request.raw.socket & { _httpMessage?: unknown }) | null;
  const response = raw?._httpMessage as { detachSocket?: (s: unknown) => void } | null | undefined;
  if (raw && response?.detachSocket) response.detachSocket(raw);
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
