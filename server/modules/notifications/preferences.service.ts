import { eq, inArray } from "drizzle-orm";
import type {
  NotificationPreferenceKey,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from "../../../contract/notifications.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema.ts";

/** Every switch on: what a user without a saved row has (product rules §12). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  taskAssignments: true,
  taskCompletions: true,
  projectUpdates: true,
  commentMentions: true,
  deadlineReminders: true,
  ceremonyReminders: true,
};

/** Which /settings switch decides whether a notification type also goes to the chat workspace. */
const SWITCH_OF_TYPE: Record<string, NotificationPreferenceKey> = {
  task_assigned: "taskAssignments",
  task_completed: "taskCompletions",
  project_assigned: "projectUpdates",
  task_reply: "commentMentions",
  task_message_reply: "commentMentions",
  comment_mention: "commentMentions",
  chat_mention: "commentMentions",
  deadline_reminder: "deadlineReminders",
  standup_reminder: "ceremonyReminders",
};

/** The switch governing a notification type, or null when the type is never posted to the chat workspace. */
export function preferenceForType(type: string): NotificationPreferenceKey | null {
  return SWITCH_OF_TYPE[type] ?? null;
}

function present(row: typeof notificationPreferences.$inferSelect | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  const { userId: _u, ...switches } = row;
  return switches;
}

/** The user's switches (all on when never saved). */
export async function getNotificationPreferences(
  db: DbOrTx,
  userId: number,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return present(row);
}

/** The switches of several users at once (missing users get the defaults). */
export async function preferencesOf(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, NotificationPreferences>> {
  const result = new Map<number, NotificationPreferences>(
    userIds.map((id) => [id, { ...DEFAULT_PREFERENCES }]),
  );
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  for (const row of rows) result.set(row.userId, present(row));
  return result;
}

/** Saves one switch (creating the row on first change) and returns them all. */
export async function updateNotificationPreferences(
  db: DbOrTx,
  userId: number,
  patch: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...patch, userId })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: patch })
    .returning();
  return present(row);
}
