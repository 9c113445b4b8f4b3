import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { OpenTask } from "../../../contract/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";

/** The profile lists at most this many open tasks. */
const OPEN_TASKS_LIMIT = 200;

/**
 * The user's open tasks for the profile's 'My Open Tasks': assigned to them, not completed, in
 * projects they can see; soonest due first (undated last), then most recently updated. One query.
 */
export async function listOpenTasks(db: DbOrTx, userId: number): Promise<OpenTask[]> {
  const rows = await db
    .select({ task: tasks, project: { id: projects.id, name: projects.name } })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.assignedTo, userId), isNull(tasks.completedAt), projectVisibleTo(userId)))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, desc(tasks.updatedAt), asc(tasks.id))
    .limit(OPEN_TASKS_LIMIT);
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
