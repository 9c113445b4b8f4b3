import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { storyPointsFromText } from "../../../contract/common.ts";
import {
  REPORT_LIST_LIMIT,
  type ReportOverview,
  type ReportProject,
  type Reports,
  type ReportsQuery,
  type ReportTask,
} from "../../../contract/reports.ts";
import { statusValuesOf } from "../../../contract/statuses.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, customStatuses, projects, tasks, users } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { presentOptionalUser, publicUserColumns } from "../users/users.service.ts";
import {
  isCompleted,
  isOverdue,
  percent,
  reportTaskWhere,
  reportUnit,
  taskFilterConditions,
  taskPoints,
} from "./report-filters.ts";
import { cycleTime, teamPerformance, velocity } from "./report-metrics.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (condition?: ReturnType<typeof sql>) =>
  condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`;
const TODO = statusValuesOf("todo");
const IN_PROGRESS = statusValuesOf("in_progress");
const REVIEW = statusValuesOf("review");
const DEFAULT_STATUSES = [...TODO, ...IN_PROGRESS, ...REVIEW, ...statusValuesOf("done")];
const statusIn = (values: string[]) => sql`(not ${isCompleted} and ${inArray(tasks.status, values)})`;
/** A custom status's value in SQL, as `statusValue` computes it for a non-default name (product rules §3). */
const customStatusValue = sql`lower(regexp_replace(trim(${customStatuses.name}), '\\s+', '_', 'g'))`;

/**
 * Everything the reports page shows (product rules §13, 'Reports and Analytics', product rules §11) over the
 * tasks visible to the user, filtered, counted in tasks and in story points; `unit` says which the
 * screens show (product rules §19). Eight queries, whatever the amount of data.
 */
export async function buildReports(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date = new Date(),
): Promise<Reports> {
  const [overview, projectRows, recentTasks, overdueTasks, team, sprints, cycle] = await Promise.all([
    reportOverview(db, userId, filters, now),
    reportProjects(db, userId, filters, now),
    reportTaskList(db, userId, filters, now, "recent"),
    reportTaskList(db, userId, filters, now, "overdue"),
    teamPerformance(db, userId, filters, now),
    velocity(db, userId, filters, now),
    cycleTime(db, userId, filters, now),
  ]);
  return {
    overview,
    projects: projectRows,
    recentTasks,
    overdueTasks: overdueTasks.map((task) => ({
      ...task,
      daysOverdue: Math.max(1, Math.floor((now.getTime() - Date.parse(task.dueDate!)) / DAY_MS)),
    })),
    teamPerformance: team,
    velocity: sprints,
    cycleTime: cycle,
    unit: reportUnit(filters.unit, overview.estimatedTasks),
  };
}

/** The Overview tab's cards and distributions: one aggregate query, and one for the other statuses. */
async function reportOverview(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
): Promise<ReportOverview> {
  const visibleProjects = sql`(select ${projects.status} from ${projects} where ${projectVisibleTo(userId)})`;
  const overviewRow = db
    .select({
      totalTasks: count(),
      completedTasks: count(isCompleted),
      overdueTasks: count(isOverdue(now, userId)),
      todo: count(statusIn(TODO)),
      inProgress: count(statusIn(IN_PROGRESS)),
      review: count(statusIn(REVIEW)),
      high: count(sql`${tasks.priority} = 'high'`),
      medium: count(sql`${tasks.priority} = 'medium'`),
      low: count(sql`${tasks.priority} = 'low'`),
      totalPoints: sql<number>`coalesce(sum(${taskPoints}), 0)::int`,
      completedPoints: sql<number>`coalesce(sum(${taskPoints}) filter (where ${isCompleted}), 0)::int`,
      estimatedTasks: sql<number>`count(${taskPoints})::int`,
      totalProjects: sql<number>`(select count(*)::int from ${visibleProjects} as p)`,
      activeProjects: sql<number>`(select count(*)::int from ${visibleProjects} as p where p.status = 'active')`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(reportTaskWhere(userId, filters, now));
  const otherStatusRows = db
    .select({
      status: tasks.status,
      name: sql<string>`coalesce(min(${customStatuses.name}), ${tasks.status})`,
      count: count(),
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(
      customStatuses,
      and(eq(customStatuses.userId, projects.ownerId), sql`${customStatusValue} = ${tasks.status}`),
    )
    .where(
      and(
        reportTaskWhere(userId, filters, now),
        sql`not ${isCompleted}`,
        sql`not ${inArray(tasks.status, DEFAULT_STATUSES)}`,
      ),
    )
    .groupBy(tasks.status)
    .orderBy(sql`count(*) desc`, asc(tasks.status));
  const [[row], otherStatuses] = await Promise.all([overviewRow, otherStatusRows]);
  const n = (v: unknown) => Number(v ?? 0);
  const totalTasks = n(row?.totalTasks);
  const completedTasks = n(row?.completedTasks);
  return {
    totalTasks,
    completedTasks,
    completionRate: percent(completedTasks, totalTasks),
    activeProjects: n(row?.activeProjects),
    totalProjects: n(row?.totalProjects),
    overdueTasks: n(row?.overdueTasks),
    statusDistribution: {
      todo: n(row?.todo),
      in_progress: n(row?.inProgress),
      review: n(row?.review),
      done: completedTasks,
    },
    otherStatuses: otherStatuses.map((s) => ({ ...s, count: n(s.count) })),
    priorityDistribution: { high: n(row?.high), medium: n(row?.medium), low: n(row?.low) },
    totalPoints: n(row?.totalPoints),
    completedPoints: n(row?.completedPoints),
    estimatedTasks: n(row?.estimatedTasks),
  };
}

/** The Projects tab: every visible project with its filtered task counts, by name. One query. */
async function reportProjects(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
): Promise<ReportProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      total: sql<number>`count(${tasks.id})::int`,
      completed: sql<number>`count(${tasks.id}) filter (where ${isCompleted})::int`,
    })
    .from(projects)
    .leftJoin(boards, eq(boards.projectId, projects.id))
    .leftJoin(tasks, and(eq(tasks.boardId, boards.id), ...taskFilterConditions(filters, now)))
    .where(projectVisibleTo(userId))
    .groupBy(projects.id)
    .orderBy(sql`lower(${projects.name})`, asc(projects.id));
  return rows.map((r) => {
    const total = Number(r.total);
    const completed = Number(r.completed);
    return { ...r, total, completed, progress: total > 0 ? Math.round((completed / total) * 100) : 0 };
  });
}

/** The Tasks tab's lists: the 10 newest, or the 10 most overdue. One query each. */
async function reportTaskList(
  db: DbOrTx,
  userId: number,
  filters: ReportsQuery,
  now: Date,
  kind: "recent" | "overdue",
): Promise<ReportTask[]> {
  const where = reportTaskWhere(userId, filters, now);
  const rows = await db
    .select({
      task: {
        id: tasks.id,
        title: tasks.title,
        description: tasks.description,
        status: tasks.status,
        priority: tasks.priority,
        dueDate: tasks.dueDate,
        createdAt: tasks.createdAt,
        completedAt: tasks.completedAt,
        assignedTo: tasks.assignedTo,
        storyPoints: tasks.storyPoints,
      },
      project: { id: projects.id, name: projects.name },
      assignee: publicUserColumns,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(kind === "recent" ? where : and(where, isOverdue(now, userId)))
    .orderBy(
      ...(kind === "recent" ? [desc(tasks.createdAt), desc(tasks.id)] : [asc(tasks.dueDate), asc(tasks.id)]),
    )
    .limit(REPORT_LIST_LIMIT);
  return rows.map(({ task, project, assignee }) => ({
    ...task,
    dueDate: task.dueDate ? task.dueDate.toISOString() : null,
    createdAt: task.createdAt.toISOString(),
    completedAt: task.completedAt ? task.completedAt.toISOString() : null,
    storyPoints: storyPointsFromText(task.storyPoints),
    assignee: presentOptionalUser(assignee),
    project,
  }));
}
