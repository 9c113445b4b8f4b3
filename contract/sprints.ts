import { z } from "zod";
import { OptionalDateSchema } from "./common.ts";
import { ProjectSchema } from "./projects.ts";

/** The three sprint statuses (product rules §3). */
export const SPRINT_STATUSES = ["planning", "active", "completed"] as const;
/** A sprint status. */
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

/** A sprint status; anything else is a clear 400. */
export const SprintStatusSchema = z.enum(SPRINT_STATUSES, {
  error: "Status must be one of planning, active, completed",
});

/** The message when a sprint ends before it starts. */
export const END_BEFORE_START = "End date cannot be before start date";

const sprintName = z
  .string({ error: "Sprint name is required" })
  .trim()
  .min(1, "Sprint name is required")
  .max(255, "Sprint name must be at most 255 characters");
const description = z
  .string({ error: "Description must be text" })
  .max(10_000, "Description must be at most 10000 characters")
  .nullable()
  .optional();

const endNotBeforeStart = (v: { startDate?: string | null; endDate?: string | null }) =>
  !(v.startDate && v.endDate && Date.parse(v.endDate) < Date.parse(v.startDate));

/** POST /api/sprints */
export const CreateSprintBody = z
  .object({
    /** Sprint name, 1 to 255 characters. */
    name: sprintName,
    /** Optional description. */
    description,
    /** Status, default planning. */
    status: SprintStatusSchema.default("planning"),
    /** Optional start date (ISO). */
    startDate: OptionalDateSchema,
    /** Optional end date (ISO), not before the start date. */
    endDate: OptionalDateSchema,
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ["endDate"] });
export type CreateSprint = z.output<typeof CreateSprintBody>;
export type CreateSprintInput = z.input<typeof CreateSprintBody>;

/** PUT /api/sprints/{id}: only the fields present change; a given name must be non-empty. */
export const UpdateSprintBody = z
  .object({
    /** New name, non-empty. */
    name: sprintName.optional(),
    /** New description; null clears it. */
    description,
    /** New status. */
    status: SprintStatusSchema.optional(),
    /** New start date; null clears it. */
    startDate: OptionalDateSchema,
    /** New end date; null clears it. */
    endDate: OptionalDateSchema,
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ["endDate"] });
export type UpdateSprint = z.output<typeof UpdateSprintBody>;
export type UpdateSprintInput = z.input<typeof UpdateSprintBody>;

/** A sprint as the API returns it (list, create, update). */
export const SprintSchema = z.object({
  /** Sprint id. */
  id: z.number().int(),
  /** Name. */
  name: z.string(),
  /** Description or null. */
  description: z.string().nullable(),
  /** planning, active or completed (SPRINT_STATUSES). */
  status: z.string(),
  /** ISO start date or null. */
  startDate: z.string().nullable(),
  /** ISO end date or null. */
  endDate: z.string().nullable(),
  /** The owner's user id. */
  ownerId: z.number().int(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
  /** Projects in the sprint that the user may see. */
  projectCount: z.number().int(),
});
export type Sprint = z.output<typeof SprintSchema>;

/** A project as embedded in the sprint detail: the projects API's shape. */
export const SprintProjectSchema = ProjectSchema;
export type SprintProject = z.output<typeof SprintProjectSchema>;

/** GET /api/sprints/{id}: the sprint with its visible projects. */
export const SprintDetailSchema = SprintSchema.extend({
  /** The projects of the sprint the user may see, most recently updated first. */
  projects: z.array(SprintProjectSchema),
});
export type SprintDetail = z.output<typeof SprintDetailSchema>;

/** GET /api/sprints/progress: how far one visible sprint's work is (product rules §21). */
export const SprintProgressSchema = z.object({
  /** Sprint id. */
  sprintId: z.number().int(),
  /** Tasks completed (with a completion time: in the completed column). */
  done: z.number().int(),
  /** Every task of the sprint's work the user may see: planned ones once it has a plan, else its projects' (§21). */
  total: z.number().int(),
  /** Story points of those tasks: the numeric estimates summed ('?' and none add 0; product rules §19). */
  totalPoints: z.number().int(),
  /** Story points of the completed ones. */
  donePoints: z.number().int(),
  /** How many of the tasks have a numeric estimate (0: the sprint is not estimated, show tasks). */
  estimatedTasks: z.number().int(),
});
export type SprintProgress = z.output<typeof SprintProgressSchema>;
