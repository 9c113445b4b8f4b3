import { z } from "zod";
import {
  DEFAULT_TASK_PRIORITY,
  foldPriority,
  OptionalDateSchema,
  PathIdSchema,
  refIdSchema,
  TASK_PRIORITY_VALUES,
} from "./common.ts";
import type { Task } from "./tasks.ts";
import { type PublicUser, PublicUserSchema } from "./users.ts";

/** The six project statuses every screen offers (DECISIONS 3). */
export const PROJECT_STATUSES = [
  "planning",
  "active",
  "on_hold",
  "completed",
  "cancelled",
  "archived",
] as const;
/** A project status. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const STATUS_ALIASES: Record<string, ProjectStatus> = {
  "on-hold": "on_hold",
  "on hold": "on_hold",
  onhold: "on_hold",
  paused: "on_hold",
  canceled: "cancelled",
};

/** The value of a project status as given (trimmed, lower-cased, `on-hold`/`paused` meaning `on_hold`). */
export function projectStatusValue(status: string): string {
  const key = status.trim().toLowerCase();
  return STATUS_ALIASES[key] ?? key;
}

/** A project status; `on-hold` and `paused` are accepted as `on_hold`. */
export const ProjectStatusSchema = z.preprocess(
  (value) => (typeof value === "string" ? projectStatusValue(value) : value),
  z.enum(PROJECT_STATUSES, {
    error: "Status must be one of planning, active, on_hold, completed, cancelled, archived",
  }),
);

const projectName = z
  .string({ error: "Project name is required" })
  .trim()
  .min(1, "Project name is required")
  .max(255, "Project name must be at most 255 characters");
const description = z
  .string({ error: "Description must be text" })
  .max(10_000, "Description must be at most 10000 characters")
  .nullable()
  .optional();
const userId = refIdSchema("Must be a user id");
const sprintId = refIdSchema("Must be a sprint id");

/** A task given with a new project (the assistant's payload). */
export const NewProjectTaskSchema = z.object({
  /** Task title, 1 to 255 characters. */
  title: z
    .string({ error: "Task title is required" })
    .trim()
    .min(1, "Task title is required")
    .max(255, "Task title must be at most 255 characters"),
  /** Optional description. */
  description,
  /** high, medium or low; default medium. */
  priority: z
    .preprocess(
      foldPriority,
      z.enum(TASK_PRIORITY_VALUES, { error: "Priority must be one of high, medium, low" }),
    )
    .default(DEFAULT_TASK_PRIORITY),
  /** The assignee's user id, or null. */
  assignedTo: userId.nullable().optional(),
  /** Optional ISO due date. */
  dueDate: OptionalDateSchema,
});
export type NewProjectTask = z.output<typeof NewProjectTaskSchema>;
export type NewProjectTaskInput = z.input<typeof NewProjectTaskSchema>;

/** The name, description and status fields of the project forms (create page, Add Project, Edit Project). */
export const ProjectFieldsSchema = z.object({
  /** Project name, 1 to 255 characters. */
  name: projectName,
  /** Optional description. */
  description,
  /** One of the six statuses. */
  status: z.enum(PROJECT_STATUSES, {
    error: "Status must be one of planning, active, on_hold, completed, cancelled, archived",
  }),
});
export type ProjectFields = z.output<typeof ProjectFieldsSchema>;
export type ProjectFieldsInput = z.input<typeof ProjectFieldsSchema>;

/** POST /api/projects: plain, with a sprint (sprint page), or with tasks (the assistant). */
export const CreateProjectBody = z.object({
  /** Project name, 1 to 255 characters. */
  name: projectName,
  /** Optional description. */
  description,
  /** Status, default active. */
  status: ProjectStatusSchema.default("active"),
  /** The sprint to put it in (must be visible to the user), or null. */
  sprintId: sprintId.nullable().optional(),
  /** Tasks to create on the first board (status todo). */
  tasks: z.array(NewProjectTaskSchema).max(500, "At most 500 tasks at once").optional(),
});
export type CreateProject = z.output<typeof CreateProjectBody>;
export type CreateProjectInput = z.input<typeof CreateProjectBody>;

/** PUT /api/projects/{id}: only the fields present change; ownerId only by the owner. */
export const UpdateProjectBody = z.object({
  /** New name, non-empty. */
  name: projectName.optional(),
  /** New description; null clears it. */
  description,
  /** New status. */
  status: ProjectStatusSchema.optional(),
  /** The new owner (an approved user); owner only. */
  ownerId: userId.optional(),
  /** The sprint (must be visible to the user); null detaches it. */
  sprintId: sprintId.nullable().optional(),
});
export type UpdateProject = z.output<typeof UpdateProjectBody>;
export type UpdateProjectInput = z.input<typeof UpdateProjectBody>;

/** A user as shown next to a project or task. */
export type ProjectUser = PublicUser;

/** A project as the API returns it (list, detail, create, update, and each project of a sprint's detail). */
export const ProjectSchema = z.object({
  /** Project id. */
  id: z.number().int(),
  /** Name. */
  name: z.string(),
  /** Description or null. */
  description: z.string().nullable(),
  /** One of the six statuses (PROJECT_STATUSES). */
  status: z.string(),
  /** The sprint it belongs to, or null. */
  sprintId: z.number().int().nullable(),
  /** The owner's user id. */
  ownerId: z.number().int(),
  /** Members plus the owner. */
  memberCount: z.number().int(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type Project = z.output<typeof ProjectSchema>;

/** GET /api/projects/{id}/members: the owner first (role owner, id null), then the members. */
export const ProjectMemberSchema = z.object({
  /** The member row id; null for the owner, who has no member row. */
  id: z.number().int().nullable(),
  /** The member's user id. */
  userId: z.number().int(),
  /** owner, or the stored role (default member). */
  role: z.string(),
  /** ISO time the user joined (the project's creation for the owner). */
  joinedAt: z.string(),
  /** The member's public profile. */
  user: PublicUserSchema,
});
export type ProjectMember = z.output<typeof ProjectMemberSchema>;

/** Path of DELETE /api/projects/{id}/members/{userId} (owner only; answers 204 with no body). */
export const ProjectMemberParams = z.object({
  /** Project id. */
  id: PathIdSchema,
  /** The member's user id. */
  userId: PathIdSchema,
});
export type ProjectMemberParams = z.output<typeof ProjectMemberParams>;
export type ProjectMemberParamsInput = z.input<typeof ProjectMemberParams>;

/** GET /api/projects/tasks: every task of the visible projects (the tasks module's shape), for the table view. */
export type ProjectTableTask = Task;
