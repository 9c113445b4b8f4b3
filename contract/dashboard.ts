import { z } from "zod";
import { optionalInstantQuery, StoryPointsSchema } from "./common.ts";
import { ChildCountsSchema, TaskTypeSchema } from "./tasks.ts";
import { PublicUserSchema } from "./users.ts";

/** Whether `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A `?tz=Area/City` query parameter: an IANA time zone, "" or absent meaning UTC. */
const timeZoneQuery = z
  .string()
  .trim()
  .max(100, "Invalid time zone")
  .refine((tz) => tz === "" || isTimeZone(tz), "Invalid time zone")
  .optional()
  .transform((tz) => (tz ? tz : "UTC"));

/** GET /api/dashboard/stats?tz=Area/City (default UTC). */
export const DashboardStatsQuery = z.object({
  /** The browser's IANA time zone; weeks run Sunday 00:00 to Saturday 23:59:59 there. */
  tz: timeZoneQuery,
});
export type DashboardStatsQuery = z.output<typeof DashboardStatsQuery>;
export type DashboardStatsQueryInput = z.input<typeof DashboardStatsQuery>;

/** The four dashboard cards (product rules §4). */
export const DashboardStatsSchema = z.object({
  /** Projects visible to the user. */
  totalProjects: z.number(),
  /** Visible tasks created this week. */
  tasksThisWeek: z.number(),
  /** Visible tasks created last week. */
  tasksLastWeek: z.number(),
  /** Visible tasks completed this week. */
  completedThisWeek: z.number(),
  /** Visible tasks due before now and not completed. */
  overdueTasks: z.number(),
});
export type DashboardStats = z.output<typeof DashboardStatsSchema>;

/** One item of GET /api/user/recent-activity (the user's 10 newest notifications). */
export const RecentActivityItemSchema = z.object({
  /** Notification id. */
  id: z.number(),
  /** Notification type, e.g. task_assigned. */
  type: z.string(),
  /** Title. */
  title: z.string(),
  /** Message. */
  message: z.string(),
  /** Whether it has been read. */
  isRead: z.boolean(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** The app path of what it is about (as a notification's `link`), or null. */
  link: z.string().nullable(),
});
export type RecentActivityItem = z.output<typeof RecentActivityItemSchema>;

/** The most tasks per day GET /api/tasks/calendar?perDay= returns. */
export const CALENDAR_MAX_PER_DAY = 20;
const PER_DAY_MESSAGE = `perDay must be a whole number from 1 to ${CALENDAR_MAX_PER_DAY}`;
/** GET /api/tasks/calendar?from=&to=: optional bounds on the due date (inclusive; a bare `to` date covers that day). */
export const CalendarTasksQuery = z
  .object({
    /** Earliest due date (ISO date or date-time). */
    from: optionalInstantQuery("from"),
    /** Latest due date (ISO date or date-time). */
    to: optionalInstantQuery("to"),
    /**
     * At most this many tasks per day (earliest due first), each with `dayTotal` and without its
     * description: the month grid shows three chips and '+N more', the week five cards, so neither
     * downloads every task of a busy range.
     */
    perDay: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce
        .number({ error: PER_DAY_MESSAGE })
        .int(PER_DAY_MESSAGE)
        .min(1, PER_DAY_MESSAGE)
        .max(CALENDAR_MAX_PER_DAY, PER_DAY_MESSAGE)
        .optional(),
    ),
    /** The IANA time zone whose days `perDay` counts (the viewer's; default UTC). */
    tz: timeZoneQuery,
    /** Only tasks of this type (product rules §35). */
    type: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      TaskTypeSchema.optional(),
    ),
  })
  .refine((q) => !(q.from && q.to && Date.parse(q.to) < Date.parse(q.from)), {
    message: "'to' cannot be before 'from'",
    path: ["to"],
  });
export type CalendarTasksQuery = z.output<typeof CalendarTasksQuery>;
export type CalendarTasksQueryInput = z.input<typeof CalendarTasksQuery>;

/** How many tasks GET /api/tasks/recent returns without `?limit=` (the sidebar's three). */
export const RECENT_TASKS_DEFAULT_LIMIT = 3;
/** The most GET /api/tasks/recent returns. */
export const RECENT_TASKS_MAX_LIMIT = 20;
const RECENT_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${RECENT_TASKS_MAX_LIMIT}`;

/** GET /api/tasks/recent?limit=N: the N (1-20, default 3) most recently updated visible tasks. */
export const RecentTasksQuery = z.object({
  /** How many tasks; "" or absence means the default. */
  limit: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ error: RECENT_LIMIT_MESSAGE })
      .int(RECENT_LIMIT_MESSAGE)
      .min(1, RECENT_LIMIT_MESSAGE)
      .max(RECENT_TASKS_MAX_LIMIT, RECENT_LIMIT_MESSAGE)
      .default(RECENT_TASKS_DEFAULT_LIMIT),
  ),
});
export type RecentTasksQuery = z.output<typeof RecentTasksQuery>;
export type RecentTasksQueryInput = z.input<typeof RecentTasksQuery>;

/** A task of GET /api/tasks/calendar and GET /api/tasks/recent (product rules §12). */
export const CalendarTaskSchema = z.object({
  /** Task id. */
  id: z.number(),
  /** The task's readable key, project key and number ('WEB-42', product rules §26). */
  key: z.string(),
  /** Title. */
  title: z.string(),
  /** task, story, bug or epic (product rules §35). */
  type: TaskTypeSchema,
  /** The parent task's id, or null for a top-level task (product rules §35). */
  parentId: z.number().int().nullable(),
  /** Its sub-tasks: how many, how many done, and their points (product rules §35). */
  childCounts: ChildCountsSchema,
  /** Description or null; left out with `?perDay=` (the month and week grids never show it, issue 14). */
  description: z.string().nullable().optional(),
  /** Status value. */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** ISO due date or null. */
  dueDate: z.string().nullable(),
  /** Estimate in story points, "?" or null (product rules §19). */
  storyPoints: StoryPointsSchema,
  /** Assignee user id or null. */
  assignedTo: z.number().nullable(),
  /** The assignee's public profile or null. */
  assignee: PublicUserSchema.nullable(),
  /** The task's project. */
  project: z.object({ id: z.number(), name: z.string() }),
  /** ISO time of last change. */
  updatedAt: z.string(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** With `?perDay=`: how many tasks are due that day in all (the '+N more' of the month grid). */
  dayTotal: z.number().optional(),
});
export type CalendarTask = z.output<typeof CalendarTaskSchema>;
