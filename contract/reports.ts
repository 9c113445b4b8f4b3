import { z } from "zod";
import { PathIdSchema, pathIdSchema, REPORT_UNITS, type ReportUnit, type StoryPoints } from "./common.ts";
import type { PublicUser } from "./users.ts";

/** The report timeframes: all time, or tasks created in the last 7, 30 or 90 days. */
export const REPORT_TIMEFRAMES = ["all", "7d", "30d", "90d"] as const;
/** A report timeframe. */
export type ReportTimeframe = (typeof REPORT_TIMEFRAMES)[number];

/** How many tasks the recent and overdue lists hold (product rules §16). */
export const REPORT_LIST_LIMIT = 10;

/** An optional id filter in a query string; "", "all" and absence all mean no filter. */
const optionalFilterId = (message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === "all" || (typeof v === "string" && v.trim() === "")
        ? undefined
        : v,
    pathIdSchema(message).optional(),
  );

/**
 * `?unit=points|tasks` (product rules §19): which measure the answer's `unit` names for the screens
 * to show. Absent or "", it is points when a task in scope has a numeric estimate, else tasks. The
 * counts in tasks keep their fields whatever the unit; the sums in points come in `*Points` fields.
 */
const unitQuery = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.enum(REPORT_UNITS, { error: "Unit must be points or tasks" }).optional(),
);

/** GET /api/reports and /api/reports/export: the filters of the reports page. */
export const ReportsQuery = z.object({
  /** all (default), 7d, 30d or 90d: applied to the task's creation date. */
  timeframe: z
    .enum(REPORT_TIMEFRAMES, { error: "Timeframe must be one of all, 7d, 30d, 90d" })
    .optional()
    .default("all"),
  /** Only tasks assigned to members of this department (team). */
  teamId: optionalFilterId("Department must be a department id"),
  /** Only tasks assigned to this user. */
  userId: optionalFilterId("User must be a user id"),
  /** points or tasks; absent: points when a matching task has a numeric estimate (product rules §19). */
  unit: unitQuery,
});
export type ReportsQuery = z.output<typeof ReportsQuery>;
export type ReportsQueryInput = z.input<typeof ReportsQuery>;

/** The Overview tab's numbers. */
export type ReportOverview = {
  /** Tasks matching the filters. */
  totalTasks: number;
  /** Of those, completed (in the done column or with a completion time). */
  completedTasks: number;
  /** completedTasks / totalTasks in percent, one decimal (0 when there are no tasks). */
  completionRate: number;
  /** Visible projects whose status is active. */
  activeProjects: number;
  /** Visible projects. */
  totalProjects: number;
  /** Tasks due before now and not completed. */
  overdueTasks: number;
  /** Task counts per default status; completed tasks count as done. */
  statusDistribution: { todo: number; in_progress: number; review: number; done: number };
  /**
   * Open tasks in any other status (a custom column, or a status no column has), most first: the
   * value, the name of the project owner's column for it (else the raw value) and the count.
   */
  otherStatuses: { status: string; name: string; count: number }[];
  /** Task counts per priority. */
  priorityDistribution: { high: number; medium: number; low: number };
  /** Story points of the matching tasks (numeric estimates summed; '?' and none add 0). */
  totalPoints: number;
  /** Story points of the completed ones. */
  completedPoints: number;
  /** How many matching tasks have a numeric estimate. */
  estimatedTasks: number;
};

/** The Projects tab: one visible project and its filtered tasks. */
export type ReportProject = {
  /** Project id. */
  id: number;
  /** Project name. */
  name: string;
  /** Project status. */
  status: string;
  /** Tasks matching the filters. */
  total: number;
  /** Of those, completed. */
  completed: number;
  /** completed / total in whole percent (0 without tasks). */
  progress: number;
};

/** A task in the Tasks tab's lists. */
export type ReportTask = {
  /** Task id. */
  id: number;
  /** Title. */
  title: string;
  /** Description or null. */
  description: string | null;
  /** Status value. */
  status: string;
  /** high, medium or low. */
  priority: string;
  /** ISO due date or null. */
  dueDate: string | null;
  /** ISO creation time. */
  createdAt: string;
  /** ISO completion time or null. */
  completedAt: string | null;
  /** Assignee id or null. */
  assignedTo: number | null;
  /** The assignee or null. */
  assignee: PublicUser | null;
  /** The task's project. */
  project: { id: number; name: string };
  /** Estimate in story points, "?" or null. */
  storyPoints: StoryPoints | null;
};

/** An overdue task with how late it is. */
export type ReportOverdueTask = ReportTask & {
  /** Whole days since the due date, at least 1. */
  daysOverdue: number;
};

/** The Team Performance tab: one assignee's numbers. */
export type ReportTeamMember = {
  /** The assignee. */
  user: PublicUser;
  /** Tasks assigned to them matching the filters. */
  total: number;
  /** Of those, completed. */
  completed: number;
  /** Of those, overdue. */
  overdue: number;
  /** completed / total in percent, one decimal. */
  successRate: number;
};

/** Velocity: tasks completed in one sprint's visible projects. */
export type ReportVelocityPoint = {
  /** Sprint id. */
  sprintId: number;
  /** Sprint name. */
  name: string;
  /** Completed tasks matching the filters. */
  completed: number;
  /** Story points of those completed tasks. */
  completedPoints: number;
};

/** Cycle time from creation to completion of completed tasks, in days. */
export type ReportCycleTime = {
  /** Median in days (one decimal), null without completed tasks. */
  medianDays: number | null;
  /** 85th percentile in days (one decimal), null without completed tasks. */
  p85Days: number | null;
  /** How many completed tasks were measured. */
  sampleSize: number;
};

/** GET /api/reports: everything the four tabs and the charts need. */
export type Reports = {
  /** Overview tab. */
  overview: ReportOverview;
  /** Projects tab, by name. */
  projects: ReportProject[];
  /** The 10 newest tasks. */
  recentTasks: ReportTask[];
  /** The 10 most overdue tasks. */
  overdueTasks: ReportOverdueTask[];
  /** Assignees with at least one task, best completion rate first. */
  teamPerformance: ReportTeamMember[];
  /** Completed tasks per visible sprint, oldest sprint first. */
  velocity: ReportVelocityPoint[];
  /** Creation-to-completion times. */
  cycleTime: ReportCycleTime;
  /** What the screens show (product rules §19): `?unit=`, else points when a matching task has a numeric estimate. */
  unit: ReportUnit;
};

/** The columns of the CSV export, in order. */
export const REPORT_CSV_COLUMNS = [
  "id",
  "title",
  "project",
  "status",
  "priority",
  "assignee",
  "dueDate",
  "createdAt",
  "completedAt",
] as const;

/** Path of GET /api/sprints/{id}/burndown. */
export const BurndownParams = z.object({
  /** Sprint id. */
  id: PathIdSchema,
});
export type BurndownParams = z.output<typeof BurndownParams>;
export type BurndownParamsInput = z.input<typeof BurndownParams>;

/** GET /api/sprints/{id}/burndown?unit=points|tasks. */
export const BurndownQuery = z.object({
  /** points or tasks; absent: points when a task of the sprint has a numeric estimate (product rules §19). */
  unit: unitQuery,
});
export type BurndownQuery = z.output<typeof BurndownQuery>;
export type BurndownQueryInput = z.input<typeof BurndownQuery>;

/** One day of a sprint burndown. */
export type BurndownDay = {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** Tasks not completed at the end of that day. */
  open: number;
  /** The ideal line: from the starting total down to 0 on the last day (two decimals). */
  ideal: number;
  /** Story points of the tasks not completed at the end of that day. */
  openPoints: number;
  /** The ideal line in points: from `startPoints` down to 0 (two decimals). */
  idealPoints: number;
};

/** GET /api/sprints/{id}/burndown: open tasks per day from the start to the end date. */
export type Burndown = {
  /** Sprint id. */
  sprintId: number;
  /** ISO start date or null. */
  startDate: string | null;
  /** ISO end date or null. */
  endDate: string | null;
  /** Tasks open at the start of the sprint (the ideal line's starting point). */
  startTotal: number;
  /** Story points open at the start of the sprint. */
  startPoints: number;
  /** What the chart shows: `?unit=`, else points when a task of the sprint has a numeric estimate (§19). */
  unit: ReportUnit;
  /** One entry per day; empty when the chart cannot be drawn. */
  days: BurndownDay[];
  /** Why `days` is empty (no dates, too long), else null. */
  reason: string | null;
  /**
   * The commitment of a sprint started from its backlog (product rules §21), else null. With one,
   * the chart counts the tasks planned into the sprint and the ideal line starts at the commitment.
   */
  commitment: { taskCount: number; points: number } | null;
  /** Scope changes after the start, per UTC day within the chart (empty without a commitment). */
  scopeChanges: BurndownScopeChange[];
};

/** The tasks planned into or taken out of a started sprint on one day (product rules §21). */
export type BurndownScopeChange = {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** Tasks planned in that day. */
  added: number;
  /** Tasks taken out that day. */
  removed: number;
  /** added - removed. */
  delta: number;
  /** Story points planned in minus taken out that day (estimates at the change). */
  deltaPoints: number;
};
