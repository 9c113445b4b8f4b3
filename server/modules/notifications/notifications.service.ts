import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { mentionName } from "../../../contract/chat.ts";
import type { Locale } from "../../../contract/locales.ts";
import {
  type MarkAllReadResult,
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type NotificationListQuery,
  type UnreadCount,
} from "../../../contract/notifications.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, notifications, projects, tasks, users } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { localeOf } from "../../i18n/index.ts";
import { notFound } from "../../platform/errors.ts";
import { notificationLink, taskOfNotification } from "../../platform/notification-subject.ts";
import { wordNotification } from "./notice-words.ts";

/** The recipient of a notification (for their language at delivery). */
const recipient = alias(users, "recipient");

const columns = {
  notification: notifications,
  actor: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImageUrl: users.profileImageUrl,
  },
  taskProjectId: boards.projectId,
  taskTitle: tasks.title,
  taskKey: sql<string | null>`case when ${tasks.id} is null then null else ${taskKeySql} end`,
};

type Row = {
  notification: typeof notifications.$inferSelect;
  actor: Notification["actionUser"];
  taskProjectId: number | null;
  taskTitle: string | null;
  taskKey: string | null;
};

/**
 * A notification's title and message in `locale` (issue 32): its content worded now, with the
 * actor's and the task's names as they are now; a row from before content was kept, as stored.
 */
function words(row: Row, locale: Locale): { title: string; message: string } {
  const n = row.notification;
  if (!n.content) return { title: n.title, message: n.message };
  return wordNotification(n.content, locale, {
    actor: row.actor && row.actor.id != null ? mentionName(row.actor) : null,
    task: row.taskTitle !== null ? { key: row.taskKey, title: row.taskTitle } : null,
  });
}

function present(row: Row, locale: Locale): Notification {
  const { notification: n, actor, taskProjectId } = row;
  return {
    id: n.id,
    type: n.type,
    ...words(row, locale),
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    relatedEntityId: n.relatedEntityId,
    relatedEntityType: n.relatedEntityType,
    actionUser: actor && actor.id != null ? actor : null,
    link: notificationLink(n, taskProjectId),
  };
}

/** Notifications matching `where` with their actors, newest first, worded in `locale` (one query). */
async function select(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  locale: Locale,
): Promise<Notification[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actionUserId))
    .leftJoin(tasks, taskOfNotification)
    .leftJoin(boards, eq(boards.id, tasks.boardId))
    .leftJoin(projects, eq(projects.id, boards.projectId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => present(row, locale));
}

/**
 * One page of the user's feed, newest first, worded in `locale` (the reader's language now): at most
 * `limit` (default and most NOTIFICATION_LIST_LIMIT), those after the notification `before` in that
 * order. A `before` that is not the user's yields an empty page.
 */
export function listNotifications(
  db: DbOrTx,
  userId: number,
  query: NotificationListQuery = {},
  locale: Locale = "en",
): Promise<Notification[]> {
  const mine = eq(notifications.userId, userId);
  const where =
    query.before === undefined
      ? mine
      : and(
          mine,
          sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${query.before} and c.user_id = ${userId})`,
        );
  return select(db, where, Math.min(query.limit ?? NOTIFICATION_LIST_LIMIT, NOTIFICATION_LIST_LIMIT), locale);
}

/** How many of the user's notifications are unread (one query on the (user, isRead) index). */
export async function unreadNotificationCount(db: DbOrTx, userId: number): Promise<UnreadCount> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { count: row?.count ?? 0 };
}

/** Unread notifications of each of `userIds` (0 for none), in one grouped read. */
export async function unreadNotificationCounts(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.isRead, false)))
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.count);
  return counts;
}

/**
 * Notifications by id as the API presents them, each worded in its recipient's language (the
 * account's; English when unset), with their recipients (for delivery after commit).
 */
export async function loadNotificationsForDelivery(
  db: DbOrTx,
  ids: number[],
): Promise<(Notification & { userId: number; actionUserId: number | null })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...columns, language: recipient.language })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(users, eq(users.id, notifications.actionUserId))
    .leftJoin(tasks, taskOfNotification)
    .leftJoin(boards, eq(boards.id, tasks.boardId))
    .leftJoin(projects, eq(projects.id, boards.projectId))
    .where(inArray(notifications.id, ids))
    .orderBy(notifications.id);
  return rows.map((row) => ({
    ...present(row, localeOf(row.language)),
    userId: row.notification.userId,
    actionUserId: row.notification.actionUserId,
  }));
}

/** Marks one of the user's notifications read (answered in `locale`); someone else's answers 404 like a missing one. */
export async function markNotificationRead(
  db: DbOrTx,
  userId: number,
  id: number,
  locale: Locale = "en",
): Promise<Notification> {
  const where = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const updated = await db.update(notifications).set({ isRead: true }).where(where).returning({
    id: notifications.id,
  });
  if (updated.length === 0) throw notFound("Notification");
  const [notification] = await select(db, where, 1, locale);
  return notification!;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: DbOrTx, userId: number): Promise<MarkAllReadResult> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}
