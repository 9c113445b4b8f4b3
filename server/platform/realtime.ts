import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  CLIENT_ID_HEADER,
  type ClientMessage,
  ClientMessageSchema,
  type ServerEvent,
} from "../../contract/events.ts";
import type { TaskUser } from "../../contract/tasks.ts";
import type { Database } from "../db/client.ts";
import { filterVisibleProjectIds } from "./access.ts";
import type { DbListener } from "./db-listener.ts";
import { createGuard } from "./realtime-guard.ts";
import { createDeliveryHub, encodeEvent, every, type HubConn, pingAll } from "./realtime-hub.ts";
import { createPresenceStore } from "./realtime-presence.ts";
import {
  eventEnvelope,
  eventTextOf,
  MAX_PAYLOAD_BYTES,
  openRealtimeChannels,
  shrinkForNotify,
} from "./realtime-transport.ts";
import type { SessionUser } from "./sessions.ts";

/*
 * The real-time hub (product rules §7; the README's 'Running on PostgreSQL'). Services call `publish(event)` after
 * their transaction commits. The hub delivers to this process's sockets at once and, on PostgreSQL,
 * sends the event to the other processes with NOTIFY; they deliver it to theirs. Presence (who views
 * which board) is kept per process and shared the same way, refreshed by a heartbeat. The guard
 * (realtime-guard.ts) ends a socket with its session and takes it out of projects it lost.
 */

/**
 * Who caused an event: the acting user and the tab's `X-Client-Id`; `via` names what acted when no
 * person did (a repository connection, product rules §31).
 */
export type EventOrigin = {
  actorId: number | null;
  originClientId: string | null;
  via?: { kind: "integration"; name: string };
};

/** The origin of a request's changes, for the events it publishes. */
export function eventOrigin(request: FastifyRequest): EventOrigin {
  const raw = request.headers[CLIENT_ID_HEADER];
  const clientId = typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
  return { actorId: request.user?.id ?? null, originClientId: clientId };
}

/** A client message a module handles (registered with `Realtime.handle`), e.g. chat typing. */
export type ModuleMessage = Extract<ClientMessage, { type: "chat_typing" }>;
/** A module's handler of its client message; `user` is the socket's session user. */
export type ModuleMessageHandler = (user: TaskUser, message: ModuleMessage) => Promise<void>;

/** The hub every module publishes through. */
export type Realtime = {
  /** Lets a module handle its client message type (one handler per type), so platform imports no module. */
  handle: (type: ModuleMessage["type"], handler: ModuleMessageHandler) => void;
  /** Whether the user has an open socket on this process. */
  isOnline: (userId: number) => boolean;
  /** Delivers an event to the sockets that may see it, in every process. Call after commit. */
  publish: (event: ServerEvent) => void;
  /** Takes over an upgraded socket of the session `sid`, which belongs to `user`. */
  accept: (socket: WebSocket, user: SessionUser, sid: string) => void;
  /** Resolves when the app's listener listens (cross-process delivery and access notices). */
  ready: Promise<void>;
  /** Closes every socket and sends what is queued (the app closes the listener). */
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
export function createRealtime(database: Database, listener: DbListener, log: FastifyBaseLogger): Realtime {
  const instanceId = randomUUID();
  const presence = createPresenceStore<Conn>();
  const hub = createDeliveryHub<Conn>(presence);
  const handlers = new Map<ModuleMessage["type"], ModuleMessageHandler>();

  const channels = openRealtimeChannels(
    database.driver,
    listener,
    {
      onAccess: (payload) => guard.onAccess(payload),
      onMessage: (payload) => receive(payload),
      onReconnect: () => {
        sweep();
        for (const projectId of presence.projects()) {
          hub.deliver(invalidate(projectId));
          announce(projectId);
        }
      },
    },
    log,
  );

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
    channels.transport?.send(
      JSON.stringify({ i: instanceId, p: { projectId, users: presence.localUsers(projectId) } }),
    );
  }

  /** A board's viewers changed here: tell its sockets and the other processes. */
  function viewersChanged(projectId: number) {
    broadcastPresence(projectId);
    announce(projectId);
  }
  const join = (conn: Conn, projectId: number) => presence.join(conn, projectId) && viewersChanged(projectId);
  const leave = (conn: Conn, projectId: number) =>
    presence.leave(conn, projectId) && viewersChanged(projectId);

  function drop(conn: Conn) {
    if (!hub.has(conn)) return;
    hub.remove(conn);
    guard.untrack(conn);
    for (const projectId of [...conn.projects]) leave(conn, projectId);
  }

  const heartbeat = every(HEARTBEAT_MS, () => {
    pingAll(hub.all());
    for (const projectId of presence.expire()) broadcastPresence(projectId);
    for (const projectId of presence.projects()) announce(projectId);
  });
  // A safety net: the database's notices act at once; this catches any that were missed.
  const accessTimer = every(ACCESS_RECHECK_MS, sweep);

  return {
    ready: channels.ready,

    handle: (type, handler) => void handlers.set(type, handler),
    isOnline: (userId) => (hub.ofUser(userId)?.size ?? 0) > 0,

    publish(event) {
      // One JSON encoding per event: it goes to this process's sockets and, wrapped, to the others.
      const text = JSON.stringify(event);
      // Sent first: the other processes' sockets wait on a round trip to PostgreSQL, ours do not.
      channels.transport?.send(notifyPayload(instanceId, event, text));
      hub.deliver(event, text);
    },

    accept(socket, user, sid) {
      const conn: Conn = { socket, user: presenceUser(user), projects: new Set(), sid, isAlive: true };
      hub.add(conn);
      guard.track(conn);
      const actions = { db: database.db, isOpen: hub.has, join, leave, send: hub.send, drop, handlers };
      listenToSocket(conn, actions, log);
    },

    close: () => closeHub([heartbeat, accessTimer], hub.all(), drop, channels.close),
  };
}

const PONG = Buffer.from(JSON.stringify({ type: "pong" }));

/** What a socket's messages may do to the hub. */
type SocketActions = {
  db: Database["db"];
  isOpen: (conn: Conn) => boolean;
  join: (conn: Conn, projectId: number) => unknown;
  leave: (conn: Conn, projectId: number) => unknown;
  send: (conn: Conn, frame: Buffer) => void;
  handlers: ReadonlyMap<ModuleMessage["type"], ModuleMessageHandler>;
};

/** Wires a socket's pongs, messages and end to the hub. */
function listenToSocket(
  conn: Conn,
  actions: SocketActions & { drop: (conn: Conn) => void },
  log: FastifyBaseLogger,
) {
  conn.socket.on("pong", () => {
    conn.isAlive = true;
  });
  conn.socket.on("message", (data, isBinary) => {
    if (isBinary) return;
    onClientMessage(conn, data.toString(), actions).catch((err) =>
      log.warn({ err }, "real-time message failed"),
    );
  });
  conn.socket.on("close", () => actions.drop(conn));
  conn.socket.on("error", () => actions.drop(conn));
}

/** Handles one text message from a client: join or leave a board's room, or a ping. */
async function onClientMessage(conn: Conn, raw: string, actions: SocketActions): Promise<void> {
  const parsed = ClientMessageSchema.safeParse(parseJson(raw));
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === "join_project") {
    if (conn.projects.has(message.projectId) || conn.projects.size >= MAX_PROJECTS_PER_SOCKET) return;
    // The user is the session's, never the one the client names; an outsider's join gets silence.
    const visible = await filterVisibleProjectIds(actions.db, conn.user.id, [message.projectId]);
    if (visible.length === 1 && actions.isOpen(conn)) actions.join(conn, message.projectId);
  } else if (message.type === "leave_project") {
    actions.leave(conn, message.projectId);
  } else if (message.type === "ping") {
    actions.send(conn, PONG);
  } else if (message.type === "chat_typing") {
    await actions.handlers.get(message.type)?.(conn.user, message);
  }
}

/** Stops the timers, ends every socket (1001, as the server goes) and closes the channels. */
async function closeHub(
  timers: NodeJS.Timeout[],
  conns: Iterable<Conn>,
  drop: (c: Conn) => void,
  end: () => Promise<void>,
) {
  for (const timer of timers) clearInterval(timer);
  for (const conn of [...conns]) {
    drop(conn);
    conn.socket.close(1001, "Server shutting down");
  }
  await end();
}

/** The NOTIFY payload of an event whose JSON is `text`, shrunk when too big for NOTIFY. */
function notifyPayload(instanceId: string, event: ServerEvent, text: string): string {
  const payload = eventEnvelope(instanceId, text);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return eventEnvelope(instanceId, JSON.stringify(shrinkForNotify(event)));
}

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
