import { inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type MailKind, mailDigestItems, mailOutbox, notifications, users } from "../../db/schema.ts";
import type { Mail } from "../../platform/mail.ts";
import {
  deliveryOf,
  emailPreferenceRows,
  isEmailKind,
} from "../notification-settings/email-preferences.service.ts";

/*
 * The mail outbox (product rules, email). Whatever causes an email writes its row in its own
 * transaction: the row commits or rolls back with the cause, and the mail worker (mail-worker.ts)
 * of any process sends it afterwards. Nothing is sent from a request.
 */

/** PostgreSQL channel waking the mail workers once a transaction that queued mail has committed. */
export const MAIL_CHANNEL = "sb_mail";

/** How long an immediate notification email waits for others about the same task (ms). */
export const BATCH_WINDOW_MS = 2 * 60 * 1000;

/** How long sent and skipped outbox rows are kept (days); failed ones stay for the operator. */
export const KEEP_SENT_DAYS = 30;

/** Deletes sent and skipped outbox rows older than KEEP_SENT_DAYS (a scheduled job); returns how many. */
export async function purgeSentMail(tx: DbOrTx): Promise<number> {
  const gone = await tx.execute(sql`
    delete from ${mailOutbox}
    where state in ('sent', 'skipped') and created_at < now() - ${`${KEEP_SENT_DAYS} days`}::interval`);
  return gone.rowCount ?? 0;
}

/** Queues a prepared email (password reset, invitation) and wakes the workers after the commit. */
export async function enqueueMail(
  tx: DbOrTx,
  kind: Exclude<MailKind, "notification" | "digest">,
  mail: Mail & { userId?: number | null },
): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    kind,
    userId: mail.userId ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
    link: mail.link ?? null,
  });
  await wakeMailWorkers(tx);
}

/** A NOTIFY sent in the transaction: delivered after its commit, never after a rollback. */
export async function wakeMailWorkers(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

/** What enqueueNotificationMails needs of a notification just inserted. */
export type NotificationForMail = {
  id: number;
  userId: number;
  type: string;
  relatedEntityType: string | null;
  relatedEntityId: number | null;
};

/**
 * Queues the email of notifications just created, in their transaction, per each recipient's
 * choice for the kind: `immediately` joins (or opens) the recipient's pending email about the same
 * task, due two minutes after it was opened; `digest` waits for the daily digest; `off` (and kinds
 * nobody chooses) sends nothing. Three statements at most, whatever the number of notifications.
 */
export async function enqueueNotificationMails(tx: DbOrTx, created: NotificationForMail[]): Promise<void> {
  const mailable = created.filter((n) => isEmailKind(n.type));
  if (mailable.length === 0) return;
  const userIds = [...new Set(mailable.map((n) => n.userId))];
  const [saved, emails] = await Promise.all([
    emailPreferenceRows(tx, userIds),
    tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
  ]);
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));
  const groups = new Map<string, { userId: number; taskId: number | null; ids: number[] }>();
  const digest: { notificationId: number; userId: number }[] = [];
  for (const n of mailable) {
    if (!isEmailKind(n.type) || !emailOf.has(n.userId)) continue;
    const delivery = deliveryOf(saved.get(n.userId)?.kinds, n.type);
    if (delivery === "digest") digest.push({ notificationId: n.id, userId: n.userId });
    if (delivery !== "immediately") continue;
    const taskId = n.relatedEntityType === "task" ? n.relatedEntityId : null;
    const key = taskId === null ? `n:${n.userId}:n${n.id}` : `n:${n.userId}:${taskId}`;
    const group = groups.get(key) ?? { userId: n.userId, taskId, ids: [] };
    group.ids.push(n.id);
    groups.set(key, group);
  }
  if (digest.length > 0) await tx.insert(mailDigestItems).values(digest).onConflictDoNothing();
  if (groups.size === 0) return;
  const rows = [...groups].map(([key, g]) => ({
    to: emailOf.get(g.userId)!,
    user_id: g.userId,
    task_id: g.taskId,
    group_key: key,
    ids: g.ids,
  }));
  // One pending row per (person, task): a later notification within the window joins it.
  await tx.execute(sql`
    insert into ${mailOutbox} ("to", kind, user_id, task_id, group_key, notification_ids, due_at)
    select v."to", 'notification', v.user_id, v.task_id, v.group_key, v.ids,
      now() + ${`${BATCH_WINDOW_MS} milliseconds`}::interval
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v("to" text, user_id int, task_id int, group_key text, ids jsonb)
    on conflict (group_key) where state = 'pending' and group_key is not null
    do update set notification_ids = ${mailOutbox}.notification_ids || excluded.notification_ids`);
}

/**
 * Queues email again for notifications whose text changed in place (a watcher's folded
 * `task_changed`): one that still waits in a pending email is simply there (an id is mailed once);
 * one whose email already left gets a new one. One query plus enqueueNotificationMails.
 */
export async function enqueueMailForNotificationIds(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      relatedEntityType: notifications.relatedEntityType,
      relatedEntityId: notifications.relatedEntityId,
    })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  await enqueueNotificationMails(tx, rows);
}

const workers = new WeakMap<Db, { flush: () => Promise<void> }>();

/** Remembers the mail worker of the app on `db` (mail-worker.ts), for flushMailOutbox. */
export function registerMailWorker(db: Db, worker: { flush: () => Promise<void> }): void {
  workers.set(db, worker);
}

/** Sends what is due now through the mail worker of the app on `db` and waits for it (tests). */
export async function flushMailOutbox(db: Db): Promise<void> {
  await workers.get(db)?.flush();
}
