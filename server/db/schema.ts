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
  /** Standup reminders (product rules §22). */
  ceremonyReminders: boolean().notNull().default(true),
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
 * A task's place in one sprint's backlog (product rules §21): its rank there (a fractional-indexing
 * key compared byte by byte; null until first ranked, then after the ranked ones by id) and whether
 * it is planned into the sprint. A row exists only once a task was ranked or planned.
 */
export const backlogItems = pgTable(
  "backlog_items",
  {
    sprintId: integer()
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    rank: text(),
    planned: boolean().notNull().default(false),
    /** When the task was last planned into the sprint. */
    plannedAt: ts(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sprintId, t.taskId] }), index().on(t.taskId, t.planned)],
);

/**
 * What a sprint committed to when it was started (product rules §21): written once, never changed.
 * Totals and goal texts are copied, so later edits, moves and deletions do not alter it.
 */
export const sprintCommitments = pgTable("sprint_commitments", {
  sprintId: integer()
    .primaryKey()
    .references(() => sprints.id, { onDelete: "cascade" }),
  committedAt: ts().notNull().defaultNow(),
  committedBy: integer().references(() => users.id, { onDelete: "set null" }),
  taskCount: integer().notNull(),
  points: integer().notNull(),
  estimatedTasks: integer().notNull(),
  /** The sprint goals' texts at the start, in order. */
  goals: jsonb().$type<string[]>().notNull().default([]),
});

/** The tasks of a commitment as they were at the start (no foreign key to tasks: they outlive them). */
export const sprintCommitmentTasks = pgTable(
  "sprint_commitment_tasks",
  {
    sprintId: integer()
      .notNull()
      .references(() => sprintCommitments.sprintId, { onDelete: "cascade" }),
    taskId: integer().notNull(),
    title: varchar({ length: 255 }).notNull(),
    storyPoints: varchar({ length: 2 }),
    projectId: integer().notNull(),
    projectName: varchar({ length: 255 }).notNull(),
    /** The task's place in the backlog at the start (0 first). */
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sprintId, t.taskId] })],
);

/** Tasks planned into or taken out of a started sprint (product rules §21): its scope changes. */
export const sprintScopeChanges = pgTable(
  "sprint_scope_changes",
  {
    id: serial().primaryKey(),
    sprintId: integer()
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    taskId: integer().notNull(),
    title: varchar({ length: 255 }).notNull(),
    projectId: integer().notNull(),
    /** added or removed. */
    kind: varchar({ length: 10 }).notNull(),
    storyPoints: varchar({ length: 2 }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sprintId, t.createdAt)],
);

/**
 * A sprint's ceremony templates (product rules §22): the standup questions and the retro columns the
 * sprint owner chose (copied from a default, then edited). A sprint without a row uses the defaults.
 */
export const ceremonyTemplates = pgTable("ceremony_templates", {
  sprintId: integer()
    .primaryKey()
    .references(() => sprints.id, { onDelete: "cascade" }),
  standupQuestions: jsonb().$type<string[]>().notNull(),
  retroColumns: jsonb().$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** One member's standup answer for one day of a sprint (at most one: upserted). */
export const standupAnswers = pgTable(
  "standup_answers",
  {
    id: serial().primaryKey(),
    sprintId: integer()
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day answered, YYYY-MM-DD. */
    day: varchar({ length: 10 }).notNull(),
    /** One answer per template question, in the template's order at the time. */
    answers: jsonb().$type<{ question: string; answer: string }[]>().notNull(),
    /** What blocks the member; empty when nothing does. */
    blockers: text().notNull().default(""),
    /** The task the blocker became, if it did. */
    taskId: integer().references(() => tasks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.sprintId, t.day, t.userId), index().on(t.userId), index().on(t.taskId)],
);

/** Standup reminders sent: at most one per member, sprint and day. */
export const standupReminders = pgTable(
  "standup_reminders",
  {
    sprintId: integer()
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: varchar({ length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sprintId, t.userId, t.day] }), index().on(t.userId)],
);

/** The sprint owner's review notes and demo links. */
export const sprintReviews = pgTable("sprint_reviews", {
  sprintId: integer()
    .primaryKey()
    .references(() => sprints.id, { onDelete: "cascade" }),
  notes: text().notNull().default(""),
  demoLinks: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** A sprint's retrospective (one per sprint); its columns are copied from the template when opened. */
export const retros = pgTable(
  "retros",
  {
    id: serial().primaryKey(),
    sprintId: integer()
      .notNull()
      .unique()
      .references(() => sprints.id, { onDelete: "cascade" }),
    columns: jsonb().$type<string[]>().notNull(),
    anonymous: boolean().notNull().default(false),
    voteLimit: integer().notNull().default(3),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** A card on a retro: its column, text, author, group and, for an action, its task. */
export const retroCards = pgTable(
  "retro_cards",
  {
    id: serial().primaryKey(),
    retroId: integer()
      .notNull()
      .references(() => retros.id, { onDelete: "cascade" }),
    column: integer().notNull(),
    text: varchar({ length: 500 }).notNull(),
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The card this one is grouped under, or null. */
    groupId: integer().references((): AnyPgColumn => retroCards.id, { onDelete: "set null" }),
    /** The task an action item became, or null. */
    taskId: integer().references(() => tasks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.retroId), index().on(t.authorId), index().on(t.groupId), index().on(t.taskId)],
);

/** A member's dot on a card (one per card and member; a per-retro limit per member). */
export const retroVotes = pgTable(
  "retro_votes",
  {
    cardId: integer()
      .notNull()
      .references(() => retroCards.id, { onDelete: "cascade" }),
    retroId: integer()
      .notNull()
      .references(() => retros.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.userId] }),
    index().on(t.retroId, t.userId),
    index().on(t.userId),
  ],
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
