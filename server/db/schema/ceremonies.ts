/** Standups, reviews, retrospectives and their templates (product rules §22). */
import {
  type AnyPgColumn,
  boolean,
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
import { createdAt, updatedAt } from "./columns.ts";
import { sprints, tasks } from "./work.ts";

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
