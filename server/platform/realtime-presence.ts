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
