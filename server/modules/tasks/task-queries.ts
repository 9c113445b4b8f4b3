import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { storyPointsFromText } from "../../../contract/common.ts";
import type { Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { idListSql } from "../../db/id-list.ts";
import {
  boards,
  comments,
  projects,
  repositoryPullRequests,
  taskChecklistItems,
  taskLinks,
  tasks,
  users,
} from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { notFound } from "../../platform/errors.ts";
import { ownerColumnsSql, toColumns } from "../statuses/status-columns.ts";
import { childCountsJsonSql, childCountsSql, readChildCounts } from "./child-counts.ts";
import { taskPositionSql } from "./task-positions.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** SQL: the latest pull request linked to task `taskId` as `{number, state}` JSON, or null (product rules §34). */
const pullRequestJsonSql = (taskId: SQL | typeof tasks.id) =>
  sql`(select json_build_object('number', pr.number, 'state', pr.state) from ${repositoryPullRequests} pr
    where pr.task_id = ${taskId} order by pr.id desc limit 1)`;

/**
 * SQL: whether task `taskId` (on a board of project `projectId`) has an unfinished blocker in the same
 * project (product rules §36). For one row; the board list uses one grouped join instead.
 */
const blockedSql = (taskId: SQL | typeof tasks.id, projectId: SQL | typeof boards.projectId) =>
  sql<boolean>`exists(select 1 from ${taskLinks} bl join ${tasks} bs on bs.id = bl.source_task_id
    join ${boards} bsb on bsb.id = bs.board_id
    where bl.target_task_id = ${taskId} and bl.type = 'blocks' and bs.completed_at is null
      and bsb.project_id = ${projectId})`;
const taskColumns = {
  id: tasks.id,
  boardId: tasks.boardId,
  projectId: boards.projectId,
  key: taskKeySql,
  title: tasks.title,
  type: tasks.type,
  parentId: tasks.parentId,
  description: tasks.description,
  status: tasks.status,
  priority: tasks.priority,
  assignedTo: tasks.assignedTo,
  dueDate: tasks.dueDate,
  startDate: tasks.startDate,
  progress: tasks.progress,
  position: taskPositionSql,
  tags: tasks.tags,
  completedAt: tasks.completedAt,
  createdBy: tasks.createdBy,
  departmentId: tasks.departmentId,
  storyPoints: tasks.storyPoints,
  progressFromChecklist: tasks.progressFromChecklist,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  assigneeId: users.id,
  assigneeEmail: users.email,
  assigneeFirstName: users.firstName,
  assigneeLastName: users.lastName,
  assigneeImage: users.profileImageUrl,
};

export type TaskRow = typeof tasks.$inferSelect;
type TaskQueryRow = Omit<TaskRow, "reminderSentAt" | "rank" | "number"> & {
  key: string;
  position: number;
  projectId: number;
  assigneeId: number | null;
  assigneeEmail: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  assigneeImage: string | null;
  commentCount: number | null;
  checklistDone: number | null;
  checklistTotal: number | null;
  pullRequest: Task["pullRequest"];
  blocked: boolean | null;
  childCounts: Task["childCounts"] | string | null;
};

/** A task row with its board's project, assignee and comment count as the API returns it. */
export function presentTask(row: TaskQueryRow): Task {
  return {
    id: row.id,
    boardId: row.boardId,
    projectId: row.projectId,
    key: row.key,
    title: row.title,
    type: row.type as Task["type"],
    parentId: row.parentId,
    childCounts: readChildCounts(row.childCounts),
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
    startDate: iso(row.startDate),
    progress: row.progress,
    position: row.position,
    tags: Array.isArray(row.tags) ? row.tags : [],
    completedAt: iso(row.completedAt),
    createdBy: row.createdBy,
    departmentId: row.departmentId,
    storyPoints: storyPointsFromText(row.storyPoints),
    commentCount: Number(row.commentCount ?? 0),
    checklistDone: Number(row.checklistDone ?? 0),
    checklistTotal: Number(row.checklistTotal ?? 0),
    progressFromChecklist: row.progressFromChecklist,
    pullRequest: row.pullRequest ?? null,
    blocked: row.blocked === true,
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
  const checklist = db
    .select({
      taskId: taskChecklistItems.taskId,
      done: sql<number>`(count(*) filter (where ${taskChecklistItems.done}))::int`.as("done"),
      total: sql<number>`count(*)::int`.as("total"),
    })
    .from(taskChecklistItems)
    .where(sql`${taskChecklistItems.taskId} in (${taskIds})`)
    .groupBy(taskChecklistItems.taskId)
    .as("checklist_counts");
  const rows = await db
    .select({
      ...taskColumns,
      commentCount: counts.n,
      checklistDone: checklist.done,
      checklistTotal: checklist.total,
      pullRequest: pullRequestJsonSql(tasks.id).mapWith((v) => (typeof v === "string" ? JSON.parse(v) : v)),
      blocked: blockedSql(tasks.id, boards.projectId).mapWith((v) => v === true || v === "t" || v === "true"),
      childCounts: sql<Task["childCounts"]>`${childCountsJsonSql("cc")}`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .leftJoin(counts, eq(counts.taskId, tasks.id))
    .leftJoin(checklist, eq(checklist.taskId, tasks.id))
    .leftJoin(sql`(${childCountsSql(taskIds)}) cc`, sql`cc.parent_id = ${tasks.id}`)
    .where(where)
    .orderBy(asc(tasks.status), asc(tasks.rank), asc(tasks.id));
  return rows.map((r) => presentTask(r as TaskQueryRow));
}

/** SQL: a timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z), or null. */
const isoSql = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL: a task row `t`'s stored estimate as the API's value: a JSON number, "?" or null. */
const storyPointsJsonSql = sql`case when t.story_points is null then null
      when t.story_points = '?' then to_json('?'::text) else to_json(t.story_points::int) end`;

/**
 * SQL: the JSON object of one task as the API shows it, from a task row `t`, its board `b`, its
 * project `p`, its assignee `u` (left joined), its comment count and its position: `presentTask`'s shape exactly
 * (keep the two in step; the board list, moves and creates use this one).
 */
const taskJsonSql = (
  commentCount: SQL,
  position: SQL | null,
  checklist: { done: SQL; total: SQL },
  blocked: SQL,
  childCounts: SQL,
) => sql`json_build_object(
      'id', t.id, 'boardId', t.board_id, 'projectId', b.project_id, 'key', p.key || '-' || t.number,
      'title', t.title, 'type', t.type, 'parentId', t.parent_id, 'childCounts', ${childCounts},
      'description', t.description, 'status', t.status, 'priority', t.priority, 'assignedTo', t.assigned_to,
      'assignee', case when u.id is null then null else json_build_object('id', u.id, 'firstName', u.first_name,
        'lastName', u.last_name, 'email', u.email, 'profileImageUrl', u.profile_image_url) end,
      'dueDate', ${isoSql(sql`t.due_date`)}, 'startDate', ${isoSql(sql`t.start_date`)}, 'progress', t.progress,${position === null ? sql`` : sql` 'position', ${position},`} 'tags', t.tags,
      'completedAt', ${isoSql(sql`t.completed_at`)}, 'createdBy', t.created_by,
      'departmentId', t.department_id, 'storyPoints', ${storyPointsJsonSql},
      'commentCount', ${commentCount}, 'checklistDone', ${checklist.done}, 'checklistTotal', ${checklist.total},
      'progressFromChecklist', t.progress_from_checklist, 'pullRequest', ${pullRequestJsonSql(sql`t.id`)},
      'blocked', ${blocked},
      'createdAt', ${isoSql(sql`t.created_at`)}, 'updatedAt', ${isoSql(sql`t.updated_at`)}
    )`;

/** One task of a board list: its column, its dense index there, and its JSON object without `position`. */
export type BoardTaskRow = { id: number; status: string; position: number; body: string };

/** A board row's JSON object with its position put back in (the first key). */
export function boardTaskJson(row: BoardTaskRow): string {
  return `{"position":${row.position},${row.body.slice(1)}`;
}

/**
 * The tasks of a board (all, or those `only` selects), ordered by status then rank, each with its dense
 * position in the whole board (numbered on read) and the JSON text of the API's object without the
 * position (positions shift without a write; the body does not). One statement: tasks join boards,
 * left join users, left join grouped counts of the same tasks; PostgreSQL builds the JSON, so a
 * 5,000-task board costs the app process little but joining the texts.
 */
export async function boardTaskRows(db: DbOrTx, boardId: number, only?: SQL): Promise<BoardTaskRow[]> {
  const ids = only ?? sql`select id from ${tasks} where board_id = ${boardId}`;
  const result = await db.execute<{ id: number; status: string; position: number; body: string }>(sql`
    select t.id, t.status, t.position, ${taskJsonSql(
      sql`coalesce(c.n, 0)`,
      null,
      {
        done: sql`coalesce(k.done, 0)`,
        total: sql`coalesce(k.total, 0)`,
      },
      sql`(bk.task_id is not null)`,
      childCountsJsonSql("cc"),
    )}::text as body
    from (
      select *, (row_number() over (partition by status order by rank, id) - 1)::int as position
      from ${tasks} where board_id = ${boardId}
    ) t
    join ${boards} b on b.id = t.board_id
    join ${projects} p on p.id = b.project_id
    left join ${users} u on u.id = t.assigned_to
    left join (
      select ${comments.taskId} as task_id, count(*)::int as n from ${comments}
      where ${comments.taskId} in (${ids})
      group by ${comments.taskId}
    ) c on c.task_id = t.id
    left join (
      select ${taskChecklistItems.taskId} as task_id, count(*)::int as total,
        (count(*) filter (where ${taskChecklistItems.done}))::int as done
      from ${taskChecklistItems}
      where ${taskChecklistItems.taskId} in (${ids})
      group by ${taskChecklistItems.taskId}
    ) k on k.task_id = t.id
    left join (
      select bl.target_task_id as task_id from ${taskLinks} bl
      join ${tasks} bs on bs.id = bl.source_task_id
      join ${boards} bsb on bsb.id = bs.board_id
      where bl.type = 'blocks' and bs.completed_at is null
        and bsb.project_id = (select project_id from ${boards} where id = ${boardId})
        and bl.target_task_id in (${ids})
      group by bl.target_task_id
    ) bk on bk.task_id = t.id
    left join (${childCountsSql(ids)}) cc on cc.parent_id = t.id
    ${only ? sql`where t.id in (${ids})` : sql``}
    order by t.status, t.rank, t.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    position: Number(r.position),
    body: r.body,
  }));
}

/** Every task of a board, ordered by status then rank, as the JSON text of the API's answer. */
export async function listBoardTasksJson(db: DbOrTx, boardId: number): Promise<string> {
  const rows = await boardTaskRows(db, boardId);
  return `[${rows.map(boardTaskJson).join(",")}]`;
}

/**
 * Runs `write`, an insert or update of one task ending in `returning *`, and returns that task as the
 * API shows it, in the same statement. `position` is the task's index when the caller knows it;
 * "last" counts the other tasks of its column (as they were before the statement).
 */
export async function writeTask(db: DbOrTx, write: SQL, position: number | "last"): Promise<Task> {
  const index =
    position === "last"
      ? sql`(select count(*)::int from ${tasks} o where o.board_id = t.board_id and o.status = t.status and o.id <> t.id)`
      : sql`${position}::int`;
  const result = await db.execute<{ task: string }>(sql`
    with t as (${write})
    select ${taskJsonSql(
      sql`(select count(*)::int from ${comments} c where c.task_id = t.id)`,
      index,
      {
        done: sql`(select count(*)::int from ${taskChecklistItems} k where k.task_id = t.id and k.done)`,
        total: sql`(select count(*)::int from ${taskChecklistItems} k where k.task_id = t.id)`,
      },
      blockedSql(sql`t.id`, sql`b.project_id`),
      childCountsJsonSql("cc"),
    )}::text as task
    from t
    join ${boards} b on b.id = t.board_id
    join ${projects} p on p.id = b.project_id
    left join ${users} u on u.id = t.assigned_to
    left join (${childCountsSql(sql`select id from t`)}) cc on cc.parent_id = t.id`);
  const row = result.rows[0];
  if (!row) throw notFound("Task");
  return JSON.parse(row.task) as Task;
}

/** Every task of a board, ordered by status then position. */
export async function listBoardTasks(db: DbOrTx, boardId: number): Promise<Task[]> {
  return JSON.parse(await listBoardTasksJson(db, boardId)) as Task[];
}

/** One task as the API returns it; 404 when missing (the caller has checked visibility). */
export async function loadTask(db: DbOrTx, taskId: number): Promise<Task> {
  const [task] = await selectTasks(db, eq(tasks.id, taskId), sql`select ${taskId}::int`);
  if (!task) throw notFound("Task");
  return task;
}

/** Several tasks as the API returns them, in one statement (the caller has checked visibility). */
export async function loadTasks(db: DbOrTx, taskIds: readonly number[]): Promise<Task[]> {
  if (taskIds.length === 0) return [];
  const ids = idListSql(taskIds);
  return selectTasks(db, sql`${tasks.id} in (${ids})`, ids);
}

/**
 * `loadVisibleBoard` (404 unless the user may see the board) with its project's columns, in one
 * statement: what a create reads before it takes the board's lock.
 */
export async function loadVisibleBoardColumns(db: DbOrTx, userId: number, boardId: number) {
  const [row] = await db
    .select({ project: projects, columns: ownerColumnsSql(projects.ownerId) })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(boards.id, boardId), projectVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Board");
  return { project: row.project, columns: toColumns(row.columns) };
}

/**
 * `loadVisibleTask` (404 unless the user may see the task) with its project's columns, in one
 * statement: what a move reads before it takes the board's lock.
 */
export async function loadVisibleTaskColumns(db: DbOrTx, userId: number, taskId: number) {
  const [row] = await db
    .select({ task: tasks, project: projects, columns: ownerColumnsSql(projects.ownerId) })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(tasks.id, taskId), projectVisibleTo(userId)))
    .limit(1);
  if (!row) throw notFound("Task");
  return { task: row.task, project: row.project, columns: toColumns(row.columns) };
}

/** The children of a task as the API returns them, in one statement (the caller has checked visibility). */
export async function loadChildren(db: DbOrTx, parentId: number): Promise<Task[]> {
  return selectTasks(
    db,
    eq(tasks.parentId, parentId),
    sql`select ${tasks.id} from ${tasks} where ${tasks.parentId} = ${parentId}`,
  );
}

/** The task row as committed now (after taking the board lock); 404 if it was deleted meanwhile. */
export async function lockedRow(tx: DbOrTx, taskId: number): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw notFound("Task");
  return row;
}
