import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { OPEN_TASKS_MAX_LIMIT, type OpenTask } from "../../../contract/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";

/** The open tasks of the user's profile: assigned to them, not completed, in projects they can see. */
const openTasksOf = (userId: number) =>
  and(eq(tasks.assignedTo, userId), isNull(tasks.completedAt), projectVisibleTo(userId));

/**
 * The user's open tasks for the profile's 'My Open Tasks': assigned to them, not completed, in
 * projects they can see; soonest due first (undated last), then most recently updated. One query;
 * at most `limit` (default 200).
 */
export async function listOpenTasks(
  db: DbOrTx,
  userId: number,
  limit: number = OPEN_TASKS_MAX_LIMIT,
): Promise<OpenTask[]> {
  const rows = await db
    .select({ task: tasks, project: { id: projects.id, name: projects.name } })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(openTasksOf(userId))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.updatedAt), asc(tasks.id))
    .limit(limit);
  return rows.map(({ task, project }) => ({
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ? task.dueDate.toISOString() : null,
    updatedAt: task.updatedAt.toISOString(),
    createdAt: task.createdAt.toISOString(),
    project,
  }));
}

/**
 * The first `limit` open tasks and how many there are in all (the profile card: a few tasks and
 * 'N open tasks assigned to you'). Two queries.
 */
export async function openTasksPage(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<{ tasks: OpenTask[]; total: number }> {
  const count = db
    .select({ count: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(openTasksOf(userId));
  const [list, [row]] = await Promise.all([listOpenTasks(db, userId, limit), count]);
  return { tasks: list, total: Number(row?.count ?? 0) };
}
