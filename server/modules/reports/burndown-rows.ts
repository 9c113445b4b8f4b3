import { and, asc, eq, sql } from "drizzle-orm";
import type { BurndownScopeChange } from "../../../contract/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  backlogItems,
  boards,
  sprintCommitments,
  sprintCommitmentTasks,
  sprintScopeChanges,
  tasks,
} from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { inSprintWork } from "../backlog/sprint-work.ts";
import { taskPoints } from "./report-filters.ts";

/** A task the burndown counts: open from `from` (null: from the start) until `doneAt` (null: still open). */
export type BurndownRow = {
  from: Date | string | null;
  doneAt: Date | string | null;
  points: number | null;
};

// A task in `done` without a completion time (older data) counts as completed when last changed.
const doneAt = sql<Date | string | null>`coalesce(${tasks.completedAt},
  case when ${tasks.status} = 'done' then ${tasks.updatedAt} end)`;

/**
 * The sprint's work visible to the user, for a sprint without a commitment: its planned tasks once it
 * has any, else the tasks of its projects (product rules §21), all counted from the start.
 */
export async function sprintTaskRows(db: DbOrTx, userId: number, sprintId: number): Promise<BurndownRow[]> {
  return db
    .select({ from: sql<null>`null`, doneAt, points: sql<number | null>`${taskPoints}` })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(and(inSprintWork(sprintId), projectVisibleTo(userId, sql`${boards.projectId}`)));
}

/** SQL: the scope change's task had no numeric estimate ('?' or none, product rules §19). */
const unestimated = sql`nullif(${sprintScopeChanges.storyPoints}, '?') is null`;

/**
 * A started sprint's commitment (product rules §21), the tasks planned into it that the user may
 * see (committed ones count from the start, later ones from when they were planned), and its scope
 * changes per UTC day; null without a commitment. Three queries.
 */
export async function loadCommitment(db: DbOrTx, userId: number, sprintId: number) {
  const [commitment] = await db
    .select({ taskCount: sprintCommitments.taskCount, points: sprintCommitments.points })
    .from(sprintCommitments)
    .where(eq(sprintCommitments.sprintId, sprintId));
  if (!commitment) return null;
  const [rows, changes] = await Promise.all([
    db
      .select({
        from: sql<Date | string | null>`case when ${sprintCommitmentTasks.taskId} is null
          then ${backlogItems.plannedAt} end`,
        doneAt,
        points: sql<number | null>`${taskPoints}`,
      })
      .from(backlogItems)
      .innerJoin(tasks, eq(tasks.id, backlogItems.taskId))
      .innerJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(
        sprintCommitmentTasks,
        and(eq(sprintCommitmentTasks.sprintId, sprintId), eq(sprintCommitmentTasks.taskId, tasks.id)),
      )
      .where(
        and(
          eq(backlogItems.sprintId, sprintId),
          eq(backlogItems.planned, true),
          projectVisibleTo(userId, sql`${boards.projectId}`),
        ),
      ),
    db
      .select({
        date: sql<string>`to_char(${sprintScopeChanges.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        added: sql<number>`count(*) filter (where ${sprintScopeChanges.kind} = 'added')::int`,
        removed: sql<number>`count(*) filter (where ${sprintScopeChanges.kind} = 'removed')::int`,
        deltaPoints: sql<number>`coalesce(sum(case when ${sprintScopeChanges.kind} = 'added' then 1 else -1 end
          * nullif(${sprintScopeChanges.storyPoints}, '?')::int), 0)::int`,
        unestimatedAdded: sql<number>`count(*) filter (where ${sprintScopeChanges.kind} = 'added'
          and ${unestimated})::int`,
        unestimatedRemoved: sql<number>`count(*) filter (where ${sprintScopeChanges.kind} = 'removed'
          and ${unestimated})::int`,
      })
      .from(sprintScopeChanges)
      .where(
        and(
          eq(sprintScopeChanges.sprintId, sprintId),
          projectVisibleTo(userId, sql`${sprintScopeChanges.projectId}`),
        ),
      )
      .groupBy(sql`1`)
      .orderBy(asc(sql`1`)),
  ]);
  const perDay: BurndownScopeChange[] = changes.map((c) => ({
    date: c.date,
    added: Number(c.added),
    removed: Number(c.removed),
    delta: Number(c.added) - Number(c.removed),
    deltaPoints: Number(c.deltaPoints),
    unestimatedAdded: Number(c.unestimatedAdded),
    unestimatedRemoved: Number(c.unestimatedRemoved),
  }));
  return { commitment, rows: rows as BurndownRow[], changes: perDay };
}
