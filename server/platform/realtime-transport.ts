import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ServerEvent } from "../../contract/events.ts";
import type { RawDriver } from "../db/client.ts";

/** PostgreSQL channel carrying real-time envelopes between app processes. */
export const EVENTS_CHANNEL = "sb_events";
/** NOTIFY payloads must stay under 8000 bytes; keep a margin. */
export const MAX_PAYLOAD_BYTES = 7900;

/** Carries JSON messages to the other app processes; `null` transport for a single process. */
export type Transport = {
  /** Sends one message to every other process (in order). */
  send: (payload: string) => void;
  /** Resolves once the process listens (first connection). */
  ready: Promise<void>;
  /** Stops listening and closes the dedicated connection. */
  close: () => Promise<void>;
};

/** Callbacks of a transport: a message from another process, and a (re)connection. */
export type TransportHandlers = {
  onMessage: (payload: string) => void;
  /** Called after a reconnect: events may have been missed meanwhile. */
  onReconnect: () => void;
};

/**
 * LISTEN/NOTIFY on PostgreSQL: one dedicated client listens; sends go through the pool, chained so
 * they leave in order. On PGlite there is one process, so no transport is needed.
 */
export function createTransport(
  driver: RawDriver,
  handlers: TransportHandlers,
  log: FastifyBaseLogger,
): Transport | null {
  if (driver.kind !== "pg") return null;
  const { pool, connectionString } = driver;
  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on("notification", (msg) => {
      if (msg.channel === EVENTS_CHANNEL && msg.payload) handlers.onMessage(msg.payload);
    });
    c.on("error", (err) => {
      log.warn({ err }, "realtime listener connection failed");
      void c.end().catch(() => {});
    });
    c.on("end", () => {
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      retryMs = 500;
      if (everConnected) handlers.onReconnect();
      everConnected = true;
      markReady();
    } catch (err) {
      log.warn({ err }, "realtime listener could not connect; retrying");
      c.removeAllListeners("end");
      void c.end().catch(() => {});
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  void connect();

  return {
    ready,
    send(payload) {
      chain = chain
        .then(() => pool.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, payload]))
        .catch((err) => log.warn({ err }, "realtime notify failed"));
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await chain;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}

/** An event small enough for NOTIFY: the receivers reload what it was about. */
export function shrinkForNotify(event: ServerEvent): ServerEvent {
  const base = { projectId: event.projectId, actorId: event.actorId, originClientId: event.originClientId };
  switch (event.type) {
    case "notification":
      return { ...event, notification: { id: event.notification.id } };
    case "presence":
      return { ...event, users: event.users.slice(0, 20) };
    case "task_created":
    case "task_updated":
    case "task_moved":
      return { type: "invalidate", ...base, taskId: event.task.id };
    case "task_deleted":
      return event;
    case "comment_created":
    case "comment_updated":
      return { type: "invalidate", ...base, taskId: event.taskId };
    default:
      return { type: "invalidate", ...base, taskId: null };
  }
}
