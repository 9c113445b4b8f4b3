import { z } from "zod";
import { pathIdSchema } from "./common.ts";

/*
 * Watchers (issue 22, product rules 'Watchers'): who follows a task and is told when it changes.
 * The routes: GET /api/tasks/{id}/watchers, PUT and DELETE /api/tasks/{id}/watch (the caller),
 * GET /api/user/watching?projectId= (the caller's watched tasks of a project, for the board's eye).
 */

/** A person watching a task, as the task dialog shows them. */
export const WatcherSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** Given name. */
  firstName: z.string().nullable(),
  /** Family name. */
  lastName: z.string().nullable(),
  /** Avatar URL, or null. */
  profileImageUrl: z.string().nullable(),
});
export type Watcher = z.output<typeof WatcherSchema>;

/** GET /api/tasks/{id}/watchers, and the answer of PUT / DELETE /api/tasks/{id}/watch. */
export const TaskWatchersSchema = z.object({
  /** Whether the caller watches the task. */
  watching: z.boolean(),
  /** The people watching it who can still see it, by name. */
  watchers: z.array(WatcherSchema),
});
export type TaskWatchers = z.output<typeof TaskWatchersSchema>;

/** GET /api/user/watching?projectId={id}: the project whose watched tasks to list. */
export const WatchingQuery = z.object({
  /** Project id (required). */
  projectId: pathIdSchema("projectId must be a project id"),
});
export type WatchingQuery = z.output<typeof WatchingQuery>;
export type WatchingQueryInput = z.input<typeof WatchingQuery>;

/** GET /api/user/watching answer: the ids of the project's tasks the caller watches. */
export const WatchingSchema = z.object({
  /** Task ids, ascending. */
  taskIds: z.array(z.number().int()),
});
export type Watching = z.output<typeof WatchingSchema>;
