import { z } from "zod";
import { PathIdSchema, refIdSchema } from "./common.ts";
import {
  AssignedToSchema,
  DueDateSchema,
  PrioritySchema,
  StartDateSchema,
  StatusInputSchema,
  startAfterDue,
} from "./tasks.ts";
import { VALIDATION_MESSAGES } from "./validation.ts";

/** A bulk limit: at most this many tasks per request. */
export const MAX_BULK_TASKS = 500;

/** The fields a bulk update sets (at least one); null clears the assignee, the due date or the start date. */
const BulkSetSchema = z
  .object({
    /** New status: each task moves to the end of that column. */
    status: StatusInputSchema.optional(),
    /** New assignee or null. */
    assignedTo: AssignedToSchema.optional(),
    /** New priority. */
    priority: PrioritySchema.optional(),
    /** New due date or null. */
    dueDate: DueDateSchema.optional(),
    /** New start date or null; no task's start may come after its due date. */
    startDate: StartDateSchema.optional(),
  })
  .refine((s) => Object.values(s).some((v) => v !== undefined), "Choose at least one field to change")
  .refine((s) => !startAfterDue(s.startDate, s.dueDate), {
    message: VALIDATION_MESSAGES.START_AFTER_DUE,
    path: ["startDate"],
  });

/** POST /api/tasks/bulk: one change to many tasks, all or nothing (product rules §24). */
export const BulkTasksBody = z.object({
  /** The tasks, 1-500 distinct ids. */
  taskIds: z
    .array(refIdSchema("Task ids must be ids"), { error: "taskIds must be a list of task ids" })
    .min(1, "Select at least one task")
    .max(MAX_BULK_TASKS, `At most ${MAX_BULK_TASKS} tasks at once`)
    .transform((ids) => [...new Set(ids)]),
  /** What to do. */
  action: z.discriminatedUnion(
    "type",
    [z.object({ type: z.literal("update"), set: BulkSetSchema }), z.object({ type: z.literal("delete") })],
    { error: "action must be {type: 'update', set} or {type: 'delete'}" },
  ),
  /** Go into a column at or over its WIP limit anyway (else 409). */
  overrideWipLimit: z.boolean({ error: "overrideWipLimit must be true or false" }).optional(),
});
export type BulkTasks = z.output<typeof BulkTasksBody>;
export type BulkTasksInput = z.input<typeof BulkTasksBody>;

/** The answer of POST /api/tasks/bulk. */
export const BulkTasksResultSchema = z.object({
  /** Tasks updated (0 for a delete). */
  updated: z.number().int(),
  /** Tasks deleted (0 for an update). */
  deleted: z.number().int(),
});
export type BulkTasksResult = z.output<typeof BulkTasksResultSchema>;

/** Path of /api/boards/{boardId}/columns/{status}/wip-limit. */
export const WipLimitParams = z.object({
  /** Board id. */
  boardId: PathIdSchema,
  /** The column's status value. */
  status: StatusInputSchema,
});
export type WipLimitParams = z.output<typeof WipLimitParams>;
export type WipLimitParamsInput = z.input<typeof WipLimitParams>;

/** PUT /api/boards/{boardId}/columns/{status}/wip-limit: 1-999, or null for none. */
export const WipLimitBody = z.object({
  /** The limit, or null to remove it. */
  wipLimit: z
    .number({ error: "WIP limit must be a whole number from 1 to 999, or none" })
    .int("WIP limit must be a whole number from 1 to 999, or none")
    .min(1, "WIP limit must be a whole number from 1 to 999, or none")
    .max(999, "WIP limit must be a whole number from 1 to 999, or none")
    .nullable(),
});
export type WipLimit = z.output<typeof WipLimitBody>;
export type WipLimitInput = z.input<typeof WipLimitBody>;
