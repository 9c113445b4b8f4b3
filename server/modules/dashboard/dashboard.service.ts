import { eq, sql } from "drizzle-orm";
import type { DashboardStats, RecentActivityItem } from "../../../contract/dashboard.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { DbOrTx } from "../../db/client.ts";
import { dueDeadlineSql } from "../../db/due-days.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { listNotifications } from "../notifications/notifications.service.ts";
import { weekBounds } from "./weeks.ts";

/** How many notifications the dashboard's Recent Activity shows (product rules §4). */
export const RECENT_ACTIVITY_LIMIT = 10;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The four dashboard numbers (product rules §4) for weeks running Sunday 00:00 to Saturday 23:59:59
 * in `timeZone`. One query.
 */
export async function dashboardStats(
  db: DbOrTx,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const { lastWeek, thisWeek, nextWeek } = weekBounds(now, timeZone);
  const inRange = (column: typeof tasks.createdAt | typeof tasks.completedAt, from: Date, to: Date) =>
    sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;
  const [row] = await db
    .select({
      totalProjects: sql<number>`(select count(*)::int from ${projects} where ${projectVisibleTo(userId)})`,
      tasksThisWeek: sql<number>`count(*) filter (where ${inRange(tasks.createdAt, thisWeek, nextWeek)})::int`,
      tasksLastWeek: sql<number>`count(*) filter (where ${inRange(tasks.createdAt, lastWeek, thisWeek)})::int`,
      completedThisWeek: sql<number>`count(*) filter (where ${inRange(tasks.completedAt, thisWeek, nextWeek)})::int`,
      // A due date is a day: overdue once it has ended in the reader's zone (product rules, tasks).
      overdueTasks: sql<number>`count(*) filter (where ${tasks.dueDate} < ${at(now)}
        and ${dueDeadlineSql(tasks.dueDate, sql`${timeZone}`)} <= ${at(now)}
        and ${tasks.completedAt} is null and ${tasks.status} <> 'done')::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(projectVisibleTo(userId, sql`${boards.projectId}`));
  return {
    totalProjects: Number(row?.totalProjects ?? 0),
    tasksThisWeek: Number(row?.tasksThisWeek ?? 0),
    tasksLastWeek: Number(row?.tasksLastWeek ?? 0),
    completedThisWeek: Number(row?.completedThisWeek ?? 0),
    overdueTasks: Number(row?.overdueTasks ?? 0),
  };
}

/** The user's newest notifications, newest first, worded in `locale` (the reader's language now). */
export async function recentActivity(
  db: DbOrTx,
  userId: number,
  locale: Locale = "en",
): Promise<RecentActivityItem[]> {
  const rows = await listNotifications(db, userId, { limit: RECENT_ACTIVITY_LIMIT }, locale);
  return rows.map(({ id, type, title, message, isRead, createdAt, link }) => ({
    id,
    type,
    title,
    message,
    isRead,
    createdAt,
    link,
  }));
}
