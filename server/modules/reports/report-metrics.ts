import { and, asc, eq, sql } from "drizzle-orm";
import type {
  ReportCycleTime,
  ReportsQuery,
  ReportTeamMember,
  ReportVelocityPoint,
} from "../../../contract/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, sprints, tasks, users } from "../../db/schema.ts";
import { sprintVisibleTo } from "../../platform/access.ts";
import { sprintWork } from "../backlog/sprint-work.ts";
import { presentPublicUser, publicUserColumns } from "../users/users.service.ts";
import {
  isCompleted,
  isOverdue,
  percent,
  reportTaskWhere,
  taskFilterConditions,
  taskPoints,
} from "./report-filters.ts";

const oneDecimal = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);

/**
 * Team Performance: each assignee with at least one matching task, best completion rate first
 * (then most tasks, then id). One grouped query.
 */
export async function teamPerformance(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
): Promise<ReportTeamMember[]> {
  const total = sql<number>`count(*)::int`;
  const completed = sql<number>`count(*) filter (where ${isCompleted})::int`;
  const rows = await db
    .select({
      user: publicUserColumns,
      total,
      completed,
      overdue: sql<number>`count(*) filter (where ${isOverdue(now, userId)})::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(users, eq(users.id, tasks.assignedTo))
    .where(reportTaskWhere(userId, filters, now))
    .groupBy(users.id)
    .orderBy(sql`${completed}::float / ${total} desc`, sql`${total} desc`, asc(users.id));
  return rows.map((r) => ({
    user: presentPublicUser(r.user),
    total: Number(r.total),
    completed: Number(r.completed),
    overdue: Number(r.overdue),
    successRate: percent(Number(r.completed), Number(r.total)),
  }));
}

/**
 * Velocity: matching completed tasks (and their story points) per sprint visible to the user, over the sprint's work
 * (its planned tasks once it has a plan, else its projects' tasks, product rules §21) in projects the user may see;
 * oldest sprint first (start date, else creation). One grouped query.
 */
export async function velocity(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
): Promise<ReportVelocityPoint[]> {
  const rows = await db
    .select({
      sprintId: sprints.id,
      name: sprints.name,
      completed: sql<number>`count(${tasks.id}) filter (where ${isCompleted})::int`,
      completedPoints: sql<number>`coalesce(sum(${taskPoints}) filter (where ${isCompleted}), 0)::int`,
    })
    .from(sprints)
    .leftJoin(sql`${sprintWork(userId)} work`, sql`work.sprint_id = ${sprints.id}`)
    .leftJoin(tasks, and(sql`${tasks.id} = work.task_id`, ...taskFilterConditions(filters, now)))
    .where(sprintVisibleTo(userId))
    .groupBy(sprints.id)
    .orderBy(sql`coalesce(${sprints.startDate}, ${sprints.createdAt})`, asc(sprints.id));
  return rows.map((r) => ({
    ...r,
    completed: Number(r.completed),
    completedPoints: Number(r.completedPoints),
  }));
}

/** Cycle time: median and 85th percentile of creation-to-completion days of matching completed tasks. */
export async function cycleTime(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
): Promise<ReportCycleTime> {
  const days = sql`greatest(0, extract(epoch from (${tasks.completedAt} - ${tasks.createdAt})) / 86400.0)`;
  const [row] = await db
    .select({
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${days})`,
      p85: sql<number | null>`percentile_cont(0.85) within group (order by ${days})`,
      sampleSize: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(and(reportTaskWhere(userId, filters, now), sql`${tasks.completedAt} is not null`));
  const sampleSize = Number(row?.sampleSize ?? 0);
  return {
    medianDays: sampleSize ? oneDecimal(row?.median) : null,
    p85Days: sampleSize ? oneDecimal(row?.p85) : null,
    sampleSize,
  };
}
