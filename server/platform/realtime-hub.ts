import type { WebSocket } from "ws";
import type { ServerEvent } from "../../contract/events.ts";
import type { PresenceStore, Viewer } from "./realtime-presence.ts";

/** A socket the hub delivers to: the viewer presence tracks, and its `ws` socket. */
export type HubConn = Viewer & { socket: WebSocket };

/** A frame larger than this waiting in a socket's buffer means its client stopped reading. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** This process's open sockets and the delivery of events to them. */
export type DeliveryHub<C extends HubConn> = {
  /** Registers an open socket. */
  add: (conn: C) => void;
  /** Unregisters a socket; false when it was not registered. */
  remove: (conn: C) => boolean;
  /** Whether a socket is still registered. */
  has: (conn: C) => boolean;
  /** Every registered socket. */
  all: () => ReadonlySet<C>;
  /** The sockets of one user. */
  ofUser: (userId: number) => ReadonlySet<C> | undefined;
  /** Sends an encoded frame to one socket, as a text message. */
  send: (conn: C, frame: Buffer) => void;
  /**
   * Delivers an event to the sockets it is for (a notification: its user's; an event with
   * `userIds`: each listed user's; else the viewers of its project). It is encoded once, whatever the number of recipients: `text` when the caller
   * already has the event's JSON (publish, a NOTIFY payload).
   */
  deliver: (event: ServerEvent, text?: string) => void;
};

/** Creates the delivery hub of one process; project viewers come from the presence store. */
export function createDeliveryHub<C extends HubConn>(
  presence: Pick<PresenceStore<C>, "viewersOf">,
): DeliveryHub<C> {
  const conns = new Set<C>();
  const byUser = new Map<number, Set<C>>();

  const send = (conn: C, frame: Buffer) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    // A client that stopped reading must not make the process hold its backlog.
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) return conn.socket.terminate();
    conn.socket.send(frame, { binary: false });
  };

  /** The socket sets an event goes to: a notification's user, the listed users, or the board's viewers. */
  const recipients = (event: ServerEvent): ReadonlySet<C>[] => {
    const groups: (ReadonlySet<C> | undefined)[] =
      event.type === "notification"
        ? [byUser.get(event.userId)]
        : "userIds" in event
          ? [...new Set(event.userIds)].map((id) => byUser.get(id))
          : [presence.viewersOf(event.projectId ?? -1)];
    return groups.filter((group): group is ReadonlySet<C> => group !== undefined && group.size > 0);
  };

  return {
    add(conn) {
      conns.add(conn);
      let mine = byUser.get(conn.user.id);
      if (!mine) {
        mine = new Set();
        byUser.set(conn.user.id, mine);
      }
      mine.add(conn);
    },
    remove(conn) {
      if (!conns.delete(conn)) return false;
      const mine = byUser.get(conn.user.id);
      mine?.delete(conn);
      if (mine && mine.size === 0) byUser.delete(conn.user.id);
      return true;
    },
    has: (conn) => conns.has(conn),
    all: () => conns,
    ofUser: (userId) => byUser.get(userId),
    send,
    deliver(event, text) {
      const targets = recipients(event);
      if (targets.length === 0) return;
      const frame = text === undefined ? encodeEvent(event) : Buffer.from(text);
      for (const group of targets) for (const conn of group) send(conn, frame);
    },
  };
}

/** An event as the frame every recipient socket gets (one encoding, shared by all of them). */
export function encodeEvent(event: ServerEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

/** A timer that does not keep the process alive. */
export function every(ms: number, run: () => void): NodeJS.Timeout {
  const timer = setInterval(run, ms);
  timer.unref();
  return timer;
}

/** The heartbeat: ends sockets that did not answer the last ping, pings the others. */
export function pingAll(conns: Iterable<HubConn & { isAlive: boolean }>): void {
  for (const conn of conns) {
    if (!conn.isAlive) {
      conn.socket.terminate();
      continue;
    }
    conn.isAlive = false;
    conn.socket.ping();
  }
}
