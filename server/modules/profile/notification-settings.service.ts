import { eq } from "drizzle-orm";
import type { NotificationSettings, UpdateNotificationSettings } from "../../../contract/profile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notificationSettings } from "../../db/schema.ts";

/** Every switch on: what a user without a saved row has (product rules §17). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  writeUpdateOnOwnItem: true,
  writeUpdateOnSubscribedItem: true,
  repliedToThreadCommented: true,
  repliedToUpdateWrote: true,
};

function present(row: typeof notificationSettings.$inferSelect | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  const { userId: _u, ...switches } = row;
  return switches;
}

/** The user's four comment-notification switches (all on when never saved). */
export async function getNotificationSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .limit(1);
  return present(row);
}

/** Saves one switch (creating the row on first change) and returns all four. */
export async function updateNotificationSettings(
  db: DbOrTx,
  userId: number,
  patch: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ ...DEFAULT_NOTIFICATION_SETTINGS, ...patch, userId })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: patch })
    .returning();
  return present(row);
}
