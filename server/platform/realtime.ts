import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { CLIENT_ID_HEADER, ClientMessageSchema, type ServerEvent } from "../../contract/events.ts";
import type { TaskUser } from "../../contract/tasks.ts";
import type { Database } from "../db/client.ts";
import { filterVisibleProjectIds } from "./access.ts";
import { listenOn } from "./db-listener.ts";
import { createGuard } from "./realtime-guard.ts";
import { createDeliveryHub, encodeEvent, type HubConn } from "./realtime-hub.ts";
import { createPresenceStore } from "./realtime-presence.ts";
import {
  ACCESS_CHANNEL,
  createTransport,
  EVENTS_CHANNEL,
  eventEnvelope,
  eventTextOf,
  MAX_PAYLOAD_BYTES,
  shrinkForNotify,
} from "./realtime-transport.ts";
import type { SessionUser } from "./sessions.ts";

/*
 * The real-time hub (DECISIONS 7, ARCHITECTURE 'Scaling out'). Services call `publish(event)` after
 * their transaction commits. The hub delivers to this process's sockets at once and, on PostgreSQL,
 * sends the event to the other processes with NOTIFY; they deliver it to theirs. Presence (who views
 * which board) is kept per process and shared the same way, refreshed by a heartbeat. The guard
 * (realtime-guard.ts) ends a socket with its session and takes it out of projects it lost.
 */

/** Who caused an event: the acting user and the tab's `X-Client-Id`. */
export type EventOrigin = { actorId: number | null; originClientId: string | null };

/** The origin of a request's changes, for the events it publishes. */
export function eventOrigin(request: FastifyRequest): EventOrigin {
  const raw = request.headers[CLIENT_ID_HEADER];
  const clientId = typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
  return { actorId: request.user?.id ?? null, originClientId: clientId };
}

/** The hub every module publishes through. */
export type Realtime = {
  /** Delivers an event to the sockets that may see it, in every process. Call after commit. */
  publish: (event: ServerEvent) => void;
  /** Takes over an upgraded socket of the session `sid`, which belongs to `user`. */
  accept: (socket: WebSocket, user: SessionUser, sid: string) => void;
  /** Resolves when cross-process delivery is listening (at once on PGlite). */
  ready: Promise<void>;
  /** Closes every socket and the listener. */
  close: () => Promise<void>;
};

type Conn = HubConn & { user: TaskUser; sid: string; isAlive: boolean };
type PresenceNote = { projectId: number; users: TaskUser[] };
type Envelope = { i: string; e?: ServerEvent; p?: PresenceNote };

const HEARTBEAT_MS = 20_000;
const ACCESS_RECHECK_MS = 30_000;
const MAX_PROJECTS_PER_SOCKET = 50;

/**
 * Creates the hub for one app process: the delivery hub (realtime-hub.ts) holds the sockets, the
 * presence store (realtime-presence.ts) who views which board, the guard their rights, and the
 * transport carries events and presence to the other processes.
 */
export function createRealtime(database: Database, log: FastifyBaseLogger): Realtime {
  const instanceId = randomUUID();
  const presence = createPresenceStore<Conn>();
  const hub = createDeliveryHub<Conn>(presence);
  const driver = database.driver;

  const listener = listenOn(
    driver,
    {
      [ACCESS_CHANNEL]: (payload) => guard.onAccess(payload),
      ...(driver.kind === "pg" ? { [EVENTS_CHANNEL]: (payload: string) => receive(payload) } : {}),
    },
    {
      name: "realtime",
      onReconnect: () => {
        sweep();
        for (const projectId of presence.projects()) {
          hub.deliver(invalidate(projectId));
          announce(projectId);
        }
      },
      log,
    },
  );
  const listening = listener.ready.catch((err) => {
    log.error({ err }, "real-time access notices unavailable; relying on the periodic re-check");
  });
  const transport = driver.kind === "pg" ? createTransport(driver.pool, listener, log) : null;

  const guard = createGuard<Conn>(
    database.db,
    {
      all: hub.all,
      ofUser: hub.ofUser,
      ofProject: presence.viewersOf,
      end(conn, code, reason) {
        drop(conn);
        conn.socket.close(code, reason);
      },
      revoke(conn, projectId) {
        if (!conn.projects.has(projectId)) return;
        // The page reloads what it shows and finds the project gone; no event of it follows.
        hub.send(conn, encodeEvent(invalidate(projectId)));
        leave(conn, projectId);
      },
    },
    log,
  );
  const sweep = () => {
    guard.sweep().catch((err) => log.warn({ err }, "real-time access re-check failed"));
  };

  function receive(payload: string) {
    const envelope = parseJson(payload) as Envelope | undefined;
    if (!envelope || envelope.i === instanceId) return;
    // The event's JSON is already in the payload: sockets get that text, not a re-encoding.
    if (envelope.e) hub.deliver(envelope.e, eventTextOf(payload, envelope.i) ?? undefined);
    if (envelope.p) {
      presence.note(envelope.i, envelope.p.projectId, envelope.p.users);
      broadcastPresence(envelope.p.projectId);
    }
  }

  function broadcastPresence(projectId: number) {
    const users = presence.users(projectId);
    hub.deliver({ type: "presence", projectId, actorId: null, originClientId: null, users });
  }

  function announce(projectId: number) {
    transport?.send(
      JSON.stringify({ i: instanceId, p: { projectId, users: presence.localUsers(projectId) } }),
    );
  }

  function join(conn: Conn, projectId: number) {
    if (!presence.join(conn, projectId)) return;
    broadcastPresence(projectId);
    announce(projectId);
  }

  function leave(conn: Conn, projectId: number) {
    if (!presence.leave(conn, projectId)) return;
    broadcastPresence(projectId);
    announce(projectId);
  }

  function drop(conn: Conn) {
    if (!hub.has(conn)) return;
    hub.remove(conn);
    guard.untrack(conn);
    for (const projectId of [...conn.projects]) leave(conn, projectId);
  }

  async function onMessage(conn: Conn, raw: string) {
    const parsed = ClientMessageSchema.safeParse(parseJson(raw));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "join_project") {
      if (conn.projects.has(message.projectId) || conn.projects.size >= MAX_PROJECTS_PER_SOCKET) return;
      // The user is the session's, never the one the client names; an outsider's join gets silence.
      const visible = await filterVisibleProjectIds(database.db, conn.user.id, [message.projectId]);
      if (visible.length === 1 && hub.has(conn)) join(conn, message.projectId);
    } else if (message.type === "leave_project") {
      leave(conn, message.projectId);
    } else if (message.type === "ping") {
      hub.send(conn, PONG);
    }
  }

  const heartbeat = setInterval(() => {
    for (const conn of hub.all()) {
      if (!conn.isAlive) {
        conn.socket.terminate();
        continue;
      }
      conn.isAlive = false;
      conn.socket.ping();
    }
    for (const projectId of presence.expire()) broadcastPresence(projectId);
    for (const projectId of presence.projects()) announce(projectId);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // A safety net: the database's notices act at once; this catches any that were missed.
  const accessTimer = setInterval(sweep, ACCESS_RECHECK_MS);
  accessTimer.unref();

  return {
    ready: listening,

    publish(event) {
      // One JSON encoding per event: it goes to this process's sockets and, wrapped, to the others.
      const text = JSON.stringify(event);
      if (transport) {
        let payload = eventEnvelope(instanceId, text);
        if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
          payload = eventEnvelope(instanceId, JSON.stringify(shrinkForNotify(event)));
        }
        // Sent first: the other processes' sockets wait on a round trip to PostgreSQL, ours do not.
        transport.send(payload);
      }
      hub.deliver(event, text);
    },

    accept(socket, user, sid) {
      const conn: Conn = { socket, user: presenceUser(user), projects: new Set(), sid, isAlive: true };
      hub.add(conn);
      guard.track(conn);
      socket.on("pong", () => {
        conn.isAlive = true;
      });
      socket.on("message", (data, isBinary) => {
        if (isBinary) return;
        onMessage(conn, data.toString()).catch((err) => log.warn({ err }, "real-time message failed"));
      });
      socket.on("close", () => drop(conn));
      socket.on("error", () => drop(conn));
    },

    async close() {
      clearInterval(heartbeat);
      clearInterval(accessTimer);
      for (const conn of [...hub.all()]) {
        drop(conn);
        conn.socket.close(1001, "Server shutting down");
      }
      await transport?.flushed();
      await listener.close();
    },
  };
}

const PONG = Buffer.from(JSON.stringify({ type: "pong" }));

/** The user as presence shows them. Presence travels in NOTIFY payloads: an inline data URL would not fit. */
function presenceUser(user: SessionUser): TaskUser {
  const { id, firstName, lastName, email, profileImageUrl } = user;
  const image = profileImageUrl && profileImageUrl.length <= 500 ? profileImageUrl : null;
  return { id, firstName, lastName, email, profileImageUrl: image };
}

/** The parsed JSON, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function invalidate(projectId: number): ServerEvent {
  return { type: "invalidate", projectId, actorId: null, originClientId: null, taskId: null };
}
