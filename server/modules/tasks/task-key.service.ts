import { and, eq, type SQL, sql } from "drizzle-orm";
import { parseTaskKey, type ResolvedTaskKey } from "../../../contract/task-keys.ts";
import type { Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { loadTask } from "./task-queries.ts";

/** SQL: the row's task has one of the keys (project key and number pairs). */
function keyCondition(keys: readonly string[]): SQL {
  const pairs = keys.flatMap((key) => {
    const parsed = parseTaskKey(key);
    return parsed ? [sql`(${parsed.projectKey}::text, ${parsed.number}::int)`] : [];
  });
  if (pairs.length === 0) return sql`false`;
  return sql`(${projects.key}, ${tasks.number}) in (${sql.join(pairs, sql`, `)})`;
}

/** The tasks named by `keys` that the user may see (one query); unknown and invisible keys are left out. */
export async function resolveTaskKeys(
  db: DbOrTx,
  userId: number,
  keys: readonly string[],
): Promise<ResolvedTaskKey[]> {
  return db
    .select({ key: taskKeySql, id: tasks.id, projectId: projects.id, title: tasks.title })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(keyCondition(keys), projectVisibleTo(userId)))
    .orderBy(tasks.id);
}

/** The task with this key, read as GET /api/tasks/{id} reads it: 404 when missing or not visible. */
export async function getTaskByKey(ctx: AppContext, userId: number, key: string): Promise<Task> {
  const [found] = await resolveTaskKeys(ctx.db, userId, [key]);
  if (!found) throw notFound("Task");
  return loadTask(ctx.db, found.id);
}
