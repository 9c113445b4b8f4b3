import { z } from "zod";
import { StoryPointsSchema, TASK_PRIORITY_VALUES } from "./common.ts";
import { ChildCountsSchema, TaskTypeSchema } from "./tasks.ts";
import { PublicUserSchema } from "./users.ts";

/** A task of GET /api/tasks/user: assigned to the signed-in user, with its project and assignee. */
export const MyTaskSchema = z.object({
  /** Task id. */
  id: z.number(),
  /** Board the task is on. */
  boardId: z.number(),
  /** Project of the board. */
  projectId: z.number(),
  /** The task's key, e.g. WEB-42 (product rules §26). */
  key: z.string(),
  /** Title. */
  title: z.string(),
  /** task, story, bug or epic (product rules §35). */
  type: TaskTypeSchema,
  /** The parent task's id, or null for a top-level task (product rules §35). */
  parentId: z.number().int().nullable(),
  /** Its sub-tasks: how many, how many done, and their points (product rules §35). */
  childCounts: ChildCountsSchema,
  /** Description or null. */
  description: z.string().nullable(),
  /** Status value (board column). */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** Assignee id (the signed-in user). */
  assignedTo: z.number().nullable(),
  /** The assignee's public profile. */
  assignee: PublicUserSchema.nullable(),
  /** ISO due date or null. */
  dueDate: z.string().nullable(),
  /** Percent complete, 0-100. */
  progress: z.number(),
  /** Order within its column. */
  position: z.number(),
  /** Labels. */
  tags: z.array(z.string()),
  /** ISO completion time or null. */
  completedAt: z.string().nullable(),
  /** Creator's user id or null. */
  createdBy: z.number().nullable(),
  /** Estimate in story points, "?" or null (product rules §19). */
  storyPoints: StoryPointsSchema,
  /** Number of comments, replies included. */
  commentCount: z.number(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
  /** The task's project; `ownerId` decides who sees the edit button. */
  project: z.object({ id: z.number(), name: z.string(), ownerId: z.number() }),
});
export type MyTask = z.output<typeof MyTaskSchema>;

/** The most tasks one page of GET /api/tasks/user holds. */
export const MY_TASKS_MAX_LIMIT = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MY_TASKS_MAX_LIMIT}`;
const OFFSET_MESSAGE = "Offset must be a whole number of 0 or more";
/** "" and "all" mean no filter. */
const blankOrAll = (v: unknown) =>
  typeof v === "string" && (v.trim() === "" || v === "all") ? undefined : v;

/**
 * GET /api/tasks/user?limit=&offset=&search=&status=&priority=: one page of My Tasks, filtered as
 * the screen filters (issue 14). Without `limit` every matching task is returned, as the documented
 * call does. The answer's `X-Total-Count` header counts the matching tasks, `X-Assigned-Count` all
 * the tasks assigned to the user.
 */
export const MyTasksQuery = z.object({
  /** Page size, 1-100; absent means every matching task. */
  limit: z.preprocess(
    blankOrAll,
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(MY_TASKS_MAX_LIMIT, LIMIT_MESSAGE)
      .optional(),
  ),
  /** Tasks to skip, newest update first. */
  offset: z.preprocess(
    blankOrAll,
    z.coerce
      .number({ error: OFFSET_MESSAGE })
      .int(OFFSET_MESSAGE)
      .min(0, OFFSET_MESSAGE)
      .max(1_000_000, OFFSET_MESSAGE)
      .default(0),
  ),
  /** Case-insensitive text in the title, the description or the project's name. */
  search: z.preprocess(
    blankOrAll,
    z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  ),
  /** A status value (aliases folded: `progress` is in_progress). */
  status: z.preprocess(
    blankOrAll,
    z.string().trim().max(100, "Status must be at most 100 characters").optional(),
  ),
  /** high, medium or low. */
  priority: z.preprocess(
    blankOrAll,
    z.enum(TASK_PRIORITY_VALUES, { error: "Priority must be all, high, medium or low" }).optional(),
  ),
  /** Only tasks of this type (product rules §35). */
  type: z.preprocess(blankOrAll, TaskTypeSchema.optional()),
});
/** The query of GET /api/tasks/user as parsed. */
export type MyTasksQuery = z.output<typeof MyTasksQuery>;
/** The query of GET /api/tasks/user as sent. */
export type MyTasksQueryInput = z.input<typeof MyTasksQuery>;
