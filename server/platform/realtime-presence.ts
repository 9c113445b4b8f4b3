import type { TaskUser } from "../../contract/tasks.ts";

/** How long another process's announcement of a board's viewers holds without a refresh. */
const PRESENCE_TTL_MS = 50_000;

/** Viewers that other app processes announced, per project, forgotten when not refreshed. */
export type RemotePresence = {
  /** Records an announcement: `users` view `projectId` on process `instance` (none: it left). */
  note: (instance: string, projectId: number, users: TaskUser[]) => void;
  /** The live remote viewers of a project. */
  viewers: (projectId: number) => TaskUser[];
  /** Forgets stale announcements; returns the projects whose viewers changed. */
  expire: () => number[];
};

/** Creates the remote-viewer registry of one hub. */
export function createRemotePresence(): RemotePresence {
  /** instance -> project -> users and expiry. */
  const remote = new Map<string, Map<number, { users: TaskUser[]; expiresAt: number }>>();
  return {
    note(instance, projectId, users) {
      let projects = remote.get(instance);
      if (!projects) {
        projects = new Map();
        remote.set(instance, projects);
      }
      if (users.length === 0) projects.delete(projectId);
      else projects.set(projectId, { users, expiresAt: Date.now() + PRESENCE_TTL_MS });
    },
    viewers(projectId) {
      const now = Date.now();
      const out: TaskUser[] = [];
      for (const projects of remote.values()) {
        const entry = projects.get(projectId);
        if (entry && entry.expiresAt > now) out.push(...entry.users);
      }
      return out;
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
  /** The users viewing a project in this process, one entry per user. */
  localUsers: (projectId: number) => TaskUser[];
  /** Every user viewing a project, in this process or another, one entry per user. */
  users: (projectId: number) => TaskUser[];
  /** Records another process's announcement of a project's viewers (none: they left). */
  note: RemotePresence["note"];
  /** Forgets stale announcements of other processes; returns the projects whose viewers changed. */
  expire: RemotePresence["expire"];
};

/** Creates the presence store of one hub. */
export function createPresenceStore<V extends Viewer>(): PresenceStore<V> {
  const byProject = new Map<number, Set<V>>();
  const remote = createRemotePresence();

  const localUsers = (projectId: number): TaskUser[] => {
    const seen = new Map<number, TaskUser>();
    for (const viewer of byProject.get(projectId) ?? []) seen.set(viewer.user.id, viewer.user);
    return [...seen.values()];
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
      return true;
    },
    leave(viewer, projectId) {
      if (!viewer.projects.delete(projectId)) return false;
      const set = byProject.get(projectId);
      set?.delete(viewer);
      if (set && set.size === 0) byProject.delete(projectId);
      return true;
    },
    viewersOf: (projectId) => byProject.get(projectId),
    projects: () => [...byProject.keys()],
    localUsers,
    users(projectId) {
      const users = new Map(localUsers(projectId).map((u) => [u.id, u]));
      for (const u of remote.viewers(projectId)) if (!users.has(u.id)) users.set(u.id, u);
      return [...users.values()];
    },
    note: remote.note,
    expire: remote.expire,
  };
}
