import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import { localeOf } from "../../i18n/index.ts";
import { enqueueNotificationMails } from "../email/outbox.service.ts";
import { wordNotification } from "./notice-words.ts";

/**
 * A notification to create for one user; its `content` (from messages.ts) is what it says, worded
 * when read; its title and message are stored in the recipient's language as a fallback.
 */
export type NewNotification = typeof notifications.$inferInsert;

/**
 * The rows as stored: the title and message of each with content written in its recipient's language
 * (the account's; English when unset), the recipients' languages read in one query.
 */
async function inRecipientsLanguage(
  db: DbOrTx,
  items: NewNotification[],
): Promise<(typeof notifications.$inferInsert)[]> {
  const ids = [...new Set(items.filter((n) => n.content).map((n) => n.userId))];
  const languages: Map<number, string | null> =
    ids.length === 0
      ? new Map<number, string | null>()
      : new Map(
          (
            await db
              .select({ id: users.id, language: users.language })
              .from(users)
              .where(inArray(users.id, ids))
          ).map((u) => [u.id, u.language]),
        );
  return items.map((row) => {
    const locale = localeOf(languages.get(row.userId));
    if (!row.content) return row;
    const words = wordNotification(row.content, locale);
    return { ...row, title: words.title.slice(0, 255), message: words.message };
  });
}

/** PostgreSQL channel announcing committed notifications to this process's dispatcher. */
export const NOTIFICATIONS_CHANNEL = "sb_notifications";

/** How long a batch waits for its commit before it is forgotten (a rollback never announces it). */
const PENDING_TTL_MS = 10 * 60 * 1000;

/**
 * Batches created by this process and not yet delivered: token -> notification ids. The token
 * travels in a NOTIFY sent inside the creating transaction, which PostgreSQL delivers only after
 * the commit (and never after a rollback). That is the after-commit hook: the dispatcher (see
 * dispatch.ts) of the process holding the token claims the batch, so each batch is pushed to
 * sockets and the chat workspace once, even when several processes listen on one database.
 */
const pending = new Map<string, { ids: number[]; expiresAt: number }>();

/** Takes the batch of `token` if this process created it; returns its ids, else null. */
export function claimPendingBatch(token: string): number[] | null {
  const entry = pending.get(token);
  if (!entry) return null;
  pending.delete(token);
  return entry.ids;
}

function forgetExpired(now: number): void {
  // Insertion order is creation order: stop at the first live entry.
  for (const [token, entry] of pending) {
    if (entry.expiresAt > now) break;
    pending.delete(token);
  }
}

/**
 * Stores notifications, skipping any addressed to the user who acted (never notify one's own act).
 * Once the caller's transaction commits, the recipients' open sockets get a `notification` event
 * and, per their /settings switches, their chat-workspace channel gets a message (dispatch.ts). Their
 * email is queued in the same transaction (email/outbox.service.ts enqueueNotificationMails).
 * Returns the rows created (id, recipient, what they are about).
 */
export async function createNotifications(
  db: DbOrTx,
  items: NewNotification[],
): Promise<
  {
    id: number;
    userId: number;
    type: string;
    relatedEntityType: string | null;
    relatedEntityId: number | null;
  }[]
> {
  const wanted = items.filter((n) => n.actionUserId == null || n.actionUserId !== n.userId);
  if (wanted.length === 0) return [];
  const rows = await inRecipientsLanguage(db, wanted);
  const created = await db.insert(notifications).values(rows).returning({
    id: notifications.id,
    userId: notifications.userId,
    type: notifications.type,
    relatedEntityType: notifications.relatedEntityType,
    relatedEntityId: notifications.relatedEntityId,
  });
  // Their email, per each recipient's choice for the kind, in this same transaction.
  await enqueueNotificationMails(db, created);
  await announceNotifications(
    db,
    created.map((r) => r.id),
  );
  return created;
}

/**
 * Delivers notifications `ids` again once the caller's transaction commits, as createNotifications
 * does for new ones: for a notification whose text was updated in place (a watcher's `task_changed`
 * that folds a later change into it, watchers/watch-notices.ts).
 */
export async function announceNotifications(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = Date.now();
  forgetExpired(now);
  const token = randomBytes(12).toString("base64url");
  pending.set(token, { ids, expiresAt: now + PENDING_TTL_MS });
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${token})`);
}
