import { z } from "zod";
import {
  DEFAULT_TASK_PRIORITY,
  foldPriority,
  OptionalDateSchema,
  PathIdSchema,
  refIdSchema,
  TASK_PRIORITY_VALUES,
} from "./common.ts";
import { ProjectKeySchema } from "./task-keys.ts";
import { type Task, TaskSchema, TaskTypeSchema } from "./tasks.ts";
import { type PublicUser, PublicUserSchema } from "./users.ts";

/** The six project statuses every screen offers (product rules §3). */
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
const departmentId = refIdSchema("Must be a department id");

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
  /** The department (team) chosen for the task in the assistant's review, or null. */
  departmentId: departmentId.nullable().optional(),
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
  /** The project's key; derived from the name when absent (product rules §26). */
  key: ProjectKeySchema.optional(),
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
  /** A new key (owner only); the project's task keys change with it. */
  key: ProjectKeySchema.optional(),
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
  /** The project's key, the prefix of its task keys: `WEB` (product rules §26). */
  key: z.string(),
  /** Members plus the owner. */
  memberCount: z.number().int(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type Project = z.output<typeof ProjectSchema>;

/** What GET /api/projects may add to each project on request (`?include=owner`). */
export const PROJECT_LIST_INCLUDES = ["owner"] as const;

/**
 * GET /api/projects?include=owner: the default answer's keys are the documented, so extras are opt-in
 * (issue 9: the All Projects page shows each project's owner).
 */
export const ProjectListQuery = z.object({
  /** `owner` adds each project's owner; absent, the list is the documented. */
  include: z.enum(PROJECT_LIST_INCLUDES, { error: "Include must be owner" }).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

/** A project of GET /api/projects?include=owner. */
export const ProjectWithOwnerSchema = ProjectSchema.extend({
  /** The owner's public profile (null only if the account vanished mid-read). */
  owner: PublicUserSchema.nullable(),
});
export type ProjectWithOwner = z.output<typeof ProjectWithOwnerSchema>;

/** GET /api/projects: the documented keys, plus `owner` when `?include=owner` asked for it. */
export const ProjectListSchema = z.array(
  ProjectSchema.extend({ owner: PublicUserSchema.nullable().optional() }),
);

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

/** The most tasks one page of GET /api/projects/tasks holds. */
export const PROJECT_TASKS_MAX_LIMIT = 100;
/** The Table view's sortable task columns, as `?sort=` names them. */
export const PROJECT_TASK_SORT_KEYS = ["title", "status", "priority", "assignee", "dueDate"] as const;
/** A sortable task column of the Table view. */
export type ProjectTaskSortKey = (typeof PROJECT_TASK_SORT_KEYS)[number];

const TABLE_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PROJECT_TASKS_MAX_LIMIT}`;
const TABLE_OFFSET_MESSAGE = "Offset must be a whole number of 0 or more";
const TABLE_SORT_MESSAGE = `Sort must be one of ${PROJECT_TASK_SORT_KEYS.join(", ")}, then :asc or :desc`;
const TABLE_SORT = new RegExp(`^(${PROJECT_TASK_SORT_KEYS.join("|")}):(asc|desc)$`);
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * GET /api/projects/tasks?projectId=&limit=&offset=&sort=&search= (issue 14): one page of the Table
 * view's tasks, sorted and filtered by the server, in the slim shape `ProjectTableRow`; the
 * `X-Total-Count` header counts the matching tasks and `X-Completed-Count` the completed ones. With
 * none of these parameters the answer is every task in the tasks module's shape, as before.
 */
export const ProjectTasksQuery = z.object({
  /** Only this project's tasks (none when the user may not see it). */
  projectId: z.preprocess(blank, PathIdSchema.optional()),
  /** Page size, 1-100 (default 100). */
  limit: z.preprocess(
    blank,
    z.coerce
      .number({ error: TABLE_LIMIT_MESSAGE })
      .int(TABLE_LIMIT_MESSAGE)
      .min(1, TABLE_LIMIT_MESSAGE)
      .max(PROJECT_TASKS_MAX_LIMIT, TABLE_LIMIT_MESSAGE)
      .optional(),
  ),
  /** Tasks to skip in the chosen order. */
  offset: z.preprocess(
    blank,
    z.coerce
      .number({ error: TABLE_OFFSET_MESSAGE })
      .int(TABLE_OFFSET_MESSAGE)
      .min(0, TABLE_OFFSET_MESSAGE)
      .max(1_000_000, TABLE_OFFSET_MESSAGE)
      .optional(),
  ),
  /**
   * A column and a direction, `priority:asc`; absent is board order. Status follows the default
   * columns, priority runs high to low, tasks without an assignee or a due date come last either way.
   */
  sort: z.preprocess(blank, z.string().regex(TABLE_SORT, TABLE_SORT_MESSAGE).optional()),
  /** Case-insensitive text in the task's title. */
  search: z.preprocess(blank, z.string().trim().max(200, "Search must be at most 200 characters").optional()),
  /** Only tasks of this type (product rules §35). */
  type: z.preprocess(blank, TaskTypeSchema.optional()),
});
/** The query of GET /api/projects/tasks as parsed. */
export type ProjectTasksFilter = z.output<typeof ProjectTasksQuery>;

/**
 * A task of a paged GET /api/projects/tasks: what the Table view shows, no description (issue 14),
 * with the sub-task roll-up every task payload carries (product rules §35).
 */
export const ProjectTableRowSchema = TaskSchema.pick({
  id: true,
  key: true,
  projectId: true,
  title: true,
  type: true,
  parentId: true,
  childCounts: true,
  status: true,
  priority: true,
  assignedTo: true,
  assignee: true,
  dueDate: true,
  completedAt: true,
  storyPoints: true,
});
export type ProjectTableRow = z.output<typeof ProjectTableRowSchema>;

/** GET /api/projects/tasks: every task in full without parameters; one page of rows with any. */
export const ProjectTasksSchema = z.union([z.array(TaskSchema), z.array(ProjectTableRowSchema)]);
export type ProjectTasks = z.output<typeof ProjectTasksSchema>;
