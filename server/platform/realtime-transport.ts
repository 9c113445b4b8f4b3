import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { ServerEvent } from "../../contract/events.ts";
import type { RawDriver } from "../db/client.ts";
import type { DbListener } from "./db-listener.ts";

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
  /** Resolves once the messages sent so far have left. */
  flushed: () => Promise<void>;
};

/**
 * NOTIFY on PostgreSQL, sent on the listener's dedicated connection (db-listener.ts), so that an
 * event does not wait for a pool connection behind the requests that keep the pool busy (the pool
 * serves while that client reconnects). One statement is in flight at a time, so messages leave in
 * order: a message sent while one is in flight leaves with the others that queued meanwhile, in one
 * statement, as soon as it returns (no timer). On PGlite there is one process: no transport.
 */
export function createTransport(pool: pg.Pool, listener: DbListener, log: FastifyBaseLogger): Transport {
  /** Messages waiting for the statement in flight, and that statement's loop while it runs. */
  let pending: string[] = [];
  let flushing: Promise<void> | null = null;

  const flush = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        // In array order; notifications of one statement reach the listeners in that order.
        await (listener.client() ?? pool).query("select pg_notify($1, p) from unnest($2::text[]) as p", [
          EVENTS_CHANNEL,
          batch,
        ]);
      } catch (err) {
        log.warn({ err }, "realtime notify failed");
      }
    }
    flushing = null;
  };

  return {
    send(payload) {
      pending.push(payload);
      flushing ??= flush();
    },
    flushed: async () => {
      await flushing;
    },
  };
}

/** Callbacks of the realtime channels: a message from another process, an access notice, a reconnection. */
export type ChannelCallbacks = {
  onMessage: (payload: string) => void;
  /** A payload on `ACCESS_CHANNEL`, raised by a trigger in any process. */
  onAccess: (payload: string) => void;
  /** Called after a reconnect: events may have been missed meanwhile. */
  onReconnect: () => void;
};

/** The realtime hub's channels: `transport` to the other processes (null on PGlite). */
export type RealtimeChannels = {
  transport: Transport | null;
  /** Resolves once the app's listener listens (never rejects). */
  ready: Promise<void>;
  /** Sends what is queued; the app closes the listener itself. */
  close: () => Promise<void>;
};

/**
 * Registers, on the app's listener, the access notices (every driver) and, on PostgreSQL, the
 * other processes' events, with the transport that sends ours. `ready` never rejects: a failure
 * is logged, and the periodic access re-check stands in for the notices.
 */
export function openRealtimeChannels(
  driver: RawDriver,
  listener: DbListener,
  callbacks: ChannelCallbacks,
  log: FastifyBaseLogger,
): RealtimeChannels {
  listener.on(ACCESS_CHANNEL, callbacks.onAccess);
  if (driver.kind === "pg") listener.on(EVENTS_CHANNEL, callbacks.onMessage);
  listener.onReconnect(callbacks.onReconnect);
  const transport = driver.kind === "pg" ? createTransport(driver.pool, listener, log) : null;
  return {
    transport,
    ready: listener.ready.catch((err) => {
      log.error({ err }, "real-time access notices unavailable; relying on the periodic re-check");
    }),
    close: async () => transport?.flushed(),
  };
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
    case "resync":
      return event;
    case "comment_created":
    case "comment_updated":
      return { type: "invalidate", ...base, taskId: event.taskId };
    default: {
      // A user-addressed event (chat, ceremonies) stays addressed to its users.
      const { userIds } = event as { userIds?: number[] };
      if (userIds) return { type: "resync", ...base, userIds, scope: resyncScope(event.type) };
      return { type: "invalidate", ...base, taskId: null };
    }
  }
}

/** The query-key root a user-addressed event of `type` reloads when shrunk: its prefix ("chat_message" → "chat"). */
export function resyncScope(type: string): string {
  return type.split("_")[0] ?? type;
}
