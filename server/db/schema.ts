import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const ts = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: "date" })
    : timestamp({ withTimezone: true, mode: "date" });
const createdAt = () => ts().notNull().defaultNow();
const updatedAt = () =>
  ts()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A board column: `id` is the status value. */
export type BoardColumn = { id: string; title: string; color: string };
/** A comment attachment as the client sends and reads it. */
export type Attachment = { type: "file" | "link"; name: string; url: string };

/** Accounts. Emails are stored trimmed and lower-cased. */
export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: varchar({ length: 255 }).notNull().unique(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    phoneNumber: varchar({ length: 20 }),
    passwordHash: text().notNull(),
    profileImageUrl: text(),
    isApproved: boolean().notNull().default(false),
    isSuperAdmin: boolean().notNull().default(false),
    /** sha256 of the reset token; the token itself is never stored. */
    resetTokenHash: varchar({ length: 64 }),
    resetTokenExpiry: ts(),
    emailVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.resetTokenHash)],
);

/** Server-side sessions; the cookie carries only the signed `sid`. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().$type<{ userId: number; createdAt: string }>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expire: ts().notNull(),
  },
  (t) => [index().on(t.expire), index().on(t.userId)],
);

/** Failed sign-in attempts, for the per-account-and-address limit and per-account brake of every process. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial().primaryKey(),
    email: varchar({ length: 255 }).notNull(),
    /** The client address the attempt came from (`request.ip`). */
    address: varchar({ length: 64 }).notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email, t.createdAt)],
);

/** Sprints: time boxes that group projects. */
export const sprints = pgTable(
  "sprints",
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    status: varchar({ length: 20 }).notNull().default("planning"),
    startDate: ts(),
    endDate: ts(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.status), index().on(t.createdAt)],
);

/** Projects, optionally inside a sprint. */
export const projects = pgTable(
  "projects",
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    status: varchar({ length: 20 }).notNull().default("active"),
    sprintId: integer().references(() => sprints.id, { onDelete: "set null" }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.sprintId), index().on(t.updatedAt), index().on(t.status)],
);

/** Members of a project besides its owner. */
export const projectMembers = pgTable(
  "project_members",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar({ length: 50 }).notNull().default("member"),
    joinedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.userId), index().on(t.userId)],
);

/** Boards of a project; the first one is shown. */
export const boards = pgTable(
  "boards",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    columns: jsonb().$type<BoardColumn[]>().notNull().default([]),
    /**
     * Bumped (by triggers, in the same transaction) on every change to the board's tasks, their
     * comment counts and their assignees' names and pictures: the ETag of the board's task list.
     */
    version: bigint({ mode: "number" }).notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.projectId)],
);

/** Tasks on a board, ordered by position within a status. */
export const tasks = pgTable(
  "tasks",
  {
    id: serial().primaryKey(),
    boardId: integer()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    status: varchar({ length: 100 }).notNull().default("todo"),
    priority: varchar({ length: 10 }).notNull().default("medium"),
    assignedTo: integer().references(() => users.id, { onDelete: "set null" }),
    dueDate: ts(),
    progress: integer().notNull().default(0),
    /**
     * Order within the column: a fractional-indexing key compared byte by byte (collation "C"), so a
     * move or a create writes only its own row. Ties are broken by id; the API's dense `position`
     * is computed on read (product rules §4).
     */
    rank: text().notNull(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** Set when the task enters the completed column, cleared when it leaves. */
    completedAt: ts(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    /** The department (team) chosen for the task, e.g. in the AI assistant's review; null when none. */
    departmentId: integer().references((): AnyPgColumn => teams.id, { onDelete: "set null" }),
    /**
     * The estimate in story points: '0', '1', '2', '3', '5', '8', '13', '21' or '?' (not estimable
     * yet); null when not estimated. Sums count the numeric ones only (product rules §19).
     */
    storyPoints: varchar({ length: 2 }),
    /** When the deadline reminder went out (at most once per task). */
    reminderSentAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasks_board_id_status_rank_id_index").on(t.boardId, t.status, t.rank, t.id),
    index().on(t.assignedTo),
    index().on(t.createdBy),
    index().on(t.dueDate),
    index().on(t.updatedAt),
    index().on(t.createdAt),
    index().on(t.completedAt),
    index().on(t.departmentId),
    check(
      "tasks_story_points_check",
      sql`${t.storyPoints} in ('0', '1', '2', '3', '5', '8', '13', '21', '?')`,
    ),
  ],
);

/** Threaded comments on tasks (one level of replies). */
export const comments = pgTable(
  "comments",
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer().references((): any => comments.id, { onDelete: "cascade" }),
    content: text().notNull(),
    attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.taskId, t.createdAt), index().on(t.parentId), index().on(t.userId)],
);

/** Project activity log. */
export const activities = pgTable(
  "activities",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    action: varchar({ length: 100 }).notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.createdAt), index().on(t.userId)],
);

/** Departments (called teams in routes and the API). */
export const teams = pgTable(
  "teams",
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.name)],
);

/** Members of a department with role `admin` or `member`. */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serial().primaryKey(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar({ length: 50 }).notNull().default("member"),
    joinedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.teamId, t.userId), index().on(t.userId)],
);

/** A user's own invited team members. */
export const personalTeamMembers = pgTable(
  "personal_team_members",
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedEmail: varchar({ length: 255 }).notNull(),
    invitedUserId: integer().references(() => users.id, { onDelete: "set null" }),
    departmentId: integer().references(() => teams.id, { onDelete: "set null" }),
    status: varchar({ length: 50 }).notNull().default("approved"),
    invitedAt: ts().notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.ownerId, t.invitedEmail),
    index().on(t.invitedEmail),
    index().on(t.invitedUserId),
    index().on(t.departmentId),
  ],
);

/** The four comment-notification switches of the profile page. */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  writeUpdateOnOwnItem: boolean().notNull().default(true),
  writeUpdateOnSubscribedItem: boolean().notNull().default(true),
  repliedToThreadCommented: boolean().notNull().default(true),
  repliedToUpdateWrote: boolean().notNull().default(true),
});

/** The five chat-workspace switches of /settings. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  taskAssignments: boolean().notNull().default(true),
  taskCompletions: boolean().notNull().default(true),
  projectUpdates: boolean().notNull().default(true),
  commentMentions: boolean().notNull().default(true),
  deadlineReminders: boolean().notNull().default(true),
});

/** In-app notifications. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar({ length: 50 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    relatedEntityId: integer(),
    relatedEntityType: varchar({ length: 50 }),
    actionUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.actionUserId),
    // The bell's unread count (issue 9): one index scan of the user's unread rows.
    index().on(t.userId, t.isRead),
  ],
);

/** A user's task statuses; the project owner's form the board columns. */
export const customStatuses = pgTable(
  "custom_statuses",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 100 }).notNull(),
    color: varchar({ length: 20 }).notNull().default("blue"),
    isDefault: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.position),
    uniqueIndex("custom_statuses_user_name_unique").on(t.userId, sql`lower(${t.name})`),
  ],
);

/** One chat-workspace integration per user; tokens encrypted at rest. */
export const slackIntegrations = pgTable("slack_integrations", {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  workspaceName: varchar({ length: 255 }),
  accessToken: text().notNull(),
  refreshToken: text(),
  channelId: varchar({ length: 100 }),
  channelName: varchar({ length: 255 }),
  botUserId: varchar({ length: 100 }),
  teamId: varchar({ length: 100 }),
  isActive: boolean().notNull().default(true),
  notificationTypes: jsonb()
    .$type<string[]>()
    .notNull()
    .default([
      "task_assigned",
      "task_completed",
      "project_assigned",
      "team_invitation",
      "comment_mention",
      "deadline_reminder",
    ]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Uploaded bytes (avatars, attachments), so every instance sees them. */
export const files = pgTable(
  "files",
  {
    id: serial().primaryKey(),
    ownerId: integer().references(() => users.id, { onDelete: "set null" }),
    /** `avatar` or `attachment`. */
    kind: varchar({ length: 20 }).notNull(),
    /** For attachments: the project whose members may read it. */
    projectId: integer().references(() => projects.id, { onDelete: "cascade" }),
    name: varchar({ length: 255 }).notNull(),
    mimeType: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId), index().on(t.projectId)],
);

/** Instance-wide settings (e.g. the encrypted AI key). */
export const appSettings = pgTable("app_settings", {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

/** A sprint's goals (product rules §20): text, an outcome set at the review, linked tasks. */
export const sprintGoals = pgTable(
  "sprint_goals",
  {
    id: serial().primaryKey(),
    sprintId: integer()
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    text: varchar({ length: 500 }).notNull(),
    /** open, met or not_met. */
    outcome: varchar({ length: 10 }).notNull().default("open"),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.sprintId)],
);

/** Tasks whose completion shows a goal's progress. */
export const sprintGoalTasks = pgTable(
  "sprint_goal_tasks",
  {
    goalId: integer()
      .notNull()
      .references(() => sprintGoals.id, { onDelete: "cascade" }),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.taskId] }), index().on(t.taskId)],
);

/**
 * Team chat channels (product rules §23): one per project and per department, made on first use, and
 * direct ones between two users (`directLow` < `directHigh`, unique per pair).
 */
export const chatChannels = pgTable(
  "chat_channels",
  {
    id: serial().primaryKey(),
    /** project, department or direct. */
    kind: varchar({ length: 12 }).notNull(),
    projectId: integer()
      .unique()
      .references(() => projects.id, { onDelete: "cascade" }),
    teamId: integer()
      .unique()
      .references(() => teams.id, { onDelete: "cascade" }),
    directLow: integer().references(() => users.id, { onDelete: "cascade" }),
    directHigh: integer().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("chat_channels_direct_pair_unique").on(t.directLow, t.directHigh),
    index().on(t.directHigh),
    check(
      "chat_channels_kind_check",
      sql`(${t.kind} = 'project' and ${t.projectId} is not null and ${t.teamId} is null and ${t.directLow} is null)
        or (${t.kind} = 'department' and ${t.teamId} is not null and ${t.projectId} is null and ${t.directLow} is null)
        or (${t.kind} = 'direct' and ${t.directLow} is not null and ${t.directHigh} is not null
          and ${t.directLow} < ${t.directHigh} and ${t.projectId} is null and ${t.teamId} is null)`,
    ),
  ],
);

/** Chat messages; pages are read newest first by id (keyset). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial().primaryKey(),
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** The one attached file (kind `chat` in `files`), or null. */
    fileId: integer().references(() => files.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    editedAt: ts(),
  },
  (t) => [index().on(t.channelId, t.id), index().on(t.authorId), index().on(t.fileId)],
);

/** How far a user has read a channel: the newest message id seen. */
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channelId: integer()
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    lastReadId: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] }), index().on(t.channelId)],
);
