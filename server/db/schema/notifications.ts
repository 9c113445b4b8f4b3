/** Notifications, their switches and the chat-workspace integration. */
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

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
