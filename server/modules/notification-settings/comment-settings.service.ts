import { eq, inArray } from "drizzle-orm";
import type { NotificationSettings, UpdateNotificationSettings } from "../../../contract/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { commentNotificationSettings } from "../../db/schema.ts";

/*
 * The four comment-notification switches of the profile page (`notification_settings`, product
 * rules §9): which comments on one's tasks and threads notify one at all. Served by the profile
 * module's /api/user/notification-settings; read by the comments module's notices.
 */

/** Every switch on: what a user without a saved row has (product rules §17). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  writeUpdateOnOwnItem: true,
  writeUpdateOnSubscribedItem: true,
  repliedToThreadCommented: true,
  repliedToUpdateWrote: true,
};

/** One of the four switches. */
export type CommentSwitch = keyof NotificationSettings;

function present(row: typeof commentNotificationSettings.$inferSelect | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  const { userId: _u, ...switches } = row;
  return switches;
}

/** The user's four comment-notification switches (all on when never saved). */
export async function getNotificationSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(commentNotificationSettings)
    .where(eq(commentNotificationSettings.userId, userId))
    .limit(1);
  return present(row);
}

/** The switches of several users at once, in one query (a user who never saved them has all on). */
export async function commentSettingsOf(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, NotificationSettings>> {
  const result = new Map<number, NotificationSettings>(
    userIds.map((id) => [id, { ...DEFAULT_NOTIFICATION_SETTINGS }]),
  );
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(commentNotificationSettings)
    .where(inArray(commentNotificationSettings.userId, userIds));
  for (const row of rows) result.set(row.userId, present(row));
  return result;
}

/** Saves one switch (creating the row on first change) and returns all four. */
export async function updateNotificationSettings(
  db: DbOrTx,
  userId: number,
  patch: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(commentNotificationSettings)
    .values({ ...DEFAULT_NOTIFICATION_SETTINGS, ...patch, userId })
    .onConflictDoUpdate({ target: commentNotificationSettings.userId, set: patch })
    .returning();
  return present(row);
}
