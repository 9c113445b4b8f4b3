import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { SESSION_ENDED_CODE, SESSION_ENDED_REASON } from "../../contract/events.ts";
import type { Db } from "../db/client.ts";
import { filterVisibleProjectIds } from "./access.ts";
import { liveSessionIds, sessionExpiry, sessionHash } from "./sessions.ts";

/*
 * Keeps every socket within its rights (issue 7 hole 1). The database announces on channel
 * `sb_access` (migration 0001) when a session ends or its expiry moves earlier, when a membership
 * goes, a project is deleted or changes owner; each process acts on its own sockets. A timer per
 * socket ends it when its session expires, and a periodic sweep catches anything missed (e.g. while
 * the PostgreSQL listener was reconnecting).
 */

/** What the guard needs of a socket. */
export type GuardedConn = {
  socket: WebSocket;
  user: { id: number };
  projects: Set<number>;
  /** The session the socket was opened with (kept in this process only). */
  sid: string;
};

/** The hub's side: who is connected, and how to drop a socket or one of its projects. */
export type GuardHooks<C extends GuardedConn> = {
  all: () => Iterable<C>;
  ofUser: (userId: number) => Iterable<C> | undefined;
  ofProject: (projectId: number) => Iterable<C> | undefined;
  /** Removes the socket from the hub and closes it with the given code. */
  end: (conn: C, code: number, reason: string) => void;
  /** Takes the socket out of a project it may no longer see. */
  revoke: (conn: C, projectId: number) => void;
};

/** The guard of one hub. */
export type RealtimeGuard<C extends GuardedConn> = {
  /** Starts watching a newly accepted socket's session (ends it at once if already gone). */
  track: (conn: C) => void;
  /** Stops watching a socket that left. */
  untrack: (conn: C) => void;
  /** Handles one `sb_access` payload. */
  onAccess: (payload: string) => void;
  /** Re-checks every socket's session and joins (after a missed-notification window). */
  sweep: () => Promise<void>;
};

/** Longest single wait on a session's expiry; the timer re-reads the row and re-arms. */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;
/** Timers may fire a hair early; the row is re-read just after the expiry. */
const EXPIRY_SLACK_MS = 25;
const SWEEP_BATCH = 500;

/** Creates the guard for one hub. */
export function createGuard<C extends GuardedConn>(
  db: Db,
  hooks: GuardHooks<C>,
  log: FastifyBaseLogger,
): RealtimeGuard<C> {
  const byHash = new Map<string, Set<C>>();
  const hashOf = new Map<C, string>();
  const timers = new Map<C, NodeJS.Timeout>();

  const endSession = (conn: C) => hooks.end(conn, SESSION_ENDED_CODE, SESSION_ENDED_REASON);

  /** Re-reads the session's expiry and ends the socket or waits for the (new) expiry. */
  async function watchExpiry(conn: C) {
    const expire = await sessionExpiry(db, conn.sid);
    if (!hashOf.has(conn)) return;
    clearTimeout(timers.get(conn));
    if (!expire) return endSession(conn);
    const wait = Math.min(expire.getTime() - Date.now() + EXPIRY_SLACK_MS, MAX_TIMER_MS);
    const timer = setTimeout(() => check(conn), Math.max(wait, 0));
    timer.unref();
    timers.set(conn, timer);
  }

  const check = (conn: C) => {
    watchExpiry(conn).catch((err) => log.warn({ err }, "real-time session check failed"));
  };

  /** Drops the user's joins of the project when they may no longer see it. */
  async function recheckMember(projectId: number, userId: number) {
    const joined = [...(hooks.ofUser(userId) ?? [])].filter((c) => c.projects.has(projectId));
    if (joined.length === 0) return;
    const visible = await filterVisibleProjectIds(db, userId, [projectId]);
    if (visible.length === 0) for (const conn of joined) hooks.revoke(conn, projectId);
  }

  /** Drops joins the user may no longer see, one query per user. */
  async function recheckJoins() {
    const byUser = new Map<number, C[]>();
    for (const conn of hooks.all()) {
      if (conn.projects.size === 0) continue;
      const list = byUser.get(conn.user.id) ?? [];
      list.push(conn);
      byUser.set(conn.user.id, list);
    }
    for (const [userId, list] of byUser) {
      const ids = [...new Set(list.flatMap((c) => [...c.projects]))];
      const visible = new Set(await filterVisibleProjectIds(db, userId, ids));
      for (const conn of list)
        for (const id of [...conn.projects]) if (!visible.has(id)) hooks.revoke(conn, id);
    }
  }

  /** Ends sockets whose session is gone, in batches of one query each. */
  async function recheckSessions() {
    const conns = [...hashOf.keys()];
    for (let i = 0; i < conns.length; i += SWEEP_BATCH) {
      const batch = conns.slice(i, i + SWEEP_BATCH);
      const live = await liveSessionIds(db, [...new Set(batch.map((c) => c.sid))]);
      for (const conn of batch) if (!live.has(conn.sid) && hashOf.has(conn)) endSession(conn);
    }
  }

  return {
    track(conn) {
      const hash = sessionHash(conn.sid);
      hashOf.set(conn, hash);
      let set = byHash.get(hash);
      if (!set) {
        set = new Set();
        byHash.set(hash, set);
      }
      set.add(conn);
      // Indexed before this read, so a session ending from here on is seen either way.
      check(conn);
    },

    untrack(conn) {
      const hash = hashOf.get(conn);
      if (hash === undefined) return;
      hashOf.delete(conn);
      clearTimeout(timers.get(conn));
      timers.delete(conn);
      const set = byHash.get(hash);
      set?.delete(conn);
      if (set && set.size === 0) byHash.delete(hash);
    },

    onAccess(payload) {
      const [kind, a, b] = payload.split(":");
      if ((kind === "s" || kind === "x") && a) {
        for (const conn of [...(byHash.get(a) ?? [])]) {
          if (kind === "s") endSession(conn);
          else check(conn);
        }
      } else if (kind === "p") {
        const projectId = Number(a);
        for (const conn of [...(hooks.ofProject(projectId) ?? [])]) hooks.revoke(conn, projectId);
      } else if (kind === "m") {
        recheckMember(Number(a), Number(b)).catch((err) =>
          log.warn({ err }, "real-time membership re-check failed"),
        );
      }
    },

    async sweep() {
      await recheckSessions();
      await recheckJoins();
    },
  };
}
