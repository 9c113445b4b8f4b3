/** Sprints, projects, boards, tasks, comments, activity and statuses. */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { type Attachment, type BoardColumn, createdAt, ts, tsvector, updatedAt } from "./columns.ts";
import { teams } from "./departments.ts";

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
    /**
     * The short key of the project's task keys (`WEB` in `WEB-42`): 2-6 upper-case letters and digits,
     * starting with a letter, unique. The default is the null the `projects_key_default` trigger
     * replaces with one derived from the name (product rules §26), so every insert gets one.
     */
    key: varchar({ length: 6 }).notNull().default(sql`null`),
    /** The last task number given in this project (the `tasks_number_default` trigger counts up). */
    taskCounter: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.sprintId),
    index().on(t.updatedAt),
    index().on(t.status),
    uniqueIndex("projects_key_unique").on(t.key),
    index("projects_name_trgm_index").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
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
    /** Work-in-progress limits by status value (1-999); a column without one has no limit (product rules §24). */
    wipLimits: jsonb().$type<Record<string, number>>().notNull().default({}),
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

/**
 * The board change log (issue 26): which tasks each version of a board changed, written by the same
 * triggers that bump `boards.version`, so `GET /api/boards/{id}/tasks?since=` can answer with only the
 * changes. Short: each board keeps its latest versions only (the triggers prune it).
 */
export const boardChanges = pgTable(
  "board_changes",
  {
    boardId: integer()
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    /** The board's version this change made. */
    version: bigint({ mode: "number" }).notNull(),
    /** A task whose card changed (no foreign key: a deleted task stays named here). */
    taskId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.version, t.taskId] })],
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
    /** The day work is planned to start (date-only like `dueDate`; never after it), or null. */
    startDate: ts(),
    progress: integer().notNull().default(0),
    /** When set, `progress` is kept at the share of the checklist's items done (product rules §24). */
    progressFromChecklist: boolean().notNull().default(false),
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
    /** task, story, bug or epic (product rules §35). */
    type: varchar({ length: 10 }).notNull().default("task"),
    /**
     * The parent task, in the same project (product rules §35): an epic holds stories, tasks and
     * bugs; those hold sub-tasks. The services ask before a parent goes; "set null" only backs up the
     * cascades (a board or project deleted).
     */
    parentId: integer().references((): AnyPgColumn => tasks.id, { onDelete: "set null" }),
    /**
     * The task's number in its project (`42` in `WEB-42`), given at insert by the
     * `tasks_number_default` trigger from the project's counter: never shared, never reused.
     */
    number: integer().notNull().default(sql`null`),
    /** The title's words for the search ('simple' config), kept by PostgreSQL (product rules §26). */
    titleSearch: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${tasks.title})`),
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
    index("tasks_board_id_number_index").on(t.boardId, t.number),
    index().on(t.parentId),
    index("tasks_title_trgm_index").using("gin", sql`${t.title} gin_trgm_ops`),
    index("tasks_title_search_index").using("gin", t.titleSearch),
    check("tasks_type_check", sql`${t.type} in ('task', 'story', 'bug', 'epic')`),
    check(
      "tasks_story_points_check",
      sql`${t.storyPoints} in ('0', '1', '2', '3', '5', '8', '13', '21', '?')`,
    ),
  ],
);

/**
 * A task's checklist (product rules §24), ordered by `rank`: a fractional-indexing key compared byte by
 * byte (collation "C", set in the migration), ties broken by id, as the board orders its tasks.
 */
export const taskChecklistItems = pgTable(
  "task_checklist_items",
  {
    id: serial().primaryKey(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    text: varchar({ length: 200 }).notNull(),
    done: boolean().notNull().default(false),
    rank: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.taskId, t.rank, t.id)],
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
