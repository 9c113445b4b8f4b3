/** Task history (product rules §32): one row per change set of a task. */

import { index, integer, jsonb, pgTable, serial, text, uuid, varchar } from "drizzle-orm/pg-core";
import type { ActivityChange, ActivityKind, ActivityVia } from "../../../contract/activity.ts";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { projects } from "./work.ts";

/**
 * One change set of one task. `task_id` has no foreign key, so the entries of a deleted task stay
 * (the project feed shows them with the key and title kept here); the project's deletion takes them.
 */
export const taskActivity = pgTable(
  "task_activity",
  {
    id: serial().primaryKey(),
    /** The task; it may have been deleted since (no foreign key on purpose). */
    taskId: integer().notNull(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    at: createdAt(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Where the change came from: {kind, name}. */
    via: jsonb().$type<ActivityVia>().notNull(),
    kind: varchar({ length: 30 }).$type<ActivityKind>().notNull(),
    /** [{field, from, to}]: only the fields that changed. */
    changes: jsonb().$type<ActivityChange[]>().notNull().default([]),
    /** Shared by the rows of one bulk change. */
    bulkId: uuid(),
    /** The task's key and title when the row was written (for a deleted task's entries). */
    taskKey: varchar({ length: 20 }).notNull(),
    taskTitle: text().notNull(),
  },
  (t) => [
    index("task_activity_task_id_id_index").on(t.taskId, t.id.desc()),
    index("task_activity_project_id_id_index").on(t.projectId, t.id.desc()),
    index().on(t.actorId),
  ],
);
