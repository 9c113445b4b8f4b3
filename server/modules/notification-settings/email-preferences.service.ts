import { eq, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_EMAIL_KINDS,
  EMAIL_KINDS,
  type EmailDelivery,
  type EmailKind,
  type EmailPreferences,
  type UpdateEmailPreferences,
} from "../../../contract/email.ts";
import type { DbOrTx } from "../../db/client.ts";
import { emailPreferences } from "../../db/schema.ts";

/*
 * Each person's email settings (`email_preferences`, product rules, email): the delivery of each
 * notification kind, the digest's zone and hour, when the last digest was made and whether their
 * mail bounces. Served by the email module's /api/user/email-preferences; read by its outbox,
 * worker and digest, and (the saved time zone) by reports and deadline reminders.
 */

/** The digest hour of a person who never chose one. */
export const DEFAULT_DIGEST_HOUR = 8;

type Row = typeof emailPreferences.$inferSelect;

/** Whether `type` is a kind people choose email for. */
export function isEmailKind(type: string): type is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(type);
}

/** The delivery of `kind` for someone whose saved choices are `saved` (defaults fill the gaps). */
export function deliveryOf(saved: Record<string, string> | undefined, kind: EmailKind): EmailDelivery {
  const value = saved?.[kind];
  return value === "off" || value === "immediately" || value === "digest" ? value : DEFAULT_EMAIL_KINDS[kind];
}

function present(row: Row | undefined): EmailPreferences {
  return {
    timeZone: row?.timeZone ?? null,
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    kinds: Object.fromEntries(EMAIL_KINDS.map((k) => [k, deliveryOf(row?.kinds, k)])) as Record<
      EmailKind,
      EmailDelivery
    >,
    bouncing: row?.bouncingAt ? { since: row.bouncingAt.toISOString(), error: row.bounceError } : null,
  };
}

/** The person's email settings (defaults when never saved) and whether their mail bounces. */
export async function getEmailPreferences(db: DbOrTx, userId: number): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
  return present(row);
}

/** The saved rows of several people at once (absent people have none). */
export async function emailPreferenceRows(db: DbOrTx, userIds: number[]): Promise<Map<number, Row>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(emailPreferences).where(inArray(emailPreferences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** SQL: the time zone user `userId` saved (email settings), else UTC. */
export const savedTimeZoneSql = (userId: number) =>
  sql`coalesce((select ${emailPreferences.timeZone} from ${emailPreferences} where ${emailPreferences.userId} = ${userId}), 'UTC')`;

/** Notes that the digests of `userIds` were made at `now` (one statement). */
export async function markDigestsMade(db: DbOrTx, userIds: number[], now: Date): Promise<void> {
  await db
    .insert(emailPreferences)
    .values(userIds.map((userId) => ({ userId, lastDigestAt: now })))
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { lastDigestAt: sql`excluded.last_digest_at` },
    });
}

/** Saves the fields present (kinds merge into the saved ones) and returns the whole settings. */
export async function updateEmailPreferences(
  db: DbOrTx,
  userId: number,
  patch: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  const kinds = Object.fromEntries(Object.entries(patch.kinds ?? {}).filter(([, v]) => v !== undefined));
  const set: Partial<typeof emailPreferences.$inferInsert> & { kinds?: unknown } = { updatedAt: new Date() };
  if (patch.timeZone !== undefined) set.timeZone = patch.timeZone;
  if (patch.digestHour !== undefined) set.digestHour = patch.digestHour;
  const [row] = await db
    .insert(emailPreferences)
    .values({
      userId,
      timeZone: patch.timeZone ?? null,
      digestHour: patch.digestHour ?? DEFAULT_DIGEST_HOUR,
      kinds,
    })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { ...set, kinds: sql`${emailPreferences.kinds} || ${JSON.stringify(kinds)}::jsonb` },
    })
    .returning();
  return present(row);
}

/** Turns one kind off for a person (the unsubscribe link). */
export async function turnKindOff(db: DbOrTx, userId: number, kind: EmailKind): Promise<void> {
  await updateEmailPreferences(db, userId, { kinds: { [kind]: "off" } });
}

/** Records a permanent failure of mail to the person (kept from the first one until a mail gets through). */
export async function markBouncing(db: DbOrTx, userId: number, error: string): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ userId, bouncingAt: new Date(), bounceError: error })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { bouncingAt: sql`coalesce(${emailPreferences.bouncingAt}, now())`, bounceError: error },
    });
}

/** Clears the bouncing mark once a mail to the person got through. */
export async function clearBouncing(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailPreferences)
    .set({ bouncingAt: null, bounceError: null })
    .where(sql`${emailPreferences.userId} = ${userId} and ${emailPreferences.bouncingAt} is not null`);
}
