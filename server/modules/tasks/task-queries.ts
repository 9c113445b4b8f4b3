import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, comments, tasks, users } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const taskColumns = {
  id: tasks.id,
  boardId: tasks.boardId,
  projectId: boards.projectId,
  title: tasks.title,
  description: tasks.description,
  status: tasks.status,
  priority: tasks.priority,
  assignedTo: tasks.assignedTo,
  dueDate: tasks.dueDate,
  progress: tasks.progress,
  position: tasks.position,
  tags: tasks.tags,
  completedAt: tasks.completedAt,
  createdBy: tasks.createdBy,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  assigneeId: users.id,
  assigneeEmail: users.email,
  assigneeFirstName: users.firstName,
  assigneeLastName: users.lastName,
  assigneeImage: users.profileImageUrl,
};

type TaskRow = typeof tasks.$inferSelect;
type TaskQueryRow = Omit<TaskRow, "reminderSentAt"> & {
  projectId: number;
  assigneeId: number | null;
  assigneeEmail: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeImage: string | null;
  commentCount: number | null;
};

/** A task row with its board's project, assignee and comment count as the API returns it. */
export function presentTask(row: TaskQueryRow): Task {
  return {
    id: row.id,
    boardId: row.boardId,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    assignedTo: row.assignedTo,
    assignee:
      row.assigneeId != null && row.assigneeEmail != null
        ? {
            id: row.assigneeId,
            email: row.assigneeEmail,
            firstName: row.assigneeFirstName,
            lastName: row.assigneeLastName,
            profileImageUrl: row.assigneeImage,
          }
        : null,
    dueDate: iso(row.dueDate),
    progress: row.progress,
    position: row.position,
    tags: Array.isArray(row.tags) ? row.tags : [],
    completedAt: iso(row.completedAt),
    createdBy: row.createdBy,
    commentCount: Number(row.commentCount ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Tasks matching `where` with assignee and comment count in one statement: tasks join boards, left
 * join users, left join a grouped count of the comments of the same tasks.
 */
async function selectTasks(db: DbOrTx, where: SQL, taskIds: SQL): Promise<Task[]> {
  const counts = db
    .select({ taskId: comments.taskId, n: sql<number>`count(*)::int`.as("n") })
    .from(comments)
    .where(sql`${comments.taskId} in (${taskIds})`)
    .groupBy(comments.taskId)
    .as("comment_counts");
  const rows = await db
    .select({ ...taskColumns, commentCount: counts.n })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .leftJoin(counts, eq(counts.taskId, tasks.id))
    .where(where)
    .orderBy(asc(tasks.status), asc(tasks.position), asc(tasks.id));
  return rows.map((r) => presentTask(r as TaskQueryRow));
}

/** Every task of a board, ordered by status then position. */
export async function listBoardTasks(db: DbOrTx, boardId: number): Promise<Task[]> {
  return selectTasks(
    db,
    eq(tasks.boardId, boardId),
    sql`select ${tasks.id} from ${tasks} where ${tasks.boardId} = ${boardId}`,
  );
}

/** One task as the API returns it; 404 when missing (the caller has checked visibility). */
export async function loadTask(db: DbOrTx, taskId: number): Promise<Task> {
  const [task] = await selectTasks(db, eq(tasks.id, taskId), sql`select ${taskId}::int`);
  if (!task) throw notFound("Task");
  return task;
}
