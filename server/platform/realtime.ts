import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { CLIENT_ID_HEADER, ClientMessageSchema, type ServerEvent } from "../../contract/events.ts";
import type { TaskUser } from "../../contract/tasks.ts";
import type { Database } from "../db/client.ts";
import { filterVisibleProjectIds } from "./access.ts";
import { createGuard } from "./realtime-guard.ts";
import { createRemotePresence } from "./realtime-presence.ts";
import {
  createTransport,
  eventEnvelope,
  eventTextOf,
  listenForAccess,
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

type Conn = {
  socket: WebSocket;
  user: TaskUser;
  projects: Set<number>;
  sid: string;
  isAlive: boolean;
};
type PresenceNote = { projectId: number; users: TaskUser[] };
type Envelope = { i: string; e?: ServerEvent; p?: PresenceNote };

const HEARTBEAT_MS = 20_000;
const ACCESS_RECHECK_MS = 30_000;
const MAX_PROJECTS_PER_SOCKET = 50;
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** The set under `key`, created empty when missing. */
function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

/** Creates the hub for one app process. */
export function createRealtime(database: Database, log: FastifyBaseLogger): Realtime {
  const instanceId = randomUUID();
  const conns = new Set<Conn>();
  const byProject = new Map<number, Set<Conn>>();
  const byUser = new Map<number, Set<Conn>>();
  const remote = createRemotePresence();

  const transport = createTransport(
    database.driver,
    {
      onMessage: (payload) => receive(payload),
      onAccess: (payload) => guard.onAccess(payload),
      onReconnect: () => {
        sweep();
        for (const projectId of byProject.keys()) {
          deliver(invalidate(projectId));
          announce(projectId);
        }
      },
    },
    log,
  );

  const guard = createGuard<Conn>(
    database.db,
    {
      all: () => conns,
      ofUser: (userId) => byUser.get(userId),
      ofProject: (projectId) => byProject.get(projectId),
      end(conn, code, reason) {
        drop(conn);
        conn.socket.close(code, reason);
      },
      revoke(conn, projectId) {
        if (!conn.projects.has(projectId)) return;
        // The page reloads what it shows and finds the project gone; no event of it follows.
        send(conn, encodeEvent(invalidate(projectId)));
        leave(conn, projectId);
      },
    },
    log,
  );
  const sweep = () => {
    guard.sweep().catch((err) => log.warn({ err }, "real-time access re-check failed"));
  };
  const stopListening = listenForAccess(database.driver, (payload) => guard.onAccess(payload)).catch(
    (err) => {
      log.error({ err }, "real-time access notices unavailable; relying on the periodic re-check");
      return async () => {};
    },
  );

  /** Sends an encoded frame: the same Buffer goes to every recipient, as a text message. */
  const send = (conn: Conn, frame: Buffer) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    // A client that stopped reading must not make the process hold its backlog.
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) return conn.socket.terminate();
    conn.socket.send(frame, { binary: false });
  };

  /** The sockets an event is for. */
  const targetsOf = (event: ServerEvent) =>
    event.type === "notification" ? byUser.get(event.userId) : byProject.get(event.projectId ?? -1);

  /**
   * Delivers an event to this process's sockets. It is encoded once, whatever the number of
   * recipients: `text` when the caller already has the event's JSON (publish, a NOTIFY payload).
   */
  function deliver(event: ServerEvent, text?: string) {
    const targets = targetsOf(event);
    if (!targets || targets.size === 0) return;
    const frame = text === undefined ? encodeEvent(event) : Buffer.from(text);
    for (const conn of targets) send(conn, frame);
  }

  function receive(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.i === instanceId) return;
    // The event's JSON is already in the payload: sockets get that text, not a re-encoding.
    if (envelope.e) deliver(envelope.e, eventTextOf(payload, envelope.i) ?? undefined);
    if (envelope.p) {
      remote.note(envelope.i, envelope.p.projectId, envelope.p.users);
      broadcastPresence(envelope.p.projectId);
    }
  }

  const localViewers = (projectId: number): TaskUser[] => {
    const seen = new Map<number, TaskUser>();
    for (const conn of byProject.get(projectId) ?? []) seen.set(conn.user.id, conn.user);
    return [...seen.values()];
  };

  function broadcastPresence(projectId: number) {
    const users = new Map(localViewers(projectId).map((u) => [u.id, u]));
    for (const u of remote.viewers(projectId)) if (!users.has(u.id)) users.set(u.id, u);
    deliver({
      type: "presence",
      projectId,
      actorId: null,
      originClientId: null,
      users: [...users.values()],
    });
  }

  function announce(projectId: number) {
    if (!transport) return;
    transport.send(JSON.stringify({ i: instanceId, p: { projectId, users: localViewers(projectId) } }));
  }

  function join(conn: Conn, projectId: number) {
    conn.projects.add(projectId);
    setOf(byProject, projectId).add(conn);
    broadcastPresence(projectId);
    announce(projectId);
  }

  function leave(conn: Conn, projectId: number) {
    if (!conn.projects.delete(projectId)) return;
    const set = byProject.get(projectId);
    set?.delete(conn);
    if (set && set.size === 0) byProject.delete(projectId);
    broadcastPresence(projectId);
    announce(projectId);
  }

  function drop(conn: Conn) {
    if (!conns.delete(conn)) return;
    guard.untrack(conn);
    for (const projectId of [...conn.projects]) leave(conn, projectId);
    const mine = byUser.get(conn.user.id);
    mine?.delete(conn);
    if (mine && mine.size === 0) byUser.delete(conn.user.id);
  }

  async function onMessage(conn: Conn, raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "join_project") {
      if (conn.projects.has(message.projectId) || conn.projects.size >= MAX_PROJECTS_PER_SOCKET) return;
      // The user is the session's, never the one the client names; an outsider's join gets silence.
      const visible = await filterVisibleProjectIds(database.db, conn.user.id, [message.projectId]);
      if (visible.length === 1 && conns.has(conn)) join(conn, message.projectId);
    } else if (message.type === "leave_project") {
      leave(conn, message.projectId);
    } else if (message.type === "ping") {
      send(conn, PONG);
    }
  }

  const heartbeat = setInterval(() => {
    for (const conn of conns) {
      if (!conn.isAlive) {
        conn.socket.terminate();
        continue;
      }
      conn.isAlive = false;
      conn.socket.ping();
    }
    for (const projectId of remote.expire()) broadcastPresence(projectId);
    for (const projectId of byProject.keys()) announce(projectId);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // A safety net: the database's notices act at once; this catches any that were missed.
  const accessTimer = setInterval(sweep, ACCESS_RECHECK_MS);
  accessTimer.unref();

  return {
    ready: Promise.all([transport?.ready, stopListening]).then(() => {}),

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
      deliver(event, text);
    },

    accept(socket, user, sid) {
      const conn: Conn = {
        socket,
        user: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          // Presence travels in NOTIFY payloads: an inline data URL would not fit.
          profileImageUrl:
            user.profileImageUrl && user.profileImageUrl.length <= 500 ? user.profileImageUrl : null,
        },
        projects: new Set(),
        sid,
        isAlive: true,
      };
      conns.add(conn);
      setOf(byUser, user.id).add(conn);
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
      for (const conn of [...conns]) {
        drop(conn);
        conn.socket.close(1001, "Server shutting down");
      }
      await transport?.close();
      await (await stopListening)();
    },
  };
}

const PONG = Buffer.from(JSON.stringify({ type: "pong" }));

/** An event as the frame every recipient socket gets (one encoding, shared by all of them). */
export function encodeEvent(event: ServerEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

function invalidate(projectId: number): ServerEvent {
  return { type: "invalidate", projectId, actorId: null, originClientId: null, taskId: null };
}
