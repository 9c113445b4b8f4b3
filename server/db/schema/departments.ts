/** Departments (teams in the API) and personal team members. */
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts, updatedAt } from "./columns.ts";

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
