import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertPublicTarget, guardedLookup } from "./target-guard.ts";

/*
 * The webhook delivery worker (product rules §28), one in every process. It sends concurrently: up
 * to `concurrency` requests at once, at most `perTarget` of them to one URL, and claims more rows as
 * soon as a send ends, so a slow or dead receiver holds only its own slots. A claim takes rows with
 * a lease (UPDATE ... FOR UPDATE SKIP LOCKED), so processes never take the same row; sends them
 * outside any transaction; then records the answer: 2xx delivered, anything else a retry after
 * base * 2^attempts, failed after MAX_ATTEMPTS. A row whose process died is claimed again once its
 * lease runs out; a closing process finishes the sends in flight first.
 */

export const MAX_ATTEMPTS = 8;

export type WebhookWorkerOptions = {
  /** How often to look for due deliveries (ms). */
  pollMs?: number;
  /** The first retry's delay (ms); each further one doubles. */
  baseDelayMs?: number;
  /** How long a claim holds a row (ms). */
  leaseMs?: number;
  /** Requests in flight at once, in this process. */
  concurrency?: number;
  /** Requests in flight at once to one URL, in this process. */
  perTarget?: number;
  /** Time allowed for one request (ms). */
  timeoutMs?: number;
};

export type WebhookWorker = { close: () => Promise<void>; nudge: () => void };

type Claimed = {
  id: number;
  delivery: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  secret: string;
};

type Outcome = { ok: boolean; statusCode: number | null; error: string | null };

/** The body as sent: `id` (the delivery uuid) first, then the stored payload. */
export function deliveryBody(delivery: string, payload: Record<string, unknown>): string {
  const { event, occurredAt, project, ...rest } = payload;
  return JSON.stringify({ id: delivery, event, occurredAt, project, ...rest });
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Starts the worker; `close` stops it after the sends in flight. */
export function startWebhookWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: WebhookWorkerOptions = {},
): WebhookWorker {
  const pollMs = options.pollMs ?? 1000;
  const baseDelayMs = options.baseDelayMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 16;
  const perTarget = options.perTarget ?? 2;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** Sends in flight, and how many go to each URL. */
  const sending = new Set<Promise<void>>();
  const perUrl = new Map<string, number>();
  /** The claim loop when it runs; `again` asks it for one more pass. */
  let filling: Promise<void> | null = null;
  let again = false;

  /** Claims rows for the free slots and starts their sends, until nothing more is due. */
  async function fill(): Promise<void> {
    while (!closed && sending.size < concurrency) {
      again = false;
      const rows = await claim(ctx, { limit: concurrency - sending.size, perTarget, perUrl, leaseMs });
      for (const row of rows) start(row);
      if (rows.length === 0 && !again) return;
    }
  }

  function start(row: Claimed): void {
    perUrl.set(row.url, (perUrl.get(row.url) ?? 0) + 1);
    const done = deliverOne(row)
      .catch((err) => log.error({ err }, "webhook delivery failed"))
      .finally(() => {
        sending.delete(done);
        const left = (perUrl.get(row.url) ?? 1) - 1;
        if (left === 0) perUrl.delete(row.url);
        else perUrl.set(row.url, left);
        run();
      });
    sending.add(done);
  }

  async function deliverOne(row: Claimed): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await send(ctx, row, timeoutMs);
    } catch (err) {
      outcome = { ok: false, statusCode: null, error: (err as Error).message || "Request failed" };
    }
    await record(ctx, row, outcome, baseDelayMs);
  }

  function schedule(delay: number): void {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      run();
      schedule(pollMs);
    }, delay);
    timer.unref();
  }

  function run(): void {
    if (closed) return;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch((err) => log.error({ err }, "webhook claim failed"))
      .finally(() => {
        filling = null;
        // A send that ended between the last claim and here asked for another pass.
        if (again) run();
      });
  }

  schedule(pollMs);
  return {
    nudge: () => schedule(0),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await filling;
      await Promise.all([...sending]);
    },
  };
}

type ClaimOptions = { limit: number; perTarget: number; perUrl: Map<string, number>; leaseMs: number };

/**
 * Leases up to `limit` due rows, oldest first, taking from each URL only what its free slots allow
 * (`perTarget` less its sends in flight): rows of a URL at its limit stay for another claim.
 */
async function claim(ctx: AppContext, options: ClaimOptions): Promise<Claimed[]> {
  const { limit, perTarget, perUrl, leaseMs } = options;
  const busy = JSON.stringify(Object.fromEntries(perUrl));
  const result = await ctx.db.execute<Claimed>(sql`
    update ${webhookDeliveries} d
    set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    from ${webhooks} w
    where w.id = d.webhook_id and d.id in (
      select ranked.id from (
        select c.id, row_number() over (partition by t.url order by c.id) as place,
          ${perTarget} - coalesce((${busy}::jsonb ->> t.url)::int, 0) as free
        from (
          select distinct webhook_id from ${webhookDeliveries}
          where state = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        ) due
        join ${webhooks} t on t.id = due.webhook_id
        cross join lateral (
          select q.id from ${webhookDeliveries} q
          where q.webhook_id = t.id and q.state = 'pending' and q.next_attempt_at <= now()
            and (q.locked_until is null or q.locked_until < now())
          order by q.id
          limit ${perTarget}
          for update skip locked
        ) c
      ) ranked
      where ranked.place <= ranked.free
      order by ranked.id
      limit ${limit}
    )
    returning d.id, d.delivery, d.event, d.payload, d.attempts, w.url, w.secret`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

async function send(ctx: AppContext, row: Claimed, timeoutMs: number): Promise<Outcome> {
  const allowPrivate = ctx.config.webhookAllowPrivate;
  await assertPublicTarget(row.url, allowPrivate);
  const secret = ctx.secrets.decrypt(row.secret);
  const body = deliveryBody(row.delivery, row.payload);
  const url = new URL(row.url);
  const request = url.protocol === "https:" ? https.request : http.request;
  const statusCode = await new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      lookup: guardedLookup(allowPrivate) as never,
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "user-agent": "Sprintboard-Webhooks/1",
        "x-sprintboard-event": row.event,
        "x-sprintboard-delivery": row.delivery,
        "x-sprintboard-signature": signatureHeader(secret, body),
      },
    });
    req.on("response", (res) => {
      // Redirects are not followed: a 3xx is a failed attempt like any other non-2xx.
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", (err) => reject(err.name === "AbortError" ? new Error("Timed out") : err));
    req.end(body);
  });
  const ok = statusCode >= 200 && statusCode < 300;
  return { ok, statusCode, error: ok ? null : `HTTP ${statusCode}` };
}

async function record(ctx: AppContext, row: Claimed, outcome: Outcome, baseDelayMs: number): Promise<void> {
  const error = outcome.error?.slice(0, 300) ?? null;
  if (outcome.ok) {
    await ctx.db.execute(sql`
      update ${webhookDeliveries}
      set state = 'delivered', attempts = attempts + 1, last_status_code = ${outcome.statusCode},
        last_error = null, delivered_at = now(), locked_until = null
      where id = ${row.id}`);
    ctx.metrics?.countWebhookAttempt("delivered");
    return;
  }
  const attempts = row.attempts + 1;
  const delayMs = baseDelayMs * 2 ** row.attempts;
  await ctx.db.execute(sql`
    update ${webhookDeliveries}
    set attempts = ${attempts}, last_status_code = ${outcome.statusCode}, last_error = ${error},
      locked_until = null,
      state = ${attempts >= MAX_ATTEMPTS ? "failed" : "pending"},
      next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval
    where id = ${row.id}`);
  ctx.metrics?.countWebhookAttempt(attempts >= MAX_ATTEMPTS ? "failed" : "retry");
}
