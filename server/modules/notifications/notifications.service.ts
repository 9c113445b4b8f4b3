import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  type MarkAllReadResult,
  NOTIFICATION_LIST_LIMIT,
  type Notification,
} from "../../../contract/notifications.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";

const columns = {
  notification: notifications,
  actor: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImageUrl: users.profileImageUrl,
  },
};

type Row = {
  notification: typeof notifications.$inferSelect;
  actor: Notification["actionUser"];
};

function present({ notification: n, actor }: Row): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    relatedEntityId: n.relatedEntityId,
    relatedEntityType: n.relatedEntityType,
    actionUser: actor && actor.id != null ? actor : null,
  };
}

/** Notifications matching `where` with their actors, newest first (one query). */
async function select(db: DbOrTx, where: SQL | undefined, limit: number): Promise<Notification[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actionUserId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(present);
}

/** The user's newest notifications (at most NOTIFICATION_LIST_LIMIT), newest first. */
export function listNotifications(db: DbOrTx, userId: number): Promise<Notification[]> {
  return select(db, eq(notifications.userId, userId), NOTIFICATION_LIST_LIMIT);
}

/** Notifications by id as the API presents them, with their recipients (for delivery after commit). */
export async function loadNotificationsForDelivery(
  db: DbOrTx,
  ids: number[],
): Promise<(Notification & { userId: number; actionUserId: number | null })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actionUserId))
    .where(inArray(notifications.id, ids))
    .orderBy(notifications.id);
  return rows.map((row) => ({
    ...present(row),
    userId: row.notification.userId,
    actionUserId: row.notification.actionUserId,
  }));
}

/** Marks one of the user's notifications read; someone else's answers 404 like a missing one. */
export async function markNotificationRead(db: DbOrTx, userId: number, id: number): Promise<Notification> {
  const where = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const updated = await db.update(notifications).set({ isRead: true }).where(where).returning({
    id: notifications.id,
  });
  if (updated.length === 0) throw notFound("Notification");
  const [notification] = await select(db, where, 1);
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
