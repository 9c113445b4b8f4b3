import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertPublicTarget, guardedLookup } from "./target-guard.ts";

/*
 * The webhook delivery worker (product rules §28), one in every process. Each tick claims due rows
 * with a lease (UPDATE ... FOR UPDATE SKIP LOCKED), so processes never take the same row; sends them
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
  /** Rows claimed per tick. */
  batch?: number;
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
  const batch = options.batch ?? 10;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let closed = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function tick(): Promise<void> {
    for (;;) {
      if (closed) return;
      const rows = await claim(ctx, batch, leaseMs);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => deliverOne(row)));
      if (rows.length < batch) return;
    }
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
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): void {
    if (closed || running) return;
    running = tick()
      .catch((err) => log.error({ err }, "webhook delivery failed"))
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  schedule(pollMs);
  return {
    nudge: () => schedule(0),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

async function claim(ctx: AppContext, batch: number, leaseMs: number): Promise<Claimed[]> {
  const result = await ctx.db.execute<Claimed>(sql`
    update ${webhookDeliveries} d
    set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    from ${webhooks} w
    where w.id = d.webhook_id and d.id in (
      select id from ${webhookDeliveries}
      where state = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id
      limit ${batch}
      for update skip locked
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
}
