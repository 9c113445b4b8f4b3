/** Links between tasks: blocks, relates, duplicates (issue 23, product rules §36). */

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { StoredLinkType } from "../../../contract/links.ts";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { tasks } from "./work.ts";

/**
 * One link, stored once in its canonical direction: `source blocks target`, `source duplicates
 * target`, `source relates target` (for relates, the lower id is the source, so a pair is unique
 * whichever side created it). Read from the target's side, blocks is blocked_by and duplicates is
 * duplicated_by. Links may cross projects; they go with either task.
 */
export const taskLinks = pgTable(
  "task_links",
  {
    id: serial().primaryKey(),
    sourceTaskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    targetTaskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    /** 'blocks', 'relates' or 'duplicates'. */
    type: varchar({ length: 20 }).$type<StoredLinkType>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("task_links_unique").on(t.sourceTaskId, t.targetTaskId, t.type),
    index().on(t.targetTaskId, t.type),
    check("task_links_not_self", sql`${t.sourceTaskId} <> ${t.targetTaskId}`),
    check("task_links_type", sql`${t.type} in ('blocks', 'relates', 'duplicates')`),
    check("task_links_relates_ordered", sql`${t.type} <> 'relates' or ${t.sourceTaskId} < ${t.targetTaskId}`),
  ],
);
