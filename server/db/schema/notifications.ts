/** Notifications and the chat-workspace integration (their switches: notification-settings.ts). */
import { boolean, index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, updatedAt } from "./columns.ts";

/**
 * What a notification says, as stored in `notifications.content` (issue 32): its kind and the values
 * it is worded from, in no language. The shape, and how each kind reads, is documented in
 * server/modules/notifications/messages.ts (`NotificationContent`), which words it.
 */
export type NotificationContent =
  | { kind: "taskAssigned"; actor: NoticeActor; task: NoticeTask; project: string }
  | { kind: "taskCompleted"; actor: NoticeActor; task: NoticeTask; project: string }
  | { kind: "deadlineReminder"; task: NoticeTask; project: string; hours: number; dueDate: string | null }
  | { kind: "standupReminder"; sprint: string }
  | { kind: "projectOwner"; project: string }
  | { kind: "projectMember"; project: string }
  | { kind: "departmentMember"; actor: NoticeActor; department: string }
  | { kind: "invitationAccepted"; name: string }
  | {
      kind: "replyToComment" | "replyInThread" | "commentOnOwnTask" | "commentOnAssignedTask";
      actor: NoticeActor;
      task: NoticeTask;
      comment: NoticeComment | null;
    }
  | { kind: "chatMention"; actor: NoticeActor; channel: string }
  | { kind: "taskChanged"; actor: NoticeActor; task: NoticeTask; changes: NoticeChange[] };

/** The task a notification is about (its id is `relatedEntityId`), as it was when written. */
export type NoticeTask = { key: string | null; title: string };
/** Who acted: a person or an integration ("GitHub acme/webshop"); null when unknown ("Someone"). */
export type NoticeActor = { name: string; integration?: boolean } | null;
/** A comment: its id and its text, trimmed (at most 280 characters). */
export type NoticeComment = { id: number; excerpt: string };
/** A column: the status value and the column's title then (a default title is translated when worded). */
export type NoticeColumn = { id: string; title: string };
/** A person named in a change. */
export type NoticePerson = { id: number; name: string };
/** One change a watcher hears of, with its value before (the first) and after (the latest). */
export type NoticeChange =
  | { field: "status"; from: NoticeColumn | null; to: NoticeColumn | null }
  | { field: "assignedTo"; from: NoticePerson | null; to: NoticePerson | null }
  | { field: "dueDate"; from: string | null; to: string | null }
  | { field: "comment"; comment: NoticeComment | null }
  | { field: "attachment"; files: string[] };

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
    /** What it says, worded at read time in the reader's language; null on rows from before issue 32. */
    content: jsonb().$type<NotificationContent>(),
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
