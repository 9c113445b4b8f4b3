import { asc, eq, inArray, sql } from "drizzle-orm";
import { generateNKeysBetween } from "fractional-indexing";
import type { BulkTasks, BulkTasksResult } from "../../../contract/bulk-tasks.ts";
import type { BoardColumn, Task } from "../../../contract/tasks.ts";
import type { Tx } from "../../db/client.ts";
import { idListSql } from "../../db/id-list.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ChangeSet } from "../activity/record.ts";
import { admitAssignee } from "../memberships/memberships.service.ts";
import { nextCompletedAt, ownerColumnsSql, toColumns } from "../statuses/status-columns.ts";
import { assertStartNotAfterDue, dateValue } from "./task-dates.ts";
import { lockBoards } from "./task-positions.ts";
import { loadTasks } from "./task-queries.ts";
import { assertBulkWipRoom } from "./wip-limits.ts";

/*
 * Bulk actions (product rules §24): one change to up to 500 tasks in one transaction, all or nothing.
 * Every task must be one the user may edit (else 404 for the whole request, as for one task); an
 * assignee follows the single-task rule (403 for a non-member named by a plain member); a status
 * change follows the WIP rule. The number of statements does not grow with the number of tasks;
 * events go out after the commit.
 */

type ProjectRow = typeof projects.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;
type Loaded = { task: TaskRow; project: ProjectRow; columns: BoardColumn[] };

const idsSql = (ids: readonly number[]) => sql`(${idListSql(ids)})`;

/** Locks the tasks' boards, then reads the tasks with their projects and columns: 404 unless all are visible. */
async function loadEditable(tx: Tx, userId: number, taskIds: readonly number[]): Promise<Loaded[]> {
  await lockBoards(tx, sql`(select ${tasks.boardId} from ${tasks} where ${tasks.id} in ${idsSql(taskIds)})`);
  const rows = await tx
    .select({ task: tasks, project: projects, columns: ownerColumnsSql(projects.ownerId) })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(sql`${tasks.id} in ${idsSql(taskIds)} and ${projectVisibleTo(userId)}`)
    .orderBy(asc(tasks.status), asc(tasks.rank), asc(tasks.id));
  if (rows.length !== taskIds.length) throw notFound("Task");
  return rows.map((r) => ({ task: r.task, project: r.project, columns: toColumns(r.columns) }));
}

/** Runs a bulk action in one unit of work; what follows it hears of every task at once. */
export async function bulkTasks(
  ctx: AppContext,
  userId: number,
  input: BulkTasks,
  origin: EventOrigin,
): Promise<BulkTasksResult> {
  return unitOfWork(ctx, async (tx) => {
    const loaded = await loadEditable(tx, userId, input.taskIds);
    if (input.action.type === "delete") {
      const gone = await loadTasks(tx, input.taskIds);
      // A parent's sub-tasks are never orphaned silently (product rules §35): its own delete asks.
      const chosen = new Set(input.taskIds);
      const parent = gone.find((t) => t.childCounts.total > 0);
      if (parent) {
        const outside = await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(inArray(tasks.parentId, input.taskIds as number[]));
        if (outside.some((c) => !chosen.has(c.id)))
          throw badRequest(
            `${parent.key} has sub-tasks that are not selected: delete it on its own to choose what happens to them`,
          );
      }
      await emit(tx, "task.deleted", {
        actorId: userId,
        origin,
        gone,
        kept: [],
        deleted: null,
        formerParent: null,
        bulk: true,
      });
      await tx.delete(tasks).where(inArray(tasks.id, input.taskIds));
      return { updated: 0, deleted: loaded.length };
    }
    const set = input.action.set;
    const { moved, overWip, patch } = await applyUpdate(tx, userId, loaded, set, input.overrideWipLimit);
    const updated = new Map((await loadTasks(tx, input.taskIds)).map((t) => [t.id, t]));
    const now = patch.updatedAt as Date;
    await emit(tx, "task.changed", {
      actorId: userId,
      origin,
      bulk: true,
      items: loaded.map(({ task: before, project, columns }) => {
        const fromStatus = moved.get(before.id) ?? null;
        return {
          project,
          before,
          patch,
          task: updated.get(before.id) as Task,
          changes: bulkChanges(before, set, fromStatus !== null, overWip),
          fromStatus,
          completedNow:
            fromStatus !== null &&
            before.completedAt === null &&
            nextCompletedAt(columns, before, set.status as string, now) !== null,
          assignedNow: set.assignedTo != null && before.assignedTo !== set.assignedTo ? set.assignedTo : null,
          // The parents' counts changed with their children (product rules §35).
          rollupChanged: true,
        };
      }),
    });
    return { updated: loaded.length, deleted: 0 };
  });
}

type BulkSet = Extract<BulkTasks["action"], { type: "update" }>["set"];

/** The history of one task of a bulk update: what changed for that task. */
function bulkChanges(task: TaskRow, set: BulkSet, moved: boolean, overWip: Set<number>) {
  const changes = new ChangeSet()
    .add("status", task.status, moved ? set.status : undefined)
    .add("assignee", task.assignedTo, set.assignedTo)
    .add("priority", task.priority, set.priority)
    .add("dueDate", task.dueDate, dateValue(set.dueDate))
    .add("startDate", task.startDate, dateValue(set.startDate));
  if (moved && overWip.has(task.boardId)) changes.add("wipLimitOverride", null, true);
  return changes.changes;
}

/**
 * The update: common fields in one statement, status moves in another; returns id -> former status,
 * the boards whose column went over its WIP limit by override, and the columns written.
 */
async function applyUpdate(
  tx: Tx,
  userId: number,
  loaded: Loaded[],
  set: BulkSet,
  override: boolean | undefined,
): Promise<{ moved: Map<number, string>; overWip: Set<number>; patch: Partial<TaskRow> }> {
  const projectsById = new Map(loaded.map((l) => [l.project.id, l.project]));
  if (set.assignedTo != null) {
    for (const project of projectsById.values()) await admitAssignee(tx, project, set.assignedTo, userId);
  }
  const now = new Date();
  const ids = loaded.map((l) => l.task.id);
  const common: Partial<TaskRow> = { updatedAt: now };
  if (set.priority !== undefined) common.priority = set.priority;
  if (set.assignedTo !== undefined) common.assignedTo = set.assignedTo;
  if (set.dueDate !== undefined) {
    common.dueDate = set.dueDate ? new Date(set.dueDate) : null;
    common.reminderSentAt = null;
  }
  if (set.startDate !== undefined) common.startDate = dateValue(set.startDate);
  // Every task keeps its start on or before its due day (all or nothing: a 400 changes none).
  for (const { task } of loaded) {
    assertStartNotAfterDue(
      common.startDate !== undefined ? common.startDate : task.startDate,
      common.dueDate !== undefined ? common.dueDate : task.dueDate,
      "action.set.startDate",
    );
  }
  await tx.update(tasks).set(common).where(inArray(tasks.id, ids));
  const { moved, overWip } =
    set.status === undefined
      ? { moved: new Map<number, string>(), overWip: new Set<number>() }
      : await moveAll(tx, loaded, set.status, now, override);
  return { moved, overWip, patch: { ...common, status: set.status } };
}

/** Moves the tasks not yet in `status` to the end of that column, board by board, in one write. */
async function moveAll(
  tx: Tx,
  loaded: Loaded[],
  status: string,
  now: Date,
  override: boolean | undefined,
): Promise<{ moved: Map<number, string>; overWip: Set<number> }> {
  const entering = loaded.filter((l) => l.task.status !== status);
  const byBoard = new Map<number, number[]>();
  for (const { task } of entering) byBoard.set(task.boardId, [...(byBoard.get(task.boardId) ?? []), task.id]);
  const overWip = await assertBulkWipRoom(tx, status, byBoard, override);
  if (entering.length === 0) return { moved: new Map(), overWip };
  const enteringIds = entering.map((l) => l.task.id);
  const lasts = await tx.execute<{ board_id: number; rank: string }>(sql`
    select distinct on (board_id) board_id, rank from ${tasks}
    where board_id in ${idsSql([...byBoard.keys()])} and status = ${status} and id not in ${idsSql(enteringIds)}
    order by board_id, rank desc, id desc`);
  const lastRank = new Map(lasts.rows.map((r) => [Number(r.board_id), r.rank]));
  const rows: { id: number; rank: string; completed_at: string | null }[] = [];
  for (const [boardId, taskIds] of byBoard) {
    const keys = generateNKeysBetween(lastRank.get(boardId) ?? null, null, taskIds.length);
    taskIds.forEach((id, i) => {
      const l = entering.find((e) => e.task.id === id)!;
      const completedAt = nextCompletedAt(l.columns, l.task, status, now);
      rows.push({ id, rank: keys[i]!, completed_at: completedAt ? completedAt.toISOString() : null });
    });
  }
  await tx.execute(sql`
    update ${tasks} set status = ${status}, rank = v.rank, completed_at = v.completed_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, rank text, completed_at timestamptz)
    where ${tasks.id} = v.id`);
  return { moved: new Map(entering.map((l) => [l.task.id, l.task.status])), overWip };
}
