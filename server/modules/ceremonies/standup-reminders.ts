import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, projects, sprints, standupAnswers, standupReminders } from "../../db/schema.ts";
import { ceremonyRemindersOnSql } from "../notification-settings/slack-post-preferences.service.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";
import { utcDay } from "./ceremony-access.ts";

/** The UTC hour from which a day's standup reminders go out. */
export const STANDUP_REMINDER_HOUR = 9;
/** How often the reminder job runs. */
export const STANDUP_REMINDER_EVERY_MS = 15 * 60 * 1000;
/** Reminders per run at most; the next run takes the rest. */
const BATCH = 500;

/**
 * Once a day (from 09:00 UTC), reminds each participant of every active sprint who has not answered
 * today's standup, unless their 'Ceremony reminders' switch is off: an in-app notification, which
 * the dispatcher also posts to their chat workspace (same switch). A reminder is recorded per member,
 * sprint and day, so it goes out once. Runs under the job's advisory lock, inside its transaction.
 */
export async function sendStandupReminders(tx: DbOrTx, now = new Date()): Promise<number> {
  if (now.getUTCHours() < STANDUP_REMINDER_HOUR) return 0;
  const day = utcDay(now);
  const due = await tx.execute<{ sprint_id: number; user_id: number; name: string }>(sql`
    with people as (
      select ${sprints.id} as sprint_id, ${sprints.ownerId} as user_id from ${sprints} where ${sprints.status} = 'active'
      union select ${projects.sprintId}, ${projects.ownerId} from ${projects}
        inner join ${sprints} on ${sprints.id} = ${projects.sprintId} where ${sprints.status} = 'active'
      union select ${projects.sprintId}, ${projectMembers.userId} from ${projectMembers}
        inner join ${projects} on ${projects.id} = ${projectMembers.projectId}
        inner join ${sprints} on ${sprints.id} = ${projects.sprintId} where ${sprints.status} = 'active'
    )
    select p.sprint_id, p.user_id, s.name from people p
      inner join ${sprints} s on s.id = p.sprint_id
    where not exists (select 1 from ${standupAnswers} a where a.sprint_id = p.sprint_id
        and a.user_id = p.user_id and a.day = ${day})
      and not exists (select 1 from ${standupReminders} r where r.sprint_id = p.sprint_id
        and r.user_id = p.user_id and r.day = ${day})
      and ${ceremonyRemindersOnSql(sql`p.user_id`)}
    order by p.sprint_id, p.user_id
    limit ${BATCH}`);
  const rows = due.rows.map((r) => ({
    sprintId: Number(r.sprint_id),
    userId: Number(r.user_id),
    name: r.name,
  }));
  if (rows.length === 0) return 0;
  const marked = await tx
    .insert(standupReminders)
    .values(rows.map((r) => ({ sprintId: r.sprintId, userId: r.userId, day })))
    .onConflictDoNothing()
    .returning();
  const fresh = new Set(marked.map((m) => `${m.sprintId}:${m.userId}`));
  await createNotifications(
    tx,
    rows
      .filter((r) => fresh.has(`${r.sprintId}:${r.userId}`))
      .map((r) => ({
        userId: r.userId,
        ...notificationText.standupReminder(r.name),
        relatedEntityId: r.sprintId,
        relatedEntityType: "sprint",
        actionUserId: null,
      })),
  );
  return fresh.size;
}
