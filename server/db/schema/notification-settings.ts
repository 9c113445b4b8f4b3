/**
 * The three notification-setting stores, read and written only by server/modules/notification-settings:
 * which comment notifications a person gets, which kinds are also posted to the chat workspace
 * (Slack), and how each kind reaches them by email. A person without a row has the defaults.
 */
import { boolean, integer, jsonb, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { ts, updatedAt } from "./columns.ts";

/** The four comment-notification switches of the profile page (product rules §9). */
export const commentNotificationSettings = pgTable("notification_settings", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  writeUpdateOnOwnItem: boolean().notNull().default(true),
  writeUpdateOnSubscribedItem: boolean().notNull().default(true),
  repliedToThreadCommented: boolean().notNull().default(true),
  repliedToUpdateWrote: boolean().notNull().default(true),
});

/**
 * The six /settings switches: which kinds are also posted to the chat workspace (Slack), product
 * rules §9. The SQL table keeps its historical name `notification_preferences` (backups and
 * restores name it); in code it is called for what it means. Two switches reach further: 'comment
 * mentions' off also stops the in-app chat mention (§23) and 'ceremony reminders' off the in-app
 * standup reminder (§22).
 */
export const slackPostPreferences = pgTable("notification_preferences", {
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

/** One person's email settings (product rules, email); a person without a row has the defaults. */
export const emailPreferences = pgTable("email_preferences", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** IANA time zone of the digest; null until first saved (the digest then uses UTC). */
  timeZone: varchar({ length: 64 }),
  /** Local hour (0-23) at which the daily digest leaves. */
  digestHour: smallint().notNull().default(8),
  /** Saved choices per notification kind ('off' | 'immediately' | 'digest'); missing kinds take the default. */
  kinds: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** When the last digest was made. */
  lastDigestAt: ts(),
  /** Since when mail to this address fails permanently; cleared by the next mail that gets through. */
  bouncingAt: ts(),
  bounceError: varchar({ length: 500 }),
  updatedAt: updatedAt(),
});
