import { z } from "zod";
import {
  DEFAULT_TASK_PRIORITY,
  isoDateOrDateTime,
  MAX_ID,
  PathIdSchema,
  refIdSchema,
  StoryPointsSchema,
  TASK_PRIORITY_VALUES,
} from "./common.ts";
import { taskDay } from "./due-days.ts";
import { statusValue } from "./statuses.ts";
import { PublicUserSchema } from "./users.ts";
import { VALIDATION_MESSAGES } from "./validation.ts";

/** Path of /api/tasks/{id}. */
export const TaskIdParams = z.object({ /** Task id. */ id: PathIdSchema });
/** Path of /api/boards/{boardId}/tasks. */
export const BoardIdParams = z.object({ /** Board id. */ boardId: PathIdSchema });
/** Path of /api/projects/{id}/boards. */
export const ProjectIdParams = z.object({ /** Project id. */ id: PathIdSchema });
export type TaskIdParams = z.output<typeof TaskIdParams>;
export type TaskIdParamsInput = z.input<typeof TaskIdParams>;
export type BoardIdParams = z.output<typeof BoardIdParams>;
export type BoardIdParamsInput = z.input<typeof BoardIdParams>;
export type ProjectIdParams = z.output<typeof ProjectIdParams>;
export type ProjectIdParamsInput = z.input<typeof ProjectIdParams>;

/** A task limit: at most this many tags. */
export const MAX_TAGS = 20;
/** A task limit: at most this many characters per tag. */
export const MAX_TAG_LENGTH = 50;

/** The kinds of task (product rules §35): an epic holds stories, tasks and bugs; those hold sub-tasks. */
export const TASK_TYPES = ["task", "story", "bug", "epic"] as const;
/** One of `TASK_TYPES`. */
export type TaskType = (typeof TASK_TYPES)[number];
/** A task's type as sent by a client. */
export const TaskTypeSchema = z.enum(TASK_TYPES, { error: "Type must be task, story, bug or epic" });
/** A parent task's id, or null for none. */
export const ParentIdSchema = refIdSchema("Parent must be a task id or null").nullable();

/** A parent's children in numbers (product rules §35). */
export const ChildCountsSchema = z.object({
  /** Children in all. */
  total: z.number().int(),
  /** Children in the completed column (`completedAt` set). */
  done: z.number().int(),
  /** The children's story points in all (numeric estimates only). */
  points: z.number().int(),
  /** The story points of the children done. */
  pointsDone: z.number().int(),
});
export type ChildCounts = z.output<typeof ChildCountsSchema>;

/** A user as shown on a task card or avatar. */
export const TaskUserSchema = PublicUserSchema;
export type TaskUser = z.output<typeof TaskUserSchema>;

/** A task as the API returns it. */
export const TaskSchema = z.object({
  /** Task id. */
  id: z.number().int(),
  /** Board the task is on. */
  boardId: z.number().int(),
  /** Project of the board. */
  projectId: z.number().int(),
  /** The task's key, its project's key and its number there: `WEB-42` (product rules §26). */
  key: z.string(),
  /** Title, 1-255 characters. */
  title: z.string(),
  /** task, story, bug or epic (product rules §35). */
  type: TaskTypeSchema,
  /** The parent task's id, or null for a top-level task. */
  parentId: z.number().int().nullable(),
  /** The children's counts and story points, zeros when none. */
  childCounts: ChildCountsSchema,
  /** Free text, or null. */
  description: z.string().nullable(),
  /** Status value: the board column it sits in. */
  status: z.string(),
  /** high, medium or low. */
  priority: z.string(),
  /** Assignee's user id, or null. */
  assignedTo: z.number().int().nullable(),
  /** The assignee, or null. */
  assignee: TaskUserSchema.nullable(),
  /** ISO due date, or null. A day (product rules, tasks): see contract/due-days.ts. */
  dueDate: z.string().nullable(),
  /** ISO start date, or null: a day, never after the due date (product rules, tasks). */
  startDate: z.string().nullable(),
  /** Percent complete, 0-100. */
  progress: z.number().int(),
  /** Order within the status column, dense from 0. */
  position: z.number().int(),
  /** Labels. */
  tags: z.array(z.string()),
  /** When the task entered the completed column, or null. */
  completedAt: z.string().nullable(),
  /** Creator's user id, or null. */
  createdBy: z.number().int().nullable(),
  /** The department (team) chosen for the task, or null. */
  departmentId: z.number().int().nullable(),
  /** Estimate: 0, 1, 2, 3, 5, 8, 13, 21, "?" (not estimable yet), or null (not estimated). */
  storyPoints: StoryPointsSchema,
  /** Number of comments, replies included. */
  commentCount: z.number().int(),
  /** Checklist items done (product rules §24). */
  checklistDone: z.number().int(),
  /** Checklist items in all. */
  checklistTotal: z.number().int(),
  /** Whether `progress` follows the checklist (the share of its items done). */
  progressFromChecklist: z.boolean(),
  /**
   * The latest pull request linked to the task (product rules §34), for the card's badge; null when
   * none. Board lists, single reads and task events carry it; other lists leave it out.
   */
  pullRequest: z
    .object({
      /** Its number (GitLab: iid). */
      number: z.number().int(),
      /** open, draft, merged or closed. */
      state: z.enum(["open", "draft", "merged", "closed"]),
    })
    .nullable()
    .optional(),
  /**
   * Whether a task of the same project that blocks this one is not done yet (product rules §36): the
   * card's 'Blocked' badge. Blockers in other projects do not count. Board lists, single reads and
   * task events carry it; other lists leave it out.
   */
  blocked: z.boolean().optional(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type Task = z.output<typeof TaskSchema>;

/** A board column: `id` is the status value (product rules §12). */
export const BoardColumnSchema = z.object({
  /** Status value, e.g. `in_progress`. */
  id: z.string(),
  /** Status name, e.g. `In Progress`. */
  title: z.string(),
  /** One of the ten colours. */
  color: z.string(),
  /** Work-in-progress limit, 1-999, or null for none (product rules §24). */
  wipLimit: z.number().int().nullable(),
});
export type BoardColumn = z.output<typeof BoardColumnSchema>;

/** A board of a project, with the columns of the project owner's statuses. */
export const BoardSchema = z.object({
  /** Board id. */
  id: z.number().int(),
  /** Project id. */
  projectId: z.number().int(),
  /** Board name. */
  name: z.string(),
  /** Columns in order. */
  columns: z.array(BoardColumnSchema),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type Board = z.output<typeof BoardSchema>;

const TitleSchema = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(255, "Title must be at most 255 characters");
const DescriptionSchema = z
  .string({ error: "Description must be text" })
  .max(20_000, "Description must be at most 20000 characters")
  .nullable();
/** A status as sent by a client: any column value or name; aliases folded (product rules §3). */
export const StatusInputSchema = z
  .string({ error: "Status must be text" })
  .trim()
  .min(1, "Status is required")
  .max(100, "Status must be at most 100 characters")
  .transform(statusValue);
export const PrioritySchema = z
  .string({ error: "Priority must be high, medium or low" })
  .trim()
  .toLowerCase()
  .pipe(z.enum(TASK_PRIORITY_VALUES, { error: "Priority must be high, medium or low" }));
export const AssignedToSchema = refIdSchema("Assignee must be a user id or null").nullable();
// A real date, years 1900-9999: "2024-02-30" or "0999-01-01" is a 400, never a rolled-over day.
export const DueDateSchema = isoDateOrDateTime("Due date must be an ISO date or null").nullable();
/** A start date: a real ISO date (or date-time) or null, like the due date. */
export const StartDateSchema = isoDateOrDateTime("Start date must be an ISO date or null").nullable();
const ProgressSchema = z
  .number({ error: "Progress must be a whole number from 0 to 100" })
  .int("Progress must be a whole number from 0 to 100")
  .min(0, "Progress must be a whole number from 0 to 100")
  .max(100, "Progress must be a whole number from 0 to 100");
const TagsSchema = z
  .array(
    z
      .string({ error: "Tags must be text" })
      .trim()
      .max(MAX_TAG_LENGTH, `Tags must be at most ${MAX_TAG_LENGTH} characters`),
    { error: "Tags must be a list of text" },
  )
  // Trimmed, with empties and duplicates dropped, as the form does (product rules §14).
  .transform((tags) => [...new Set(tags.filter((tag) => tag.length > 0))])
  .refine((tags) => tags.length <= MAX_TAGS, `A task can have at most ${MAX_TAGS} tags`);

/** Whether a start date falls on a later day than the due date (both set; compared as days). */
export function startAfterDue(
  start: string | Date | null | undefined,
  due: string | Date | null | undefined,
) {
  const a = taskDay(start);
  const b = taskDay(due);
  return a !== null && b !== null && a > b;
}

/** The refinement of a body that sends both dates: the start may not be after the due date. */
const startNotAfterDue = {
  check: (body: { startDate?: string | null; dueDate?: string | null }) =>
    !startAfterDue(body.startDate, body.dueDate),
  params: { message: VALIDATION_MESSAGES.START_AFTER_DUE, path: ["startDate"] },
};

/** POST /api/boards/{boardId}/tasks: the form fields (the board comes from the path). */
export const CreateTaskBody = z
  .object({
    /** Title, required. */
    title: TitleSchema,
    /** Optional description. */
    description: DescriptionSchema.optional(),
    /** task (the default), story, bug or epic. */
    type: TaskTypeSchema.default("task"),
    /** The parent task (same project; product rules §35), or null. */
    parentId: ParentIdSchema.optional(),
    /** Column to create in; the board's first column when absent. */
    status: StatusInputSchema.optional(),
    /** Priority; medium when absent. */
    priority: PrioritySchema.default(DEFAULT_TASK_PRIORITY),
    /** Assignee id or null (unassigned). */
    assignedTo: AssignedToSchema.optional(),
    /** ISO due date or null. */
    dueDate: DueDateSchema.optional(),
    /** ISO start date or null; not after the due date. */
    startDate: StartDateSchema.optional(),
    /** Percent complete; 0 when absent. */
    progress: ProgressSchema.default(0),
    /** Labels; trimmed, empty and duplicate ones dropped. */
    tags: TagsSchema.default([]),
    /** Estimate in story points, or null (not estimated, the default). */
    storyPoints: StoryPointsSchema.optional(),
    /** Accepted for compatibility; the path's board wins. */
    boardId: z.unknown().optional(),
    /** Go into a column at or over its WIP limit anyway (else 409; product rules §24). */
    overrideWipLimit: z.boolean({ error: "overrideWipLimit must be true or false" }).optional(),
  })
  .refine(startNotAfterDue.check, startNotAfterDue.params);
export type CreateTask = z.output<typeof CreateTaskBody>;
export type CreateTaskInput = z.input<typeof CreateTaskBody>;

/** PUT /api/tasks/{id}: only the fields present change; null clears. */
export const UpdateTaskBody = z
  .object({
    /** New title. */
    title: TitleSchema.optional(),
    /** New description or null. */
    description: DescriptionSchema.optional(),
    /** New type (an epic cannot have a parent; a task with a parent cannot become one). */
    type: TaskTypeSchema.optional(),
    /** New status; the task moves to the end of that column. */
    status: StatusInputSchema.optional(),
    /** New priority. */
    priority: PrioritySchema.optional(),
    /** New assignee or null. */
    assignedTo: AssignedToSchema.optional(),
    /** New due date or null. */
    dueDate: DueDateSchema.optional(),
    /** New start date or null; not after the due date (the task's, or the new one). */
    startDate: StartDateSchema.optional(),
    /** New progress. */
    progress: ProgressSchema.optional(),
    /** New tags (replaces the list). */
    tags: TagsSchema.optional(),
    /** New estimate in story points; null clears it. */
    storyPoints: StoryPointsSchema.optional(),
    /** Whether progress follows the checklist from now on. */
    progressFromChecklist: z.boolean({ error: "progressFromChecklist must be true or false" }).optional(),
    /** Go into a column at or over its WIP limit anyway (else 409; product rules §24). */
    overrideWipLimit: z.boolean({ error: "overrideWipLimit must be true or false" }).optional(),
  })
  .refine(startNotAfterDue.check, startNotAfterDue.params);
export type UpdateTask = z.output<typeof UpdateTaskBody>;
export type UpdateTaskInput = z.input<typeof UpdateTaskBody>;

/** PUT /api/tasks/{id}/position: the target column and index within it. */
export const MoveTaskBody = z.object({
  /** Target column's status value. */
  status: StatusInputSchema,
  /** Index in the target column, from 0; past the end means last. */
  position: z
    .number({ error: "Position must be a whole number of 0 or more" })
    .int("Position must be a whole number of 0 or more")
    .min(0, "Position must be a whole number of 0 or more")
    .max(MAX_ID, "Position must be a whole number of 0 or more"),
  /** Go into a column at or over its WIP limit anyway (else 409; product rules §24). */
  overrideWipLimit: z.boolean({ error: "overrideWipLimit must be true or false" }).optional(),
});
export type MoveTask = z.output<typeof MoveTaskBody>;
export type MoveTaskInput = z.input<typeof MoveTaskBody>;

/** PUT /api/tasks/{id}/parent: the new parent, or null to make the task top-level (product rules §35). */
export const SetParentBody = z.object({
  /** The parent task's id (same project), or null. */
  parentId: ParentIdSchema,
});
export type SetParent = z.output<typeof SetParentBody>;
export type SetParentInput = z.input<typeof SetParentBody>;

/** What happens to a deleted task's children: deleted with it, or kept as top-level tasks. */
export const DELETE_CHILDREN_CHOICES = ["delete", "keep"] as const;
/** DELETE /api/tasks/{id}: required when the task has children (else 400). */
export const DeleteTaskQuery = z.object({
  /** delete: the children go too (and theirs); keep: they become top-level tasks. */
  children: z.enum(DELETE_CHILDREN_CHOICES, { error: "children must be delete or keep" }).optional(),
});
export type DeleteTaskQuery = z.output<typeof DeleteTaskQuery>;
