/** Who watches which task (issue 22, product rules 'Watchers'). */
import { boolean, index, integer, jsonb, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { notifications } from "./notifications.ts";
import { tasks } from "./work.ts";

/**
 * A person's watch of a task. `watching = false` records that they unwatched it: the row stays so
 * that no automatic rule (creating, being assigned, commenting, being mentioned) watches it again.
 */
export const taskWatchers = pgTable(
  "task_watchers",
  {
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    watching: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index().on(t.userId)],
);

/** One change a `task_changed` notification reports: the field, its first `from` and latest `to`. */
export type WatchedChange = { field: string; from: unknown; to: unknown };

/**
 * The changes a `task_changed` notification stands for, so that a later change by the same person
 * within two minutes folds into it (its message then counts them all).
 */
export const taskChangeNotices = pgTable("task_change_notices", {
  notificationId: integer()
    .primaryKey()
    .references(() => notifications.id, { onDelete: "cascade" }),
  changes: jsonb().$type<WatchedChange[]>().notNull().default([]),
});
