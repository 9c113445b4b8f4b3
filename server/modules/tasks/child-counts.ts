import type { AnyColumn, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Task } from "../../../contract/tasks.ts";
import { tasks } from "../../db/schema.ts";

/**
 * A task's sub-task roll-up, `childCounts {total, done, points, pointsDone}` (product rules §35): as
 * one grouped join for a board or a set of tasks, or as one correlated subquery over the parent_id
 * index for the lists that are not a board (calendar, Recent Tasks, My Tasks). Either way one
 * statement, whatever the number of tasks.
 */
/** SQL: the numeric story points of a task row `alias` (a "?" or none counts 0). */
const pointsSql = (alias: string) => sql.raw(`coalesce(nullif(${alias}.story_points, '?')::int, 0)`);

/**
 * SQL: the children of the tasks `parentIds` selects, grouped by parent: `parent_id, child_total, child_done,
 * child_points, child_points_done` (product rules §35). One grouped statement for any number of parents.
 */
export const childCountsSql = (parentIds: SQL) => sql`select ch.parent_id, count(*)::int as child_total,
    (count(*) filter (where ch.completed_at is not null))::int as child_done,
    sum(${pointsSql("ch")})::int as child_points,
    (coalesce(sum(${pointsSql("ch")}) filter (where ch.completed_at is not null), 0))::int as child_points_done
  from ${tasks} ch where ch.parent_id in (${parentIds}) group by ch.parent_id`;

/** SQL: a `childCounts` JSON object from a left-joined row `alias` of `childCountsSql`. */
export const childCountsJsonSql = (alias: string) =>
  sql.raw(`json_build_object('total', coalesce(${alias}.child_total, 0), 'done', coalesce(${alias}.child_done, 0),
    'points', coalesce(${alias}.child_points, 0), 'pointsDone', coalesce(${alias}.child_points_done, 0))`);

/** SQL: the `childCounts` JSON of the task `taskId` names (one correlated subquery). */
export const childCountsOfSql = (taskId: SQL | AnyColumn) =>
  sql<Task["childCounts"] | string>`(select json_build_object('total', count(*)::int,
    'done', (count(*) filter (where ch.completed_at is not null))::int,
    'points', coalesce(sum(${pointsSql("ch")}), 0)::int,
    'pointsDone', (coalesce(sum(${pointsSql("ch")}) filter (where ch.completed_at is not null), 0))::int)
  from ${tasks} ch where ch.parent_id = ${taskId})`;

/** A `childCounts` value as the driver returns it (JSON text or an object), or none. */
export function readChildCounts(value: Task["childCounts"] | string | null | undefined): Task["childCounts"] {
  if (typeof value === "string") return JSON.parse(value) as Task["childCounts"];
  return value ?? { total: 0, done: 0, points: 0, pointsDone: 0 };
}
