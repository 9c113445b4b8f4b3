import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { ServerEvent } from "../../contract/events.ts";
import type { RawDriver } from "../db/client.ts";

/** PostgreSQL channel carrying real-time envelopes between app processes. */
export const EVENTS_CHANNEL = "sb_events";
/** Channel the database's triggers announce ended sessions and lost access on (migration 0001). */
export const ACCESS_CHANNEL = "sb_access";
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

/** Callbacks of a transport: a message from another process, an access notice, a (re)connection. */
export type TransportHandlers = {
  onMessage: (payload: string) => void;
  /** A payload on `ACCESS_CHANNEL`, raised by a trigger in any process. */
  onAccess: (payload: string) => void;
  /** Called after a reconnect: events may have been missed meanwhile. */
  onReconnect: () => void;
};

/**
 * LISTEN/NOTIFY on PostgreSQL: one dedicated client listens, and sends the NOTIFYs too, so that an
 * event does not wait for a pool connection behind the requests that keep the pool busy (the pool
 * serves while that client reconnects). One statement is in flight at a time, so messages leave in
 * order: a message sent while one is in flight leaves with the others that queued meanwhile, in one
 * statement, as soon as it returns (no timer). On PGlite there is one process: no transport.
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
  /** Messages waiting for the statement in flight, and that statement's loop while it runs. */
  let pending: string[] = [];
  let flushing: Promise<void> | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on("notification", (msg) => {
      if (!msg.payload) return;
      if (msg.channel === EVENTS_CHANNEL) handlers.onMessage(msg.payload);
      else if (msg.channel === ACCESS_CHANNEL) handlers.onAccess(msg.payload);
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
      await c.query(`LISTEN ${ACCESS_CHANNEL}`);
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

  const flush = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        // In array order; notifications of one statement reach the listeners in that order.
        await (client ?? pool).query("select pg_notify($1, p) from unnest($2::text[]) as p", [
          EVENTS_CHANNEL,
          batch,
        ]);
      } catch (err) {
        log.warn({ err }, "realtime notify failed");
      }
    }
    flushing = null;
  };

  void connect();

  return {
    ready,
    send(payload) {
      pending.push(payload);
      flushing ??= flush();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await flushing;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}

/**
 * On PGlite (one process) only the database's own access notices need listening to; they arrive
 * after commit like on PostgreSQL. Returns the stop function once listening.
 */
export async function listenForAccess(
  driver: RawDriver,
  onAccess: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (driver.kind !== "pglite") return async () => {};
  return driver.pglite.listen(ACCESS_CHANNEL, onAccess);
}

/**
 * The NOTIFY payload of an event whose JSON is `eventJson`, built around that text rather than by
 * encoding the event again: `{"i":<instance>,"e":<event>}`.
 */
export function eventEnvelope(instanceId: string, eventJson: string): string {
  return `${envelopePrefix(instanceId)}${eventJson}}`;
}

/** The event's JSON inside an envelope made by eventEnvelope(), or null for any other payload. */
export function eventTextOf(payload: string, instanceId: string): string | null {
  const prefix = envelopePrefix(instanceId);
  if (!payload.startsWith(prefix) || !payload.endsWith("}")) return null;
  return payload.slice(prefix.length, -1);
}

const envelopePrefix = (instanceId: string) => `{"i":${JSON.stringify(instanceId)},"e":`;

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
