import type { TaskUser } from "../../contract/tasks.ts";

/** How long another process's announcement of a board's viewers holds without a refresh. */
const PRESENCE_TTL_MS = 50_000;

/** Viewers that other app processes announced, per project, forgotten when not refreshed. */
export type RemotePresence = {
  /**
   * Records an announcement: `users` view `projectId` on process `instance` (none: it left), and
   * `count` users in all there (more than `users` when the announcement was cut to fit NOTIFY).
   * False when it says what the last one of that process said (its heartbeat).
   */
  note: (instance: string, projectId: number, users: TaskUser[], count?: number) => boolean;
  /** The live remote viewers of a project that were named. */
  viewers: (projectId: number) => TaskUser[];
  /** How many live remote viewers of a project were counted but not named. */
  unnamed: (projectId: number) => number;
  /** Forgets stale announcements; returns the projects whose viewers changed. */
  expire: () => number[];
};

type Announcement = { users: TaskUser[]; count: number; expiresAt: number };

/** Creates the remote-viewer registry of one hub. */
export function createRemotePresence(): RemotePresence {
  /** instance -> project -> users and expiry. */
  const remote = new Map<string, Map<number, Announcement>>();
  const live = function* (projectId: number) {
    const now = Date.now();
    for (const projects of remote.values()) {
      const entry = projects.get(projectId);
      if (entry && entry.expiresAt > now) yield entry;
    }
  };
  return {
    note(instance, projectId, users, count = users.length) {
      let projects = remote.get(instance);
      if (!projects) {
        projects = new Map();
        remote.set(instance, projects);
      }
      const before = projects.get(projectId);
      const total = Math.max(count, users.length);
      if (users.length === 0 && total === 0) return projects.delete(projectId);
      projects.set(projectId, { users, count: total, expiresAt: Date.now() + PRESENCE_TTL_MS });
      const same =
        before !== undefined &&
        before.expiresAt > Date.now() &&
        before.count === total &&
        before.users.length === users.length &&
        before.users.every((u, i) => u.id === users[i]!.id);
      return !same;
    },
    viewers(projectId) {
      const out: TaskUser[] = [];
      for (const entry of live(projectId)) out.push(...entry.users);
      return out;
    },
    unnamed(projectId) {
      let n = 0;
      for (const entry of live(projectId)) n += entry.count - entry.users.length;
      return n;
    },
    expire() {
      const now = Date.now();
      const changed: number[] = [];
      for (const [instance, projects] of remote) {
        for (const [projectId, entry] of projects) {
          if (entry.expiresAt <= now) {
            projects.delete(projectId);
            changed.push(projectId);
          }
        }
        if (projects.size === 0) remote.delete(instance);
      }
      return changed;
    },
  };
}

/** A socket as presence sees it: its user and the projects it views (kept up to date here). */
export type Viewer = { user: TaskUser; projects: Set<number> };

/** Who views which board: this process's sockets per project, plus what other processes announced. */
export type PresenceStore<V extends Viewer> = {
  /** Records that `viewer` views `projectId`; false when it already did. */
  join: (viewer: V, projectId: number) => boolean;
  /** Records that `viewer` stopped viewing `projectId`; false when it was not viewing it. */
  leave: (viewer: V, projectId: number) => boolean;
  /** This process's viewers of a project. */
  viewersOf: (projectId: number) => ReadonlySet<V> | undefined;
  /** The projects that have a viewer in this process. */
  projects: () => number[];
  /** The users viewing a project in this process, one entry per user (the first `limit` of them). */
  localUsers: (projectId: number, limit?: number) => TaskUser[];
  /** How many users view a project in this process. */
  localCount: (projectId: number) => number;
  /** Every user viewing a project, in this process or another, one entry per user. */
  users: (projectId: number) => TaskUser[];
  /**
   * Who views a project, for its sockets: the first `limit` users (this process's first) and how
   * many there are in all. Costs O(limit) plus the other processes' announcements, not O(viewers).
   */
  summary: (projectId: number, limit: number) => { users: TaskUser[]; count: number };
  /**
   * A number that changes whenever the users viewing a project (not their sockets) change: a second
   * tab of a user already there leaves it as it was.
   */
  version: (projectId: number) => number;
  /** Records another process's announcement of a project's viewers (none: they left). */
  note: RemotePresence["note"];
  /** Forgets stale announcements of other processes; returns the projects whose viewers changed. */
  expire: RemotePresence["expire"];
};

/** Creates the presence store of one hub. */
export function createPresenceStore<V extends Viewer>(): PresenceStore<V> {
  const byProject = new Map<number, Set<V>>();
  /** Per project, each local user once with the number of their sockets on it (in join order). */
  const usersByProject = new Map<number, Map<number, { user: TaskUser; sockets: number }>>();
  const versions = new Map<number, number>();
  let clock = 0;
  const remote = createRemotePresence();
  const touch = (projectId: number) => void versions.set(projectId, ++clock);

  const localUsers = (projectId: number, limit = Number.POSITIVE_INFINITY): TaskUser[] => {
    const out: TaskUser[] = [];
    for (const entry of usersByProject.get(projectId)?.values() ?? []) {
      if (out.length >= limit) break;
      out.push(entry.user);
    }
    return out;
  };

  return {
    join(viewer, projectId) {
      if (viewer.projects.has(projectId)) return false;
      viewer.projects.add(projectId);
      let set = byProject.get(projectId);
      if (!set) {
        set = new Set();
        byProject.set(projectId, set);
      }
      set.add(viewer);
      let users = usersByProject.get(projectId);
      if (!users) {
        users = new Map();
        usersByProject.set(projectId, users);
      }
      const entry = users.get(viewer.user.id);
      if (entry) entry.sockets++;
      else {
        users.set(viewer.user.id, { user: viewer.user, sockets: 1 });
        touch(projectId);
      }
      return true;
    },
    leave(viewer, projectId) {
      if (!viewer.projects.delete(projectId)) return false;
      const set = byProject.get(projectId);
      set?.delete(viewer);
      if (set && set.size === 0) byProject.delete(projectId);
      const users = usersByProject.get(projectId);
      const entry = users?.get(viewer.user.id);
      if (users && entry && --entry.sockets === 0) {
        users.delete(viewer.user.id);
        if (users.size === 0) usersByProject.delete(projectId);
        touch(projectId);
      }
      return true;
    },
    viewersOf: (projectId) => byProject.get(projectId),
    projects: () => [...byProject.keys()],
    localUsers,
    localCount: (projectId) => usersByProject.get(projectId)?.size ?? 0,
    users(projectId) {
      const users = new Map(localUsers(projectId).map((u) => [u.id, u]));
      for (const u of remote.viewers(projectId)) if (!users.has(u.id)) users.set(u.id, u);
      return [...users.values()];
    },
    summary(projectId, limit) {
      const local = usersByProject.get(projectId);
      const users = localUsers(projectId, limit);
      const listed = new Set(users.map((u) => u.id));
      let count = local?.size ?? 0;
      // Another process's viewer counts once: not again when this process (or another) named them too.
      for (const u of remote.viewers(projectId)) {
        if (listed.has(u.id) || local?.has(u.id)) continue;
        listed.add(u.id);
        count++;
        if (users.length < limit) users.push(u);
      }
      return { users, count: count + remote.unnamed(projectId) };
    },
    version: (projectId) => versions.get(projectId) ?? 0,
    note(instance, projectId, users, count) {
      const changed = remote.note(instance, projectId, users, count);
      if (changed) touch(projectId);
      return changed;
    },
    expire() {
      const changed = remote.expire();
      for (const projectId of changed) touch(projectId);
      return changed;
    },
  };
}
