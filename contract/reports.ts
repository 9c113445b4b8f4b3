import { z } from "zod";
import { PathIdSchema, pathIdSchema, REPORT_UNITS, StoryPointsSchema } from "./common.ts";
import { PublicUserSchema } from "./users.ts";

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
export const ReportOverviewSchema = z.object({
  /** Tasks matching the filters. */
  totalTasks: z.number(),
  /** Of those, completed (in the done column or with a completion time). */
  completedTasks: z.number(),
  /** completedTasks / totalTasks in percent, one decimal (0 when there are no tasks). */
  completionRate: z.number(),
  /** Visible projects whose status is active. */
  activeProjects: z.number(),
  /** Visible projects. */
  totalProjects: z.number(),
  /** Tasks due before now and not completed. */
  overdueTasks: z.number(),
  /** Task counts per default status; completed tasks count as done. */
  statusDistribution: z.object({
    todo: z.number(),
    in_progress: z.number(),
    review: z.number(),
    done: z.number(),
  }),
  /**
   * Open tasks in any other status (a custom column, or a status no column has), most first: the
   * value, the name of the project owner's column for it (else the raw value) and the count.
   */
  otherStatuses: z.array(z.object({ status: z.string(), name: z.string(), count: z.number() })),
  /** Task counts per priority. */
  priorityDistribution: z.object({ high: z.number(), medium: z.number(), low: z.number() }),
  /** Story points of the matching tasks (numeric estimates summed; '?' and none add 0). */
  totalPoints: z.number(),
  /** Story points of the completed ones. */
  completedPoints: z.number(),
  /** How many matching tasks have a numeric estimate. */
  estimatedTasks: z.number(),
});
export type ReportOverview = z.output<typeof ReportOverviewSchema>;

/** The Projects tab: one visible project and its filtered tasks. */
export const ReportProjectSchema = z.object({
  /** Project id. */
  id: z.number(),
  /** Project name. */
  name: z.string(),
  /** Project status. */
  status: z.string(),
  /** Tasks matching the filters. */
  total: z.number(),
  /** Of those, completed. */
  completed: z.number(),
  /** completed / total in whole percent (0 without tasks). */
  progress: z.number(),
});
export type ReportProject = z.output<typeof ReportProjectSchema>;

/** A task in the Tasks tab's lists. */
export const ReportTaskSchema = z.object({
  /** Task id. */
  id: z.number(),
  /** Title. */
  title: z.string(),
  /** Description or null. */
  description: z.string().nullable(),
  /** Status value. */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** ISO due date or null. */
  dueDate: z.string().nullable(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO completion time or null. */
  completedAt: z.string().nullable(),
  /** Assignee id or null. */
  assignedTo: z.number().nullable(),
  /** The assignee or null. */
  assignee: PublicUserSchema.nullable(),
  /** The task's project. */
  project: z.object({ id: z.number(), name: z.string() }),
  /** Estimate in story points, "?" or null. */
  storyPoints: StoryPointsSchema,
});
export type ReportTask = z.output<typeof ReportTaskSchema>;

/** An overdue task with how late it is. */
export const ReportOverdueTaskSchema = ReportTaskSchema.extend({
  /** Whole days since the due date, at least 1. */
  daysOverdue: z.number(),
});
export type ReportOverdueTask = z.output<typeof ReportOverdueTaskSchema>;

/** The Team Performance tab: one assignee's numbers. */
export const ReportTeamMemberSchema = z.object({
  /** The assignee. */
  user: PublicUserSchema,
  /** Tasks assigned to them matching the filters. */
  total: z.number(),
  /** Of those, completed. */
  completed: z.number(),
  /** Of those, overdue. */
  overdue: z.number(),
  /** completed / total in percent, one decimal. */
  successRate: z.number(),
});
export type ReportTeamMember = z.output<typeof ReportTeamMemberSchema>;

/** Velocity: tasks completed in one sprint's visible projects. */
export const ReportVelocityPointSchema = z.object({
  /** Sprint id. */
  sprintId: z.number(),
  /** Sprint name. */
  name: z.string(),
  /** Completed tasks matching the filters. */
  completed: z.number(),
  /** Story points of those completed tasks. */
  completedPoints: z.number(),
});
export type ReportVelocityPoint = z.output<typeof ReportVelocityPointSchema>;

/** Cycle time from creation to completion of completed tasks, in days. */
export const ReportCycleTimeSchema = z.object({
  /** Median in days (one decimal), null without completed tasks. */
  medianDays: z.number().nullable(),
  /** 85th percentile in days (one decimal), null without completed tasks. */
  p85Days: z.number().nullable(),
  /** How many completed tasks were measured. */
  sampleSize: z.number(),
});
export type ReportCycleTime = z.output<typeof ReportCycleTimeSchema>;

/** GET /api/reports: everything the four tabs and the charts need. */
export const ReportsSchema = z.object({
  /** Overview tab. */
  overview: ReportOverviewSchema,
  /** Projects tab, by name. */
  projects: z.array(ReportProjectSchema),
  /** The 10 newest tasks. */
  recentTasks: z.array(ReportTaskSchema),
  /** The 10 most overdue tasks. */
  overdueTasks: z.array(ReportOverdueTaskSchema),
  /** Assignees with at least one task, best completion rate first. */
  teamPerformance: z.array(ReportTeamMemberSchema),
  /** Completed tasks per visible sprint, oldest sprint first. */
  velocity: z.array(ReportVelocityPointSchema),
  /** Creation-to-completion times. */
  cycleTime: ReportCycleTimeSchema,
  /** What the screens show (product rules §19): `?unit=`, else points when a matching task has a numeric estimate. */
  unit: z.enum(REPORT_UNITS),
});
export type Reports = z.output<typeof ReportsSchema>;

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

/** The tasks planned into or taken out of a started sprint on one day (product rules §21). */
export const BurndownScopeChangeSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Tasks planned in that day. */
  added: z.number(),
  /** Tasks taken out that day. */
  removed: z.number(),
  /** added - removed. */
  delta: z.number(),
  /** Story points planned in minus taken out that day (estimates at the change). */
  deltaPoints: z.number(),
  /** Of the tasks planned in that day, those without a numeric estimate (they add no points). */
  unestimatedAdded: z.number(),
  /** Of the tasks taken out that day, those without a numeric estimate. */
  unestimatedRemoved: z.number(),
});
export type BurndownScopeChange = z.output<typeof BurndownScopeChangeSchema>;

/** GET /api/sprints/{id}/burndown?unit=points|tasks. */
export const BurndownQuery = z.object({
  /** points or tasks; absent: points when a task of the sprint has a numeric estimate (product rules §19). */
  unit: unitQuery,
});
export type BurndownQuery = z.output<typeof BurndownQuery>;
export type BurndownQueryInput = z.input<typeof BurndownQuery>;

/** One day of a sprint burndown. */
export const BurndownDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  /** Tasks not completed at the end of that day. */
  open: z.number(),
  /** The ideal line: from the starting total down to 0 on the last day (two decimals). */
  ideal: z.number(),
  /** Story points of the tasks not completed at the end of that day. */
  openPoints: z.number(),
  /** The ideal line in points: from `startPoints` down to 0 (two decimals). */
  idealPoints: z.number(),
});
export type BurndownDay = z.output<typeof BurndownDaySchema>;

/** GET /api/sprints/{id}/burndown: open tasks per day from the start to the end date. */
export const BurndownSchema = z.object({
  /** Sprint id. */
  sprintId: z.number(),
  /** ISO start date or null. */
  startDate: z.string().nullable(),
  /** ISO end date or null. */
  endDate: z.string().nullable(),
  /** Tasks open at the start of the sprint (the ideal line's starting point). */
  startTotal: z.number(),
  /** Story points open at the start of the sprint. */
  startPoints: z.number(),
  /** What the chart shows: `?unit=`, else points when a task of the sprint has a numeric estimate (§19). */
  unit: z.enum(REPORT_UNITS),
  /** One entry per day; empty when the chart cannot be drawn. */
  days: z.array(BurndownDaySchema),
  /** Why `days` is empty (no dates, too long), else null. */
  reason: z.string().nullable(),
  /**
   * The commitment of a sprint started from its backlog (product rules §21), else null. With one,
   * the chart counts the tasks planned into the sprint and the ideal line starts at the commitment.
   */
  commitment: z.object({ taskCount: z.number(), points: z.number() }).nullable(),
  /** Scope changes after the start, per UTC day within the chart (empty without a commitment). */
  scopeChanges: z.array(BurndownScopeChangeSchema),
});
export type Burndown = z.output<typeof BurndownSchema>;
