import { z } from "zod";
import {
  PathIdSchema,
  pathIdSchema,
  REPORT_UNITS,
  refIdSchema,
  STORY_POINT_VALUES,
  type StoryPoints,
  TASK_PRIORITY_VALUES,
} from "./common.ts";
import { TaskTypeSchema } from "./tasks.ts";

/*
 * Backlog and sprint planning (product rules §21): a sprint's ranked backlog, the tasks planned
 * into it, its start with the commitment snapshot, and the scope changes after the start.
 */

/** At most this many tasks answer GET /api/sprints/{id}/backlog (ranked first). */
export const BACKLOG_LIMIT = 300;
/** How many completed sprints the average velocity looks back on. */
export const VELOCITY_SPRINTS = 3;

const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || v === "all" || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** The `points` filter: an estimate, `?` or `none` (not estimated). */
export const BACKLOG_POINTS_FILTERS = [...STORY_POINT_VALUES.map(String), "none"] as const;

/** GET /api/sprints/{id}/backlog: the filters. */
export const BacklogQuery = z.object({
  /** Case-insensitive text in the title. */
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Search must be text" })
      .trim()
      .max(200, "Search must be at most 200 characters")
      .optional(),
  ),
  /** Tasks assigned to this user, or `none` for unassigned ones. */
  assignee: z.preprocess(
    blankToUndefined,
    z.union([z.literal("none"), pathIdSchema()], { error: "Assignee must be a user id or none" }).optional(),
  ),
  /** high, medium or low. */
  priority: z.preprocess(
    blankToUndefined,
    z.enum(TASK_PRIORITY_VALUES, { error: "Priority must be one of high, medium, low" }).optional(),
  ),
  /** An estimate (0, 1, 2, 3, 5, 8, 13, 21, ?) or `none`. */
  points: z.preprocess(
    blankToUndefined,
    z.enum(BACKLOG_POINTS_FILTERS, { error: "Points must be an estimate, ? or none" }).optional(),
  ),
  /** Tasks of this project. */
  projectId: z.preprocess(blankToUndefined, pathIdSchema("Project must be a project id").optional()),
  /** Tasks of this type (product rules §35). */
  type: z.preprocess(blankToUndefined, TaskTypeSchema.optional()),
});
export type BacklogQueryInput = z.input<typeof BacklogQuery>;
export type BacklogQuery = z.output<typeof BacklogQuery>;

/** Path of /api/sprints/{id}/planned-tasks/{taskId}. */
export const PlannedTaskParams = z.object({
  /** Sprint id. */
  id: PathIdSchema,
  /** Task id. */
  taskId: pathIdSchema("Invalid task id"),
});
export type PlannedTaskParams = z.output<typeof PlannedTaskParams>;

/** PUT or PATCH /api/sprints/{id}/backlog/rank: put a task right after another (null: first). */
export const RankBacklogBody = z.strictObject({
  /** The task to move. */
  taskId: refIdSchema("Task must be a task id"),
  /** The task it goes right after, or null for the top of the backlog. */
  afterTaskId: refIdSchema("After must be a task id or null").nullable(),
});
export type RankBacklogInput = z.input<typeof RankBacklogBody>;
export type RankBacklog = z.output<typeof RankBacklogBody>;

const storyPoints = z.custom<StoryPoints | null>();

/** One task of a sprint's backlog. */
export const BacklogItemSchema = z.object({
  /** Task id. */
  id: z.number().int(),
  /** Title. */
  title: z.string(),
  /** Status value. */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** Estimate, "?" or null. */
  storyPoints: storyPoints,
  /** Assignee id or null. */
  assignedTo: z.number().int().nullable(),
  /** The assignee's display name or null. */
  assigneeName: z.string().nullable(),
  /** The task's project. */
  project: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the task is planned into the sprint. */
  inSprint: z.boolean(),
  /** Planned after the sprint started (a scope change), product rules §21. */
  addedAfterStart: z.boolean(),
  /** Whether the task is completed. */
  done: z.boolean(),
  /** task, story, bug or epic (product rules §35). */
  type: z.enum(["task", "story", "bug", "epic"]),
  /** The epic the task belongs to (itself, its parent or its grandparent), or null. */
  epicId: z.number().int().nullable(),
});
export type BacklogItem = z.output<typeof BacklogItemSchema>;

/** One completed sprint of the velocity average. */
export const VelocitySprintSchema = z.object({
  /** Sprint id. */
  id: z.number().int(),
  /** Name; null for a sprint the reader may not see (its figures still count, product rules §21). */
  name: z.string().nullable(),
  /** Completed tasks. */
  completed: z.number().int(),
  /** Their story points. */
  completedPoints: z.number().int(),
});

/** The planning numbers: what is planned against the average velocity. */
export const PlanningStatsSchema = z.object({
  /** Tasks planned into the sprint (that the reader may see). */
  plannedTasks: z.number().int(),
  /** Their story points (numeric estimates summed). */
  plannedPoints: z.number().int(),
  /** How many of them have a numeric estimate. */
  estimatedTasks: z.number().int(),
  /** The owner's last completed sprints (at most 3), newest first. */
  velocitySprints: z.array(VelocitySprintSchema),
  /** Average completed tasks of those sprints (one decimal), null without any. */
  averageTasks: z.number().nullable(),
  /** Average completed points of those sprints (one decimal), null without any. */
  averagePoints: z.number().nullable(),
  /** points when anything planned or in those sprints is estimated, else tasks. */
  unit: z.enum(REPORT_UNITS),
});
export type PlanningStats = z.output<typeof PlanningStatsSchema>;

/** GET /api/sprints/{id}/backlog */
export const BacklogSchema = z.object({
  /** Sprint id. */
  sprintId: z.number().int(),
  /** planning, active or completed. */
  status: z.string(),
  /** Whether the reader owns the sprint (and so may plan it). */
  canPlan: z.boolean(),
  /** Whether the sprint has been started with a commitment. */
  started: z.boolean(),
  /** Matching tasks, in backlog order. */
  items: z.array(BacklogItemSchema),
  /** Whether more tasks matched than BACKLOG_LIMIT. */
  truncated: z.boolean(),
  /** Computed over every planned task, whatever the filters. */
  stats: PlanningStatsSchema,
});
export type Backlog = z.output<typeof BacklogSchema>;

/** A task as the commitment recorded it at the start. */
export const CommittedTaskSchema = z.object({
  /** Task id (the task may have been deleted since). */
  id: z.number().int(),
  /** Title at the start. */
  title: z.string(),
  /** Estimate at the start. */
  storyPoints: storyPoints,
  /** Project at the start. */
  project: z.object({ id: z.number().int(), name: z.string() }),
});

/** A task planned into or taken out of the sprint after its start. */
export const ScopeChangeSchema = z.object({
  /** Change id. */
  id: z.number().int(),
  /** Task id. */
  taskId: z.number().int(),
  /** Title at the change. */
  title: z.string(),
  /** added or removed. */
  kind: z.enum(["added", "removed"]),
  /** Estimate at the change. */
  storyPoints: storyPoints,
  /** ISO time of the change. */
  at: z.string(),
});
export type ScopeChange = z.output<typeof ScopeChangeSchema>;

/** The commitment snapshot of a started sprint. */
export const CommitmentSchema = z.object({
  /** ISO time of the start. */
  committedAt: z.string(),
  /** Who started the sprint, or null. */
  committedBy: z.number().int().nullable(),
  /** Tasks committed. */
  taskCount: z.number().int(),
  /** Story points committed. */
  points: z.number().int(),
  /** Committed tasks with a numeric estimate. */
  estimatedTasks: z.number().int(),
  /** The goals' texts at the start. */
  goals: z.array(z.string()),
  /** The committed tasks the reader may see, in backlog order. */
  tasks: z.array(CommittedTaskSchema),
});
export type Commitment = z.output<typeof CommitmentSchema>;

/** GET /api/sprints/{id}/commitment */
export const SprintCommitmentSchema = z.object({
  /** The snapshot, or null before the start. */
  commitment: CommitmentSchema.nullable(),
  /** Tasks planned in or taken out after the start (that the reader may see), oldest first. */
  scopeChanges: z.array(ScopeChangeSchema),
});
export type SprintCommitment = z.output<typeof SprintCommitmentSchema>;

/** PUT and DELETE /api/sprints/{id}/planned-tasks/{taskId}: where the task stands now. */
export const PlannedTaskSchema = z.object({
  /** Task id. */
  taskId: z.number().int(),
  /** Whether it is planned into the sprint. */
  inSprint: z.boolean(),
  /** Planned after the start and not in the commitment (a scope change). */
  addedAfterStart: z.boolean(),
});
export type PlannedTask = z.output<typeof PlannedTaskSchema>;
