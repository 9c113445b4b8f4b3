/** Email: the durable outbox, digest items and used unsubscribe links (the preferences: notification-settings.ts). */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { notifications } from "./notifications.ts";

/** What an outbox row is: a prepared message, or notifications rendered when it leaves. */
export type MailKind = "password_reset" | "invitation" | "notification" | "digest";
/**
 * pending (due at `dueAt`; a notification row still takes others about its task), sending (claimed
 * until `lockedUntil`), retry (failed, due again at `dueAt`), sent, skipped (nothing left to say),
 * failed (permanently).
 */
export type MailState = "pending" | "sending" | "retry" | "sent" | "skipped" | "failed";

/**
 * Every email, written in the transaction of what caused it and sent by the mail worker of any
 * process (server/modules/email/mail-worker.ts), which claims due rows with a lease.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: varchar({ length: 255 }).notNull(),
    kind: varchar({ length: 20 }).$type<MailKind>().notNull(),
    /** The account it goes to, when it goes to one (an invitation goes to an address). */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** Null until a notification row is rendered, as it leaves. */
    subject: text(),
    text: text(),
    html: text(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The link logged when there is no SMTP server (resets, invitations). */
    link: text(),
    /** The task a notification row is about (no foreign key: the mail outlives a deleted task). */
    taskId: integer(),
    /** `n:<user>:<task>`: notifications about one task within the batching window join one row. */
    groupKey: varchar({ length: 100 }),
    /** The notifications a notification row mails (read ones are dropped when it leaves). */
    notificationIds: jsonb().$type<number[]>().notNull().default([]),
    state: varchar({ length: 10 }).$type<MailState>().notNull().default("pending"),
    dueAt: ts().notNull().defaultNow(),
    /** A worker's lease while it sends the row; a crashed claim is due again once it passes. */
    lockedUntil: ts(),
    attempts: smallint().notNull().default(0),
    lastError: varchar({ length: 500 }),
    sentAt: ts(),
    /** Set when the row failed for good (SMTP 5xx, or too many attempts). */
    failedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.dueAt, t.id).where(sql`${t.state} in ('pending', 'retry', 'sending')`),
    uniqueIndex("mail_outbox_open_group_idx")
      .on(t.groupKey)
      .where(sql`${t.state} = 'pending' and ${t.groupKey} is not null`),
    index().on(t.userId),
  ],
);

/** Notifications waiting for their recipient's next daily digest. */
export const mailDigestItems = pgTable(
  "mail_digest_items",
  {
    notificationId: integer()
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/** Unsubscribe links already used: each link carries a nonce and works once. */
export const mailUnsubscribeUses = pgTable("mail_unsubscribe_uses", {
  nonce: varchar({ length: 32 }).primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: varchar({ length: 50 }).notNull(),
  usedAt: createdAt(),
});
