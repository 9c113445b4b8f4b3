import { and, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { ReportUnit } from "../../../contract/common.ts";
import type { ReportsQuery, ReportTimeframe } from "../../../contract/reports.ts";
import { dueDeadlineSql } from "../../db/due-days.ts";
import { boards, tasks, teamMembers, teams } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { savedTimeZoneSql } from "../notification-settings/email-preferences.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEFRAME_DAYS: Record<ReportTimeframe, number | null> = { all: null, "7d": 7, "30d": 30, "90d": 90 };

/** A time as a SQL timestamptz literal parameter. */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** SQL: the task is completed (product rules §3: it has a completion time, or sits in `done`). */
export const isCompleted = sql`(${tasks.completedAt} is not null or ${tasks.status} = 'done')`;

/** SQL: the task's numeric estimate; null for '?' or none, which sums skip (product rules §19). */
export const taskPoints = sql`nullif(${tasks.storyPoints}, '?')::int`;

/** The unit a report shows: the one asked for, else points when something in scope is estimated (§19). */
export function reportUnit(asked: ReportUnit | undefined, estimatedTasks: number): ReportUnit {
  return asked ?? (estimatedTasks > 0 ? "points" : "tasks");
}

/**
 * SQL: the task's due day has ended at `now` for the reader `userId` (the end of that day in their
 * saved time zone, else UTC; product rules, tasks) and it is not completed.
 */
export const isOverdue = (now: Date, userId: number) =>
  sql`(${tasks.dueDate} < ${at(now)} and ${dueDeadlineSql(tasks.dueDate, savedTimeZoneSql(userId))} <= ${at(now)}
    and not ${isCompleted})`;

/**
 * The report filters on the `tasks` table (product rules §13, 'Reports'): timeframe on the creation date,
 * department (tasks assigned to its members, owner included), assignee. Visibility is separate.
 */
export function taskFilterConditions(filters: ReportsQuery, now: Date): SQL[] {
  const conditions: SQL[] = [];
  const days = TIMEFRAME_DAYS[filters.timeframe];
  if (days !== null) conditions.push(gte(tasks.createdAt, new Date(now.getTime() - days * DAY_MS)));
  if (filters.teamId !== undefined) {
    const teamId = filters.teamId;
    conditions.push(
      inArray(
        tasks.assignedTo,
        sql`(select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} = ${teamId}
          union select ${teams.ownerId} from ${teams} where ${teams.id} = ${teamId})`,
      ),
    );
  }
  if (filters.userId !== undefined) conditions.push(eq(tasks.assignedTo, filters.userId));
  return conditions;
}

/** The full condition for a query over `tasks` joined to `boards`: visible to the user and filtered. */
export function reportTaskWhere(userId: number, filters: ReportsQuery, now: Date): SQL {
  return and(projectVisibleTo(userId, sql`${boards.projectId}`), ...taskFilterConditions(filters, now))!;
}

/** `part / whole` in percent with one decimal; 0 when `whole` is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
