import { and, desc, eq, sql } from "drizzle-orm";
import type { MyTask } from "../../../contract/my-tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, comments, projects, tasks, users } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { taskPositionSql } from "../tasks/task-positions.ts";
import { presentOptionalUser, publicUserColumns } from "../users/users.service.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * My Tasks (GET /api/tasks/user): the tasks assigned to the user in projects they may see, with
 * project, assignee and comment count, most recently updated first. One query.
 */
export async function listMyTasks(db: DbOrTx, userId: number): Promise<MyTask[]> {
  const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.taskId} = ${tasks.id})`;
  const rows = await db
    .select({
      task: tasks,
      projectId: projects.id,
      projectName: projects.name,
      projectOwnerId: projects.ownerId,
      assignee: publicUserColumns,
      commentCount,
      position: taskPositionSql,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(and(eq(tasks.assignedTo, userId), projectVisibleTo(userId)))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id));
  return rows.map(({ task, assignee, ...row }) => ({
    id: task.id,
    boardId: task.boardId,
    projectId: row.projectId,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    assignedTo: task.assignedTo,
    assignee: presentOptionalUser(assignee),
    dueDate: iso(task.dueDate),
    progress: task.progress,
    position: row.position,
    tags: Array.isArray(task.tags) ? task.tags : [],
    completedAt: iso(task.completedAt),
    createdBy: task.createdBy,
    commentCount: Number(row.commentCount ?? 0),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    project: { id: row.projectId, name: row.projectName, ownerId: row.projectOwnerId },
  }));
}
