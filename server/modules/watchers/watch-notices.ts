import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { mentionName } from "../../../contract/chat.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  boards,
  notifications,
  projectMembers,
  projects,
  taskChangeNotices,
  tasks,
  taskWatchers,
  users,
  type WatchedChange,
} from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { localeOf } from "../../i18n/index.ts";
import { enqueueMailForNotificationIds } from "../email/outbox.service.ts";
import {
  type NoticeActor,
  type NotificationText,
  notificationText,
  wordNotification,
} from "../notifications/messages.ts";
import { announceNotifications, createNotifications } from "../notifications/notify.ts";
import { ownerColumnsSql, toColumns } from "../statuses/status-columns.ts";
import { mergeChanges, noticeChanges, WATCHED_FIELDS } from "./watch-messages.ts";

/** Changes by one person to one task within this long fold into one unread notification. */
export const FOLD_WINDOW_MS = 2 * 60 * 1000;

/** One act on a task, as notifyWatchers takes it (the history's change set). */
export type TaskChange = {
  taskId: number;
  projectId: number;
  /** Who acted: never told of their own act. */
  /** Null for a change no person made (a repository connection's move). */
  actorId: number | null;
  /** How the notice names who acted, when not by the person's name (an integration's act). */
  actor?: NoticeActor;
  /** The fields changed; only status, assignedTo, dueDate, comment and attachment are told. */
  changes: readonly { field: string; from?: unknown; to?: unknown }[];
};

type Recipient = { taskId: number; userId: number };

/**
 * Tells the watchers of each task what someone else changed (`task_changed`, product rules
 * 'Watchers'), in the caller's transaction and in a fixed number of statements however many tasks.
 * Told: watchers with `watching`, who can still see the task (its project's owner or members), but
 * never the actor, and not one who got another notification about the task in this same transaction
 * (a new assignee's `task_assigned`, a creator's comment notice): call it after those. A watcher's
 * unread `task_changed` from the same actor about the same task created less than FOLD_WINDOW_MS ago
 * is updated (message and time) instead of a second one, under a lock per task.
 */
export async function notifyWatchers(tx: DbOrTx, input: TaskChange | readonly TaskChange[]): Promise<void> {
  const acts = mergeActs(Array.isArray(input) ? input : [input as TaskChange]);
  if (acts.size === 0) return;
  const taskIds = [...acts.keys()].sort((a, b) => a - b);
  const rows = await watcherRows(tx, taskIds);
  let recipients: Recipient[] = rows.filter((r) => r.userId !== acts.get(r.taskId)!.actorId);
  if (recipients.length === 0) return;
  const told = await toldInThisTransaction(tx, recipients, acts);
  recipients = recipients.filter((r) => !told.has(`${r.taskId}:${r.userId}`));
  if (recipients.length === 0) return;

  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.taskWatchNotices}, t)
    from (select unnest(${`{${taskIds.join(",")}}`}::int[]) as t order by 1) as locked`);
  const now = new Date();
  const folding = await foldable(tx, recipients, acts, new Date(now.getTime() - FOLD_WINDOW_MS));
  const info = new Map(rows.map((r) => [r.taskId, r]));
  const names = await userNames(tx, acts, recipients);

  const updates: { id: number; userId: number; content: NotificationText; changes: WatchedChange[] }[] = [];
  const inserts: { taskId: number; userId: number; content: NotificationText; changes: WatchedChange[] }[] =
    [];
  for (const r of recipients) {
    const act = acts.get(r.taskId)!;
    const task = info.get(r.taskId)!;
    const earlier = folding.get(`${r.taskId}:${r.userId}`);
    const changes = mergeChanges(earlier?.changes ?? [], act.changes);
    const actorName = act.actorId !== null ? (names.get(act.actorId)?.name ?? null) : null;
    const content = notificationText.taskChanged(
      act.actor ?? (actorName ? { name: actorName } : null),
      { key: task.key, title: task.title },
      noticeChanges(changes, toColumns(task.columns), names),
    );
    if (earlier) updates.push({ id: earlier.id, userId: r.userId, content, changes });
    else inserts.push({ ...r, content, changes });
  }

  const notices: { id: number; changes: WatchedChange[] }[] = [...updates];
  if (updates.length > 0) {
    // Each folded notice says all its changes now, its words in its recipient's language.
    const worded = updates.map((u) => {
      const words = wordNotification(u.content.content, localeOf(names.get(u.userId)?.language));
      return {
        id: u.id,
        title: words.title.slice(0, 255),
        message: words.message,
        content: u.content.content,
      };
    });
    await tx.execute(sql`update ${notifications} set title = v.title, message = v.message, content = v.content,
        created_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(worded)}::jsonb) as v(id int, title text, message text, content jsonb)
      where ${notifications.id} = v.id`);
    const ids = updates.map((u) => u.id);
    await announceNotifications(tx, ids);
    // Its email: the pending one carries the new text; one already sent gets a successor.
    await enqueueMailForNotificationIds(tx, ids);
  }
  const created = await createNotifications(
    tx,
    inserts.map((n) => ({
      userId: n.userId,
      ...n.content,
      relatedEntityId: n.taskId,
      relatedEntityType: "task",
      actionUserId: acts.get(n.taskId)!.actorId,
      createdAt: now,
    })),
  );
  for (const row of created) {
    const made = inserts.find((n) => n.userId === row.userId && n.taskId === row.relatedEntityId);
    if (made) notices.push({ id: row.id, changes: made.changes });
  }
  if (notices.length > 0) {
    await tx
      .insert(taskChangeNotices)
      .values(notices.map((n) => ({ notificationId: n.id, changes: n.changes })))
      .onConflictDoUpdate({
        target: taskChangeNotices.notificationId,
        set: { changes: sql`excluded.changes` },
      });
  }
}

type Act = { actorId: number | null; actor?: NoticeActor; changes: WatchedChange[] };

/** The acts by task, keeping only the watched fields (several acts on one task fold together). */
function mergeActs(input: readonly TaskChange[]): Map<number, Act> {
  const acts = new Map<number, Act>();
  for (const item of input) {
    const changes = item.changes
      .filter((c) => WATCHED_FIELDS.has(c.field))
      .map((c) => ({ field: c.field, from: c.from ?? null, to: c.to ?? null }));
    if (changes.length === 0) continue;
    const seen = acts.get(item.taskId);
    acts.set(item.taskId, {
      actorId: item.actorId,
      actor: item.actor ?? seen?.actor,
      changes: seen ? mergeChanges(seen.changes, changes) : mergeChanges([], changes),
    });
  }
  return acts;
}

/** The watching people of the tasks who can still see them, with each task's key, title and columns. */
async function watcherRows(tx: DbOrTx, taskIds: number[]) {
  return tx
    .select({
      taskId: taskWatchers.taskId,
      userId: taskWatchers.userId,
      key: taskKeySql,
      title: tasks.title,
      columns: ownerColumnsSql(projects.ownerId),
    })
    .from(taskWatchers)
    .innerJoin(tasks, eq(tasks.id, taskWatchers.taskId))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(
      and(
        inArray(taskWatchers.taskId, taskIds),
        eq(taskWatchers.watching, true),
        sql`(${taskWatchers.userId} = ${projects.ownerId} or exists (select 1 from ${projectMembers}
          where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${taskWatchers.userId}))`,
      ),
    );
}

/** SQL: (task, actor) is one of the acts'. */
function actsCondition(acts: Map<number, Act>): SQL {
  const pairs = [...acts].map(
    ([taskId, act]) =>
      sql`(${notifications.relatedEntityId} = ${taskId}::int and ${notifications.actionUserId} is not distinct from ${act.actorId}::int)`,
  );
  return sql`(${sql.join(pairs, sql` or `)})`;
}

/**
 * `task:user` of the recipients who got another notification about the task from its actor in this
 * transaction (its rows carry the transaction's `now()` as their creation time).
 */
async function toldInThisTransaction(tx: DbOrTx, recipients: Recipient[], acts: Map<number, Act>) {
  const rows = await tx
    .select({ taskId: notifications.relatedEntityId, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(recipients.map((r) => r.userId))]),
        sql`${notifications.createdAt} = now()`,
        eq(notifications.relatedEntityType, "task"),
        ne(notifications.type, "task_changed"),
        actsCondition(acts),
      ),
    );
  return new Set(rows.map((r) => `${r.taskId}:${r.userId}`));
}

/** By `task:user`, the newest unread `task_changed` from the act's actor since `since`, with its changes. */
async function foldable(tx: DbOrTx, recipients: Recipient[], acts: Map<number, Act>, since: Date) {
  const rows = await tx
    .select({
      id: notifications.id,
      taskId: notifications.relatedEntityId,
      userId: notifications.userId,
      changes: taskChangeNotices.changes,
    })
    .from(notifications)
    .leftJoin(taskChangeNotices, eq(taskChangeNotices.notificationId, notifications.id))
    .where(
      and(
        inArray(notifications.userId, [...new Set(recipients.map((r) => r.userId))]),
        eq(notifications.type, "task_changed"),
        eq(notifications.relatedEntityType, "task"),
        eq(notifications.isRead, false),
        sql`${notifications.createdAt} > ${since.toISOString()}::timestamptz`,
        actsCondition(acts),
      ),
    )
    .orderBy(notifications.createdAt, notifications.id);
  const found = new Map<string, { id: number; changes: WatchedChange[] }>();
  // Oldest first: the newest of a pair wins.
  for (const r of rows) found.set(`${r.taskId}:${r.userId}`, { id: r.id, changes: r.changes ?? [] });
  return found;
}

/**
 * Names of the actors and of the people the changes assign or unassign, and the recipients'
 * languages (one query).
 */
async function userNames(
  tx: DbOrTx,
  acts: Map<number, Act>,
  recipients: Recipient[],
): Promise<Map<number, { name: string; language: string | null }>> {
  const ids = new Set(recipients.map((r) => r.userId));
  for (const act of acts.values()) {
    if (act.actorId !== null) ids.add(act.actorId);
    for (const c of act.changes) {
      if (c.field !== "assignedTo") continue;
      if (c.to != null) ids.add(Number(c.to));
      if (c.from != null) ids.add(Number(c.from));
    }
  }
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, { name: mentionName(u), language: u.language }]));
}
