import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { EmailKind } from "../../../contract/email.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type MailKind, type MailState, mailOutbox, users } from "../../db/schema.ts";
import { localeOf } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { isPermanentMailError, type Mail } from "../../platform/mail.ts";
import {
  clearBouncing,
  deliveryOf,
  emailPreferenceRows,
  markBouncing,
} from "../notification-settings/email-preferences.service.ts";
import { dedupeLines, loadMailLines } from "./mail-lines.ts";
import { type RenderedMail, renderNotificationMail, type UnsubscribeLink } from "./mail-render.ts";
import { BATCH_WINDOW_MS, MAIL_CHANNEL, registerMailWorker } from "./outbox.service.ts";
import { signUnsubscribeToken } from "./unsubscribe-token.ts";

/*
 * The mail worker (product rules, email), one in every process. Woken by NOTIFY after a commit that
 * queued mail, and by a slow poll for retries and batched notification emails coming due, it
 * claims due rows (state -> sending with a lease, FOR UPDATE SKIP LOCKED, committed at once),
 * sends each outside any transaction through the mailer (SMTP_URL, or the .eml outbox), then
 * records the outcome: sent; retry after base * 2^attempts; failed for good on an SMTP 5xx or after
 * MAX_MAIL_ATTEMPTS (marked on the row and on the person: 'Mail to this address is bouncing'). A
 * claim whose process died is due again once its lease has passed.
 */

/** Attempts before a row fails for good. */
export const MAX_MAIL_ATTEMPTS = 6;

/** Timings (tests shorten them). */
export type MailWorkerOptions = {
  /** How often to look for due rows besides the wake-ups (ms). */
  pollMs?: number;
  /** The first retry's delay (ms); each further one doubles. */
  baseDelayMs?: number;
  /** How long a claim holds a row (ms); default MAIL_LEASE_SECONDS. */
  leaseMs?: number;
  /** Rows claimed (and sent at once) per pass. */
  batch?: number;
  /**
   * Send only when `flush` is called: no wake-ups, no poll (API tests, whose statement counts a
   * background claim would disturb).
   */
  manual?: boolean;
};

/** A running worker. */
export type MailWorker = {
  /** Looks for due rows now. */
  nudge: () => void;
  /** Sends everything due now and resolves when nothing due is left (tests, shutdown). */
  flush: () => Promise<void>;
  /** Stops after the sends in flight. */
  close: () => Promise<void>;
};

type Claimed = {
  id: number;
  to: string;
  kind: MailKind;
  userId: number | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  link: string | null;
  notificationIds: number[];
  attempts: number;
};

/** Starts the worker; registers its wake-up channel on the listener (call before it starts). */
export function startMailWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: MailWorkerOptions = {},
): MailWorker {
  const batchMs = ctx.config.mailBatchSeconds * 1000;
  // A short batching window (MAIL_BATCH_SECONDS, e2e runs) needs a quicker look than every 10 s.
  const pollMs = options.pollMs ?? Math.min(10_000, Math.max(250, batchMs / 4));
  const baseDelayMs = options.baseDelayMs ?? 60_000;
  const leaseMs = options.leaseMs ?? ctx.config.mailLeaseSeconds * 1000;
  const batch = options.batch ?? 10;
  let closed = false;
  let draining: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!closed) {
        const rows = await claim(ctx.db, batch, leaseMs, batchMs);
        if (rows.length === 0) break;
        await Promise.all(
          rows.map((row) =>
            deliverOne(ctx, row, baseDelayMs).catch((err) =>
              log.error({ err, id: row.id }, "mail delivery failed"),
            ),
          ),
        );
      }
    } while (again && !closed);
  }

  function run(): Promise<void> {
    if (closed) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = drain()
      .catch((err) => log.error({ err }, "mail claim failed"))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Immediate | undefined;
  if (!options.manual) {
    ctx.listener.on(MAIL_CHANNEL, () => void run());
    // After a reconnect of the listener, wake-ups may have been missed.
    ctx.listener.onReconnect(() => void run());
    timer = setInterval(() => void run(), pollMs);
    timer.unref();
    // Rows left due by a previous process (a crash, a shutdown) go out as soon as this one is up.
    first = setImmediate(() => void run());
  }

  const worker: MailWorker = {
    nudge: () => void run(),
    flush: async () => {
      await run();
      while (draining) await draining;
    },
    close: async () => {
      closed = true;
      if (timer) clearInterval(timer);
      if (first) clearImmediate(first);
      await draining;
    },
  };
  registerMailWorker(ctx.db, worker);
  return worker;
}

/**
 * Leases up to `limit` due rows (or rows whose claim lapsed), oldest due first. A pending
 * notification row was written due BATCH_WINDOW_MS after it opened; MAIL_BATCH_SECONDS moves that.
 */
async function claim(db: Db, limit: number, leaseMs: number, batchMs: number): Promise<Claimed[]> {
  const shift = `${BATCH_WINDOW_MS - batchMs} milliseconds`;
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${mailOutbox} o
    set state = 'sending', locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    where o.id in (
      select id from ${mailOutbox}
      where (state = 'retry' and due_at <= now())
        or (state = 'pending' and kind <> 'notification' and due_at <= now())
        or (state = 'pending' and kind = 'notification' and due_at - ${shift}::interval <= now())
        or (state = 'sending' and locked_until < now())
      order by due_at, id
      limit ${limit}
      for update skip locked
    )
    returning o.id, o."to", o.kind, o.user_id, o.subject, o.text, o.html, o.headers, o.link,
      o.notification_ids, o.attempts`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    to: r.to as string,
    kind: r.kind as MailKind,
    userId: r.user_id == null ? null : Number(r.user_id),
    subject: r.subject as string | null,
    text: r.text as string | null,
    html: r.html as string | null,
    headers: (r.headers ?? {}) as Record<string, string>,
    link: r.link as string | null,
    notificationIds: (r.notification_ids ?? []) as number[],
    attempts: Number(r.attempts),
  }));
}

/** The unsubscribe link of `kind` for `userId`, with a fresh single-use token. */
export function unsubscribeLink(config: MailConfig, userId: number, kind: EmailKind): UnsubscribeLink {
  const token = signUnsubscribeToken(config.sessionSecret, userId, kind);
  return { kind, url: `${config.appUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}` };
}

/** What rendering mail needs of the configuration: links and the key of unsubscribe tokens. */
export type MailConfig = Pick<Config, "appUrl" | "sessionSecret">;

/**
 * A notification row's email as it leaves, worded then in the recipient's language and time zone:
 * its notifications still unread, still wanted at once and about what the recipient may still see,
 * without repeats; null when none is left (then nothing is sent).
 */
async function renderNotificationRow(ctx: AppContext, row: Claimed): Promise<RenderedMail | null> {
  if (row.userId === null) return null;
  const userId = row.userId;
  const [lines, saved, [person]] = await Promise.all([
    loadMailLines(ctx.db, row.notificationIds, ctx.config.appUrl),
    emailPreferenceRows(ctx.db, [userId]),
    ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId)),
  ]);
  const kinds = saved.get(userId)?.kinds;
  const timeZone = saved.get(userId)?.timeZone ?? "UTC";
  const left = dedupeLines(lines.filter((l) => !l.isRead && deliveryOf(kinds, l.kind) === "immediately"));
  if (left.length === 0) return null;
  const links = [...new Set(left.map((l) => l.kind))].map((k) => unsubscribeLink(ctx.config, userId, k));
  return renderNotificationMail(left, links, ctx.config.appUrl, localeOf(person?.language), timeZone);
}

async function deliverOne(ctx: AppContext, row: Claimed, baseDelayMs: number): Promise<void> {
  let mail: Mail;
  if (row.kind === "notification") {
    const rendered = await renderNotificationRow(ctx, row);
    if (!rendered) {
      await finish(ctx.db, row.id, "skipped");
      return;
    }
    mail = { to: row.to, ...rendered, outboxId: row.id };
    await ctx.db.execute(sql`
      update ${mailOutbox} set subject = ${mail.subject}, text = ${mail.text}, html = ${mail.html ?? null},
        headers = ${JSON.stringify(mail.headers ?? {})}::jsonb
      where id = ${row.id}`);
  } else {
    mail = {
      to: row.to,
      subject: row.subject ?? "",
      text: row.text ?? "",
      html: row.html ?? undefined,
      headers: row.headers,
      link: row.link ?? undefined,
      outboxId: row.id,
    };
  }
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    await recordFailure(ctx.db, row, err, baseDelayMs);
    return;
  }
  await finish(ctx.db, row.id, "sent");
  if (row.userId !== null) await clearBouncing(ctx.db, row.userId);
}

async function finish(db: Db, id: number, state: Extract<MailState, "sent" | "skipped">): Promise<void> {
  await db.execute(sql`
    update ${mailOutbox}
    set state = ${state}, locked_until = null, last_error = null,
      attempts = attempts + ${state === "sent" ? 1 : 0},
      sent_at = ${state === "sent" ? sql`now()` : sql`null`}
    where id = ${id}`);
}

async function recordFailure(db: Db, row: Claimed, err: unknown, baseDelayMs: number): Promise<void> {
  const error = ((err as Error)?.message || "Sending failed").slice(0, 500);
  const attempts = row.attempts + 1;
  if (isPermanentMailError(err) || attempts >= MAX_MAIL_ATTEMPTS) {
    await db.execute(sql`
      update ${mailOutbox}
      set state = 'failed', attempts = ${attempts}, last_error = ${error}, failed_at = now(), locked_until = null
      where id = ${row.id}`);
    if (row.userId !== null) await markBouncing(db, row.userId, error);
    return;
  }
  const delayMs = baseDelayMs * 2 ** row.attempts;
  await db.execute(sql`
    update ${mailOutbox}
    set state = 'retry', attempts = ${attempts}, last_error = ${error}, locked_until = null,
      due_at = now() + ${`${delayMs} milliseconds`}::interval
    where id = ${row.id}`);
}
