import { z } from "zod";
import { OptionalDateSchema } from "./common.ts";
import { PathIdSchema, type Task } from "./tasks.ts";
import type { PublicUser } from "./users.ts";

export { IdParamsSchema } from "./sprints.ts";

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

/** A project status; `on-hold` and `paused` are accepted as `on_hold`. */
export const ProjectStatusSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const key = value.trim().toLowerCase();
    return STATUS_ALIASES[key] ?? key;
  },
  z.enum(PROJECT_STATUSES, {
    error: "Status must be one of planning, active, on_hold, completed, cancelled, archived",
  }),
);

/** The three task priorities. */
export const TASK_PRIORITIES = ["high", "medium", "low"] as const;

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
const refId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2147483647, message);
const userId = refId("Must be a user id");
const sprintId = refId("Must be a sprint id");
const departmentId = refId("Must be a department id");

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
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(TASK_PRIORITIES, { error: "Priority must be one of high, medium, low" }),
    )
    .default("medium"),
  /** The assignee's user id, or null. */
  assignedTo: userId.nullable().optional(),
  /** Optional ISO due date. */
  dueDate: OptionalDateSchema,
  /** The department (team) chosen for the task in the assistant's review, or null. */
  departmentId: departmentId.nullable().optional(),
});
export type NewProjectTask = z.input<typeof NewProjectTaskSchema>;

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
export type ProjectFields = z.infer<typeof ProjectFieldsSchema>;

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
export type CreateProject = z.input<typeof CreateProjectBody>;

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
export type UpdateProject = z.input<typeof UpdateProjectBody>;

/** A user as shown next to a project or task. */
export type ProjectUser = PublicUser;

/** A project as the API returns it. */
export type Project = {
  /** Project id. */
  id: number;
  /** Name. */
  name: string;
  /** Description or null. */
  description: string | null;
  /** One of the six statuses. */
  status: ProjectStatus;
  /** The sprint it belongs to, or null. */
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

/** What GET /api/projects may add to each project on request (`?include=owner`). */
export const PROJECT_LIST_INCLUDES = ["owner"] as const;

/**
 * GET /api/projects?include=owner: the default answer's keys are the spec's, so extras are opt-in
 * (issue 9: the All Projects page shows each project's owner).
 */
export const ProjectListQuery = z.object({
  /** `owner` adds each project's owner; absent, the list is the spec's. */
  include: z.enum(PROJECT_LIST_INCLUDES, { error: "Include must be owner" }).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

/** A project of GET /api/projects?include=owner. */
export type ProjectWithOwner = Project & {
  /** The owner's public profile (null only if the account vanished mid-read). */
  owner: ProjectUser | null;
};

/** GET /api/projects/{id}/members: the owner first (role owner, id null), then the members. */
export type ProjectMember = {
  /** The member row id; null for the owner, who has no member row. */
  id: number | null;
  /** The member's user id. */
  userId: number;
  /** owner, or the stored role (default member). */
  role: string;
  /** ISO time the user joined (the project's creation for the owner). */
  joinedAt: string;
  /** The member's public profile. */
  user: ProjectUser;
};

/** Path of DELETE /api/projects/{id}/members/{userId} (owner only; answers 204 with no body). */
export const ProjectMemberParams = z.object({
  /** Project id. */
  id: PathIdSchema,
  /** The member's user id. */
  userId: PathIdSchema,
});
export type ProjectMemberParams = z.infer<typeof ProjectMemberParams>;

/** GET /api/projects/tasks: every task of the visible projects (the tasks module's shape), for the table view. */
export type ProjectTableTask = Task;
