import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type {
  NotificationPreferenceKey,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from "../../../contract/notifications.ts";
import type { DbOrTx } from "../../db/client.ts";
import { slackPostPreferences } from "../../db/schema.ts";

/*
 * The six /settings switches (`notification_preferences`, product rules §9): which kinds of
 * notification are also posted to the chat workspace (Slack). 'Comment mentions' off also stops
 * the in-app chat mention (§23), 'ceremony reminders' off the in-app standup reminder (§22).
 * Served by the notifications module's /api/user/notification-preferences; read by its dispatcher,
 * by chat mentions and by the standup reminders.
 */

/** Every switch on: what a user without a saved row has (product rules §12). */
export const DEFAULT_SLACK_POST_PREFERENCES: NotificationPreferences = {
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
export function slackSwitchOfType(type: string): NotificationPreferenceKey | null {
  return SWITCH_OF_TYPE[type] ?? null;
}

function present(row: typeof slackPostPreferences.$inferSelect | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_SLACK_POST_PREFERENCES };
  const { userId: _u, ...switches } = row;
  return switches;
}

/** The user's switches (all on when never saved). */
export async function getSlackPostPreferences(db: DbOrTx, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(slackPostPreferences)
    .where(eq(slackPostPreferences.userId, userId))
    .limit(1);
  return present(row);
}

/** The switches of several users at once (missing users get the defaults). */
export async function slackPostPreferencesOf(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, NotificationPreferences>> {
  const result = new Map<number, NotificationPreferences>(
    userIds.map((id) => [id, { ...DEFAULT_SLACK_POST_PREFERENCES }]),
  );
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(slackPostPreferences)
    .where(inArray(slackPostPreferences.userId, userIds));
  for (const row of rows) result.set(row.userId, present(row));
  return result;
}

/** Saves one switch (creating the row on first change) and returns them all. */
export async function updateSlackPostPreferences(
  db: DbOrTx,
  userId: number,
  patch: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(slackPostPreferences)
    .values({ ...DEFAULT_SLACK_POST_PREFERENCES, ...patch, userId })
    .onConflictDoUpdate({ target: slackPostPreferences.userId, set: patch })
    .returning();
  return present(row);
}

/** SQL: whether user `userId` (a column or value) left 'ceremony reminders' on (on when never saved). */
export const ceremonyRemindersOnSql = (userId: SQL): SQL =>
  sql`coalesce((select ${slackPostPreferences.ceremonyReminders} from ${slackPostPreferences}
        where ${slackPostPreferences.userId} = ${userId}), true)`;
