import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { dueDeadlineSql } from "../../db/due-days.ts";
import { boards, emailPreferences, projects, tasks } from "../../db/schema.ts";
import { notificationText } from "./messages.ts";
import { createNotifications } from "./notify.ts";

/** How far ahead a due date counts as "due soon" for a reminder (product rules §9). */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Reminders sent per run at most; the next run takes the rest. */
const BATCH = 500;

/** A stored due date lies this far at most from the end of its day in any zone (UTC-12 to UTC+14). */
const ZONE_SLACK_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Creates one `deadline_reminder` for the assignee of every open task whose due day ends within the
 * next 24 hours that has not had one, and marks the task (`reminderSentAt`) in the same transaction,
 * so a task is reminded at most once. A due date is a day (product rules, tasks): its deadline is the
 * end of that day (24:00) in the assignee's time zone (their saved email time zone, else UTC), so
 * the reminder comes at the start of the due day there. Runs under the job's advisory lock, inside
 * its transaction.
 */
export async function sendDeadlineReminders(tx: DbOrTx, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_WINDOW_MS);
  const deadline = dueDeadlineSql(tasks.dueDate, sql`coalesce(${emailPreferences.timeZone}, 'UTC')`);
  const due = await tx
    .select({
      id: tasks.id,
      title: tasks.title,
      assignedTo: tasks.assignedTo,
      deadline: sql<Date>`${deadline}`.mapWith((v) => new Date(v)),
      projectName: projects.name,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, tasks.assignedTo))
    .where(
      and(
        isNotNull(tasks.assignedTo),
        isNull(tasks.completedAt),
        isNull(tasks.reminderSentAt),
        // The index on due_date narrows the rows; the deadline in the assignee's zone decides.
        gt(tasks.dueDate, new Date(now.getTime() - ZONE_SLACK_MS)),
        lte(tasks.dueDate, new Date(until.getTime() + ZONE_SLACK_MS)),
        sql`${deadline} > ${now.toISOString()}::timestamptz`,
        sql`${deadline} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(tasks.dueDate))
    .limit(BATCH);
  if (due.length === 0) return 0;
  const marked = await tx
    .update(tasks)
    // A reminder is not an edit: the task keeps its updatedAt (recent-task lists sort by it).
    .set({ reminderSentAt: now, updatedAt: sql`${tasks.updatedAt}` })
    .where(
      and(
        inArray(
          tasks.id,
          due.map((t) => t.id),
        ),
        isNull(tasks.reminderSentAt),
      ),
    )
    .returning({ id: tasks.id });
  const markedIds = new Set(marked.map((t) => t.id));
  const reminders = due.filter((t) => markedIds.has(t.id));
  await createNotifications(
    tx,
    reminders.map((t) => ({
      userId: t.assignedTo!,
      ...notificationText.deadlineReminder(
        t.title,
        t.projectName,
        dueIn(t.deadline.getTime() - now.getTime()),
      ),
      relatedEntityId: t.id,
      relatedEntityType: "task",
      actionUserId: null,
    })),
  );
  return reminders.length;
}

/** Whole hours until the due time (0: less than an hour), which the message words per language. */
function dueIn(ms: number): number {
  return Math.max(0, Math.floor(ms / (60 * 60 * 1000)));
}
