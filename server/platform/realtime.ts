import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { ActivityVia } from "../../contract/activity.ts";
import {
  CLIENT_ID_HEADER,
  type ClientMessage,
  ClientMessageSchema,
  PRESENCE_MAX_USERS,
  type PresenceEvent,
  type ServerEvent,
} from "../../contract/events.ts";
import type { TaskUser } from "../../contract/tasks.ts";
import type { Database } from "../db/client.ts";
import { filterVisibleProjectIds } from "./access.ts";
import type { DbListener } from "./db-listener.ts";
import { createGuard } from "./realtime-guard.ts";
import {
  createDeliveryHub,
  type DeliveryHub,
  encodeEvent,
  every,
  type HubConn,
  pingAll,
} from "./realtime-hub.ts";
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
 * Who caused a change: the acting user, the tab's `X-Client-Id` (both go into the events it
 * publishes) and, for the task history, through what it came (`via`: the app, an API token by
 * name, ...). `publish` sends sockets only an integration's `via`, on its moves (product rules §34).
 */
export type EventOrigin = { actorId: number | null; originClientId: string | null; via?: ActivityVia };

/** The origin of a request's changes: for the events it publishes and the history it records. */
export function eventOrigin(request: FastifyRequest): EventOrigin {
  const raw = request.headers[CLIENT_ID_HEADER];
  const clientId = typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
  return { actorId: request.user?.id ?? null, originClientId: clientId, via: requestVia(request) };
}

/**
 * Through what a request came: an API token (by its name), else `signedIn` (the app in a browser;
 * a route the assistant's review calls says `assistant`).
 */
export function requestVia(
  request: FastifyRequest,
  signedIn: ActivityVia = { kind: "web", name: null },
): ActivityVia {
  return request.apiTokenName !== null ? { kind: "api_token", name: request.apiTokenName } : signedIn;
}

/**
 * The event without the `via` an origin spread into it (the same object when it has none), except
 * an integration's on a move: the board may say what moved the task (product rules §34). A token's
 * name is its owner's and the history's only.
 */
function withoutVia(event: ServerEvent): ServerEvent {
  if (!("via" in event)) return event;
  const { via, ...rest } = event as ServerEvent & { via?: ActivityVia };
  if (event.type === "task_moved" && via?.kind === "integration") return event;
  return rest as ServerEvent;
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
  /** How many sockets are open on this process. */
  sockets: () => number;
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
/** A process's viewers of a project: the first ones, and how many in all (absent: as many as named). */
type PresenceNote = { projectId: number; users: TaskUser[]; count?: number };
type PresenceFrame = { version: number; event: PresenceEvent; text: string; frame: Buffer };
type Envelope = { i: string; e?: ServerEvent; p?: PresenceNote };

const HEARTBEAT_MS = 20_000;
const ACCESS_RECHECK_MS = 30_000;
const MAX_PROJECTS_PER_SOCKET = 50;
/**
 * A board's sockets hear that its viewers changed at once, then at most once per window of this
 * much plus PRESENCE_MS_PER_VIEWER per viewer (what changed meanwhile comes in one event at its
 * end): a crowd joining costs one broadcast per window, not one per join to every socket.
 */
const PRESENCE_MIN_MS = 100;
const PRESENCE_MS_PER_VIEWER = 0.1;

/**
 * Creates the hub for one app process: the delivery hub (realtime-hub.ts) holds the sockets, the
 * presence store (realtime-presence.ts) who views which board, the guard their rights, and the
 * transport carries events and presence to the other processes.
 */
export function createRealtime(
  database: Database,
  listener: DbListener,
  log: FastifyBaseLogger,
  /** Told how long each event's delivery to this process's sockets took (the metrics). */
  onFanout?: (seconds: number) => void,
): Realtime {
  const instanceId = randomUUID();
  const presence = createPresenceStore<Conn>();
  const hub = timedDelivery(createDeliveryHub<Conn>(presence), onFanout);
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
      const { projectId, users, count } = envelope.p;
      if (presence.note(envelope.i, projectId, users, count)) presenceChanged(projectId, false);
    }
  }

  /** The presence event of a project as it is now, encoded once per change of its viewers. */
  const presenceFrames = new Map<number, PresenceFrame>();
  function presenceFrame(projectId: number): PresenceFrame {
    const version = presence.version(projectId);
    const cached = presenceFrames.get(projectId);
    if (cached?.version === version) return cached;
    const { users, count } = presence.summary(projectId, PRESENCE_MAX_USERS);
    const event: PresenceEvent = {
      type: "presence",
      projectId,
      actorId: null,
      originClientId: null,
      users,
      count,
    };
    const text = JSON.stringify(event);
    const made = { version, event, text, frame: Buffer.from(text) };
    presenceFrames.set(projectId, made);
    return made;
  }

  /** Tells this process's viewers of a board who views it (one frame for all of them). */
  function broadcastPresence(projectId: number) {
    if (!presence.viewersOf(projectId)) {
      presenceFrames.delete(projectId);
      return;
    }
    const { event, text } = presenceFrame(projectId);
    hub.deliver(event, text);
  }

  /** Tells the other processes who views a board here: the first users that fit NOTIFY, and their count. */
  function announce(projectId: number) {
    const transport = channels.transport;
    if (!transport) return;
    const users = presence.localUsers(projectId, PRESENCE_MAX_USERS);
    const count = presence.localCount(projectId);
    const payload = () => JSON.stringify({ i: instanceId, p: { projectId, users, count } });
    let text = payload();
    while (users.length > 0 && Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      users.pop();
      text = payload();
    }
    transport.send(text);
  }

  /** Per board: when its sockets were last told, the trailing broadcast waiting, whether to announce. */
  const throttles = new Map<number, { at: number; timer: NodeJS.Timeout | null; announce: boolean }>();

  /**
   * A board's viewers changed (`local`: here, so the other processes hear of it too). Its sockets are
   * told at once when the last broadcast is a window old, else once at the window's end. True when
   * they were told now.
   */
  function presenceChanged(projectId: number, local: boolean): boolean {
    let state = throttles.get(projectId);
    if (!state) {
      state = { at: Number.NEGATIVE_INFINITY, timer: null, announce: false };
      throttles.set(projectId, state);
    }
    state.announce ||= local;
    if (state.timer) return false;
    const window = PRESENCE_MIN_MS + (presence.viewersOf(projectId)?.size ?? 0) * PRESENCE_MS_PER_VIEWER;
    const wait = state.at + window - performance.now();
    if (wait <= 0) {
      flushPresence(projectId);
      return true;
    }
    state.timer = setTimeout(() => flushPresence(projectId), wait);
    state.timer.unref();
    return false;
  }

  function flushPresence(projectId: number) {
    const state = throttles.get(projectId);
    if (!state) return;
    state.timer = null;
    state.at = performance.now();
    if (state.announce) announce(projectId);
    state.announce = false;
    broadcastPresence(projectId);
  }

  /** Forgets the throttle of a board nobody here views any more, once its window has passed. */
  function forgetIdleThrottles() {
    for (const [projectId, state] of throttles) {
      if (!state.timer && !presence.viewersOf(projectId)) throttles.delete(projectId);
    }
  }

  /**
   * The socket views the board: it is told at once who views it (the frame shared by everyone who
   * joins before the viewers change), and the others only when a new user came, not another tab.
   */
  function join(conn: Conn, projectId: number) {
    const version = presence.version(projectId);
    if (!presence.join(conn, projectId)) return;
    if (presence.version(projectId) !== version && presenceChanged(projectId, true)) return;
    hub.send(conn, presenceFrame(projectId).frame);
  }

  function leave(conn: Conn, projectId: number) {
    const version = presence.version(projectId);
    if (!presence.leave(conn, projectId)) return;
    if (presence.version(projectId) !== version) presenceChanged(projectId, true);
  }

  function drop(conn: Conn) {
    if (!hub.has(conn)) return;
    hub.remove(conn);
    guard.untrack(conn);
    for (const projectId of [...conn.projects]) leave(conn, projectId);
  }

  const heartbeat = every(HEARTBEAT_MS, () => {
    pingAll(hub.all());
    for (const projectId of presence.expire()) presenceChanged(projectId, false);
    for (const projectId of presence.projects()) announce(projectId);
    forgetIdleThrottles();
  });
  // A safety net: the database's notices act at once; this catches any that were missed.
  const accessTimer = every(ACCESS_RECHECK_MS, sweep);

  return {
    ready: channels.ready,

    handle: (type, handler) => void handlers.set(type, handler),
    isOnline: (userId) => (hub.ofUser(userId)?.size ?? 0) > 0,
    sockets: () => hub.all().size,

    publish(withVia) {
      // `via` (a token's name) is for the history only: on the wire only an integration's move has it.
      const event = withoutVia(withVia);
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

    close: async () => {
      await closeHub([heartbeat, accessTimer], hub.all(), drop, channels.close);
      for (const state of throttles.values()) if (state.timer) clearTimeout(state.timer);
    },
  };
}

/** The hub, its `deliver` timed for `onFanout` when one is given. */
function timedDelivery<C extends HubConn>(
  hub: DeliveryHub<C>,
  onFanout: ((seconds: number) => void) | undefined,
): DeliveryHub<C> {
  if (!onFanout) return hub;
  return {
    ...hub,
    deliver(event, text) {
      const start = performance.now();
      hub.deliver(event, text);
      onFanout((performance.now() - start) / 1000);
    },
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
