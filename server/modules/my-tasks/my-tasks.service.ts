import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { storyPointsFromText } from "../../../contract/common.ts";
import type { MyTask, MyTasksQuery } from "../../../contract/my-tasks.ts";
import { statusValuesOf } from "../../../contract/statuses.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { boards, comments, projects, tasks, users } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { childCountsOfSql, readChildCounts } from "../tasks/child-counts.ts";
import { taskPositionSql } from "../tasks/task-positions.ts";
import { presentOptionalUser, publicUserColumns } from "../users/users.service.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The conditions of the screen's filters: status, priority and a search of title, description, project. */
function filterConditions(filter: Partial<MyTasksQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(inArray(tasks.status, statusValuesOf(filter.status)));
  if (filter.priority) conditions.push(eq(tasks.priority, filter.priority));
  if (filter.type) conditions.push(eq(tasks.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(tasks.title, pattern), ilike(tasks.description, pattern), ilike(projects.name, pattern))!,
    );
  }
  return conditions;
}

/** What GET /api/tasks/user answers: the page and the two counts its headers carry. */
export type MyTasksPage = { tasks: MyTask[]; matching: number; assigned: number };

/**
 * My Tasks (GET /api/tasks/user): the tasks assigned to the user in projects they may see, with
 * project, assignee and comment count, most recently updated first, filtered as the screen filters
 * and paged when `limit` is given; with the number matching and the number assigned. Two queries.
 */
export async function listMyTasks(
  db: DbOrTx,
  userId: number,
  filter: Partial<MyTasksQuery> = {},
): Promise<MyTasksPage> {
  const mine = and(eq(tasks.assignedTo, userId), projectVisibleTo(userId))!;
  const matches = and(mine, ...filterConditions(filter))!;
  const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.taskId} = ${tasks.id})`;
  const query = db
    .select({
      task: tasks,
      projectId: projects.id,
      projectName: projects.name,
      projectOwnerId: projects.ownerId,
      key: taskKeySql,
      assignee: publicUserColumns,
      commentCount,
      childCounts: childCountsOfSql(tasks.id),
      position: taskPositionSql,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(matches)
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .offset(filter.offset ?? 0);
  const counts = db
    .select({
      assigned: sql<number>`count(*)::int`,
      matching: sql<number>`count(*) filter (where ${matches})::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(mine);
  const [rows, [count]] = await Promise.all([filter.limit ? query.limit(filter.limit) : query, counts]);
  return {
    tasks: rows.map(presentMyTask),
    matching: Number(count?.matching ?? 0),
    assigned: Number(count?.assigned ?? 0),
  };
}

type MyTaskRow = {
  task: typeof tasks.$inferSelect;
  projectId: number;
  projectName: string;
  projectOwnerId: number;
  key: string;
  assignee: Parameters<typeof presentOptionalUser>[0];
  commentCount: number | null;
  childCounts: MyTask["childCounts"] | string | null;
  position: number;
};

function presentMyTask({ task, assignee, ...row }: MyTaskRow): MyTask {
  return {
    id: task.id,
    boardId: task.boardId,
    projectId: row.projectId,
    key: row.key,
    title: task.title,
    type: task.type as MyTask["type"],
    parentId: task.parentId,
    childCounts: readChildCounts(row.childCounts),
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
    storyPoints: storyPointsFromText(task.storyPoints),
    commentCount: Number(row.commentCount ?? 0),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    project: { id: row.projectId, name: row.projectName, ownerId: row.projectOwnerId },
  };
}
