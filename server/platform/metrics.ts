import { timingSafeEqual } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, Db } from "../db/client.ts";

/**
 * What the running process reports at `GET /metrics` (issue 26, README 'Operating'): the request
 * durations, event-loop lag and memory (prom-client's defaults), the database pool and query
 * times, open sockets and real-time fan-out, and the webhook queue.
 */
export type Metrics = {
  registry: Registry;
  /** One real-time event handed to this process's sockets: how long it took. */
  observeFanout: (seconds: number) => void;
  /** One webhook send finished: delivered, retried later, or failed for good. */
  countWebhookAttempt: (outcome: "delivered" | "retry" | "failed") => void;
};

/** The buckets of request and query durations, in seconds (1 ms to 10 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** Creates the registry and instruments the database driver (its queries from now on). */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const queryTime = new Histogram({
    name: "sprintboard_db_query_duration_seconds",
    help: "Time from sending a SQL statement to its answer",
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  instrumentQueries(database, (seconds) => queryTime.observe(seconds));
  const { driver } = database;
  if (driver.kind === "pg") {
    new Gauge({
      name: "sprintboard_db_pool_connections",
      help: "Connections of the PostgreSQL pool by state (total, idle, waiting: requests queued for one)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "total" }, driver.pool.totalCount);
        this.set({ state: "idle" }, driver.pool.idleCount);
        this.set({ state: "waiting" }, driver.pool.waitingCount);
      },
    });
  }
  const fanout = new Histogram({
    name: "sprintboard_realtime_fanout_seconds",
    help: "Time to hand one real-time event to every socket of this process that gets it",
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [registry],
  });
  const attempts = new Counter({
    name: "sprintboard_webhook_attempts_total",
    help: "Webhook sends by outcome: delivered, retry (failed, tried again later) or failed (given up)",
    labelNames: ["outcome"],
    registers: [registry],
  });
  return {
    registry,
    observeFanout: (seconds) => fanout.observe(seconds),
    countWebhookAttempt: (outcome) => attempts.inc({ outcome }),
  };
}

/**
 * Serves `GET /metrics` in the Prometheus text format to a bearer of METRICS_TOKEN (401 otherwise),
 * and times every request by route and status. `sockets` counts this process's open sockets.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  deps: { token: string; db: Db; sockets: () => number },
): void {
  const { registry } = metrics;
  const duration = new Histogram({
    name: "sprintboard_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status_code"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: "sprintboard_realtime_open_sockets",
    help: "Real-time sockets open on this process",
    registers: [registry],
    collect() {
      this.set(deps.sockets());
    },
  });
  new Gauge({
    name: "sprintboard_webhook_queue_depth",
    help: "Webhook deliveries waiting to be sent (all processes: read from the database)",
    registers: [registry],
    async collect() {
      const result = await deps.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where state = 'pending'`,
      );
      this.set(Number((result.rows[0] as { n?: number } | undefined)?.n ?? 0));
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    // The pattern, not the path: one series per route, however many ids are asked for.
    const route = request.routeOptions.url ?? "unmatched";
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const expected = Buffer.from(`Bearer ${deps.token}`);
  app.get("/metrics", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "GET /metrics needs the METRICS_TOKEN as a bearer token" });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Times every statement of the driver: each pool client's `query` (PostgreSQL), PGlite's query and exec. */
function instrumentQueries(database: Database, observe: (seconds: number) => void): void {
  const timed = <F extends (...args: any[]) => unknown>(run: F): F =>
    function (this: unknown, ...args: Parameters<F>) {
      const start = performance.now();
      const result = run.apply(this, args);
      if (result instanceof Promise) {
        const done = () => observe((performance.now() - start) / 1000);
        result.then(done, done);
      }
      return result;
    } as F;
  const { driver } = database;
  if (driver.kind === "pg") {
    driver.pool.on("connect", (client) => {
      client.query = timed(client.query);
    });
    return;
  }
  const { pglite } = driver;
  pglite.query = timed(pglite.query);
  pglite.exec = timed(pglite.exec);
  const transaction = pglite.transaction;
  pglite.transaction = function (this: unknown, callback) {
    return transaction.call(this, (tx) => {
      tx.query = timed(tx.query);
      tx.exec = timed(tx.exec);
      return callback(tx);
    });
  } as typeof pglite.transaction;
}
