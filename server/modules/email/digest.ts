import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { emailPreferences, mailDigestItems, mailOutbox, users } from "../../db/schema.ts";
import { localeOf } from "../../i18n/index.ts";
import {
  DEFAULT_DIGEST_HOUR,
  deliveryOf,
  markDigestsMade,
} from "../notification-settings/email-preferences.service.ts";
import { loadMailLines } from "./mail-lines.ts";
import { renderDigestMail } from "./mail-render.ts";
import { type MailConfig, unsubscribeLink } from "./mail-worker.ts";
import { wakeMailWorkers } from "./outbox.service.ts";

/*
 * The daily digest (product rules, email). A scheduled job runs every few minutes (one process per
 * run, under an advisory lock) and, for each person with notifications waiting for it, checks the
 * local time in their zone (UTC until they save one): once their digest hour has come today and no
 * digest was made today, everything waiting becomes one outbox row, and the waiting items go.
 */

/** How often the digest job looks for people whose hour has come. */
export const DIGEST_EVERY_MS = 5 * 60 * 1000;

/** The local calendar day (YYYY-MM-DD) and hour of `at` in `zone`. */
export function localDayAndHour(at: Date, zone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}

/** Whether a person's digest is due at `now`: their hour has come today and none was made today. */
export function isDigestDue(now: Date, zone: string, hour: number, last: Date | null): boolean {
  const local = localDayAndHour(now, zone);
  if (local.hour < hour) return false;
  return last === null || localDayAndHour(last, zone).day < local.day;
}

/**
 * Queues the digests due at `now` (injectable for tests): one outbox row per person, listing every
 * notification kept for the digest since the last one. Returns how many were queued. A constant
 * number of statements, whatever the number of people.
 */
export async function queueDueDigests(config: MailConfig, tx: DbOrTx, now = new Date()): Promise<number> {
  const waiting = await tx
    .selectDistinct({
      userId: mailDigestItems.userId,
      email: users.email,
      language: users.language,
      timeZone: emailPreferences.timeZone,
      digestHour: emailPreferences.digestHour,
      lastDigestAt: emailPreferences.lastDigestAt,
      kinds: emailPreferences.kinds,
    })
    .from(mailDigestItems)
    .innerJoin(users, eq(users.id, mailDigestItems.userId))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, mailDigestItems.userId));
  const due = waiting.filter((p) =>
    isDigestDue(now, p.timeZone ?? "UTC", p.digestHour ?? DEFAULT_DIGEST_HOUR, p.lastDigestAt),
  );
  if (due.length === 0) return 0;
  const dueIds = due.map((p) => p.userId);
  const items = await tx
    .delete(mailDigestItems)
    .where(inArray(mailDigestItems.userId, dueIds))
    .returning({ notificationId: mailDigestItems.notificationId, userId: mailDigestItems.userId });
  const lines = await loadMailLines(
    tx,
    items.map((i) => i.notificationId),
    config.appUrl,
  );
  const rows: (typeof mailOutbox.$inferInsert)[] = [];
  for (const person of due) {
    // A kind moved to `off` or `immediately` since it was kept is left out.
    const mine = lines.filter(
      (l) => l.userId === person.userId && deliveryOf(person.kinds ?? undefined, l.kind) === "digest",
    );
    if (mine.length === 0) continue;
    const links = [...new Set(mine.map((l) => l.kind))].map((k) => unsubscribeLink(config, person.userId, k));
    const mail = renderDigestMail(
      mine,
      links,
      config.appUrl,
      localeOf(person.language),
      person.timeZone ?? "UTC",
    );
    rows.push({ to: person.email, kind: "digest", userId: person.userId, ...mail });
  }
  await markDigestsMade(tx, dueIds, now);
  if (rows.length === 0) return 0;
  await tx.insert(mailOutbox).values(rows);
  await wakeMailWorkers(tx);
  return rows.length;
}
