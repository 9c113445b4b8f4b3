import { z } from "zod";
import { OptionalDateSchema } from "./common.ts";

/** The three sprint statuses (DECISIONS 3). */
export const SPRINT_STATUSES = ["planning", "active", "completed"] as const;
/** A sprint status. */
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

/** A sprint status; anything else is a clear 400. */
export const SprintStatusSchema = z.enum(SPRINT_STATUSES, {
  error: "Status must be one of planning, active, completed",
});

/** A path id: a positive 32-bit integer, so a huge id is 400 rather than a database error. */
export const IdParamsSchema = z.object({
  /** The resource id. */
  id: z.coerce
    .number({ error: "Invalid id" })
    .int("Invalid id")
    .positive("Invalid id")
    .max(2147483647, "Invalid id"),
});
export type IdParams = z.infer<typeof IdParamsSchema>;

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
export type CreateSprint = z.input<typeof CreateSprintBody>;

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
export type UpdateSprint = z.input<typeof UpdateSprintBody>;

/** A sprint as the API returns it. */
export type Sprint = {
  /** Sprint id. */
  id: number;
  /** Name. */
  name: string;
  /** Description or null. */
  description: string | null;
  /** planning, active or completed. */
  status: SprintStatus;
  /** ISO start date or null. */
  startDate: string | null;
  /** ISO end date or null. */
  endDate: string | null;
  /** The owner's user id. */
  ownerId: number;
  /** ISO creation time. */
  createdAt: string;
  /** ISO time of last change. */
  updatedAt: string;
  /** Projects in the sprint that the user may see. */
  projectCount: number;
};

/** A project as embedded in the sprint detail. */
export type SprintProject = {
  /** Project id. */
  id: number;
  /** Name. */
  name: string;
  /** Description or null. */
  description: string | null;
  /** Project status. */
  status: string;
  /** The sprint it belongs to. */
  sprintId: number | null;
  /** The owner's user id. */
  ownerId: number;
  /** Members plus the owner. */
  memberCount: number;
  /** ISO creation time. */
  createdAt: string;
  /** ISO time of last change. */
  updatedAt: string;
};

/** GET /api/sprints/{id}: the sprint with its visible projects. */
export type SprintDetail = Sprint & {
  /** The projects of the sprint the user may see, newest first. */
  projects: SprintProject[];
};

/** GET /api/sprints/progress: how far one visible sprint's work is (its visible projects' tasks). */
export type SprintProgress = {
  /** Sprint id. */
  sprintId: number;
  /** Tasks completed (with a completion time: in the completed column). */
  done: number;
  /** Every task of the sprint's projects the user may see. */
  total: number;
};
