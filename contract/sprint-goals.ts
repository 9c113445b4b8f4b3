import { z } from "zod";
import { refIdSchema } from "./common.ts";

/** A sprint has at most this many goals. */
export const MAX_GOALS_PER_SPRINT = 10;
/** A goal links at most this many tasks. */
export const MAX_GOAL_TASKS = 50;
/** A goal's text: at most this many characters. */
export const MAX_GOAL_TEXT = 500;

/** Where a goal stands: open during the sprint, met or not met once reviewed. */
export const GOAL_OUTCOMES = ["open", "met", "not_met"] as const;
/** A goal's outcome. */
export type GoalOutcome = (typeof GOAL_OUTCOMES)[number];

const goalText = z
  .string({ error: "Goal text is required" })
  .trim()
  .min(1, "Goal text is required")
  .max(MAX_GOAL_TEXT, `Goal text must be at most ${MAX_GOAL_TEXT} characters`);
const taskIds = z
  .array(refIdSchema("Task ids must be task ids"), { error: "Task ids must be a list of task ids" })
  .max(MAX_GOAL_TASKS, `A goal links at most ${MAX_GOAL_TASKS} tasks`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/sprints/{id}/goals */
export const CreateGoalBody = z.strictObject({
  /** What the sprint should achieve, 1-500 characters. */
  text: goalText,
  /** Tasks whose completion shows the goal's progress; each in a project of the sprint. */
  taskIds: taskIds.optional(),
});
export type CreateGoalInput = z.input<typeof CreateGoalBody>;
export type CreateGoal = z.output<typeof CreateGoalBody>;

/** PUT or PATCH /api/sprint-goals/{id}: the fields present change. */
export const UpdateGoalBody = z.strictObject({
  /** New text. */
  text: goalText.optional(),
  /** Replaces the linked tasks. */
  taskIds: taskIds.optional(),
  /** open, met or not_met (set at the sprint review). */
  outcome: z.enum(GOAL_OUTCOMES, { error: "Outcome must be one of open, met, not_met" }).optional(),
});
export type UpdateGoalInput = z.input<typeof UpdateGoalBody>;
export type UpdateGoal = z.output<typeof UpdateGoalBody>;

/** A task linked to a goal, as the goal shows it. */
export const GoalTaskSchema = z.object({
  /** Task id. */
  id: z.number().int(),
  /** Task title. */
  title: z.string(),
  /** The task's project. */
  projectId: z.number().int(),
  /** Whether the task is in its board's completed column. */
  done: z.boolean(),
});
export type GoalTask = z.output<typeof GoalTaskSchema>;

/** A sprint goal as the API returns it. */
export const SprintGoalSchema = z.object({
  /** Goal id. */
  id: z.number().int(),
  /** The sprint it belongs to. */
  sprintId: z.number().int(),
  /** What the sprint should achieve. */
  text: z.string(),
  /** open, met or not_met. */
  outcome: z.enum(GOAL_OUTCOMES),
  /** Linked tasks the reader may see that are still in the sprint, oldest link first. */
  tasks: z.array(GoalTaskSchema),
  /** Done and total of those tasks. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of the last change. */
  updatedAt: z.string(),
});
export type SprintGoal = z.output<typeof SprintGoalSchema>;

/** GET /api/sprints/{id}/tasks: the sprint's tasks to link, searched by title. */
export const SprintTasksQuery = z.object({
  /** Case-insensitive text in the task's title. */
  search: z
    .string({ error: "Search must be text" })
    .trim()
    .max(200, "Search must be at most 200 characters")
    .optional(),
});
export type SprintTasksQueryInput = z.input<typeof SprintTasksQuery>;
export type SprintTasksQuery = z.output<typeof SprintTasksQuery>;

/** At most this many tasks answer GET /api/sprints/{id}/tasks. */
export const SPRINT_TASKS_LIMIT = 50;
