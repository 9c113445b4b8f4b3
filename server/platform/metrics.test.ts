import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser } from "../test/factories.ts";

/* Issue 26: GET /metrics for operators (token-protected, off by default) and GET /api/health/ready. */

const TOKEN = "metrics-token-0123456789";
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  [on, off] = await Promise.all([buildTestApp({ METRICS: "true", METRICS_TOKEN: TOKEN }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of the sample `name{labels}` in a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("refuses a request without the token, or with another one", async () => {
    for (const auth of [undefined, "Bearer wrong-token-0123456789", TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(on, auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json().message).toMatch(/METRICS_TOKEN/);
      expect(res.body).not.toContain("sprintboard_");
    }
  });

  it("is not served when METRICS is off", async () => {
    const res = await scrape(off, `Bearer ${TOKEN}`);
    expect(res.body).not.toContain("sprintboard_http_request_duration_seconds");
  });

  it("counts a request by its route pattern and status, and reports the process", async () => {
    const user = await createUser(on, { firstName: "Mo" });
    const before = await scrape(on, `Bearer ${TOKEN}`);
    const labels = { method: "GET", route: "/api/projects/:id", status_code: "404" };
    const count = sample(before.body, "sprintboard_http_request_duration_seconds_count", labels) ?? 0;
    await as(on.app, user).get("/api/projects/999999");
    await as(on.app, user).get("/api/projects/999998");

    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, "sprintboard_http_request_duration_seconds_count", labels)).toBe(count + 2);
    // One series per route, not per id.
    expect(res.body).not.toMatch(/route="[^"]*999999/);
    expect(sample(res.body, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, "sprintboard_db_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(sample(res.body, "sprintboard_realtime_open_sockets")).toBe(0);
    expect(sample(res.body, "sprintboard_webhook_queue_depth")).toBe(0);
    if (on.database.driver.kind === "pg") {
      expect(sample(res.body, "sprintboard_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    }
  });
});

describe("METRICS configuration", () => {
  it("needs a token of 16 characters or more when METRICS is on", () => {
    const env = { DATA_DIR: "/tmp/sb-metrics-config", SESSION_SECRET: "config-test-secret-0123456789" };
    expect(() => loadConfig({ ...env, METRICS: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, METRICS: "true", METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...env, METRICS: "true", METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
    expect(loadConfig(env).metrics).toBeNull();
  });
});

describe("GET /api/health/ready", () => {
  it("is 503 while this build's newest migration is not in the database, then 200", async () => {
    const db = off.database.db;
    expect((await off.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    const [newest] = (
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows as { id: number; hash: string; created_at: string }[];
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await off.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: "unavailable",
        message: "The database migrations have not run yet",
        code: "UNAVAILABLE",
      });
      // The liveness check only asks whether the database answers.
      expect((await off.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await off.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});
