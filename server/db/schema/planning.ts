/** Sprint goals, the backlog, commitments and scope changes (product rules §20–21). */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts, updatedAt } from "./columns.ts";
import { sprints, tasks } from "./work.ts";

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
