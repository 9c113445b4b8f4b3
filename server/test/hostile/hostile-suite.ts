import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { buildTestApp } from "../app.ts";
import { as, createUser } from "../factories.ts";
import { startFakeOpenAi } from "../fake-openai.ts";
import { startFakeSlack } from "../fake-slack.ts";
import { registeredRoutes, routeKey } from "../route-table.ts";
import { describeRequest, hostileRequest, paramKind, toInject } from "./hostile-requests.ts";
import { type RecordedRoute, recordedApiRoutes } from "./route-recorder.ts";
import { changedTables, ensureWorld, fingerprint, seedWorld, settle, type World } from "./world.ts";

/** Fixed so a failure reproduces: HOSTILE_SEED (and HOSTILE_PATH) replay a run, HOSTILE_RUNS_SCALE scales the work. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_250_907);
const RUNS_SCALE = Number(process.env.HOSTILE_RUNS_SCALE ?? 1);

/** 4xx answers that may write by design: a failed sign-in is counted against the account. */
const ALLOWED_4XX_WRITES: Record<string, RegExp> = {
  "POST /api/auth/login": /login|fail|attempt/,
};

/** Runs per route: most where there is a body or query to vary; sign-up and sign-in cost a password hash each. */
const runsFor = (route: RecordedRoute) => {
  const base = route.body || route.query ? 30 : route.params ? 12 : 6;
  return Math.max(1, Math.round((route.url.startsWith("/api/auth/") ? base / 2 : base) * RUNS_SCALE));
};

/** What is wrong with one answer, or null: a 5xx, a 4xx that is not `{message}` JSON. */
function badAnswer(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers["content-type"] ?? "").includes("application/json"))
    return `answered ${res.statusCode} with content type ${res.headers["content-type"]}: ${res.body.slice(0, 200)}`;
  let message: unknown;
  try {
    message = (JSON.parse(res.body) as { message?: unknown }).message;
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  return typeof message === "string"
    ? null
    : `answered ${res.statusCode} without a string message: ${res.body}`;
}

/** Which of the routes one test file drives: every `of`-th, starting at the `index`-th (1-based). */
export type HostileShard = { index: number; of: number; file: string };

/**
 * The hostile-input suite for one shard of the app's routes. The routes are split over several
 * test files so that the workers share them (one file took a third of the API suite's time).
 * The file must record Fastify's routes with `vi.mock("fastify", recordingFastify)` first.
 */
export async function hostileSuite(shard: HostileShard): Promise<void> {
  const slack = await startFakeSlack();
  const ai = await startFakeOpenAi();
  const t = await buildTestApp({
    SLACK_API_URL: slack.url,
    OPENAI_BASE_URL: ai.url,
    OPENAI_MODEL: "fake-model",
  });
  const all = recordedApiRoutes();
  const routes = all.filter((_, i) => i % shard.of === shard.index - 1);
  const driven = new Map<string, number>();
  let world: World;

  beforeAll(async () => {
    ai.reply({ kind: "plan" });
    const admin = await createUser(t); // the first account is the super administrator
    const key = await as(t.app, admin).post("/api/admin/openai-key", {
      apiKey: "sk-hostile-test-key-000000",
    });
    expect(key.statusCode).toBeLessThan(300);
    world = await seedWorld(t, await createUser(t));
  });

  afterAll(async () => {
    await t.close();
    await slack.close();
    await ai.close();
  });

  /** The fingerprint after the last request, or undefined when late work may still be landing. */
  let baseline: Record<string, string> | undefined;

  /**
   * Sends one request and lists the tables it changed when it answered 4xx. A change is checked
   * by sending the request again once the database has settled, so a late write of an earlier
   * request (work scheduled after its answer) is not blamed on this one.
   */
  async function send(route: RecordedRoute, options: InjectOptions) {
    const allowed = ALLOWED_4XX_WRITES[`${route.method} ${route.url}`];
    for (let attempt = 0; ; attempt++) {
      const before = attempt === 0 && baseline ? baseline : await settle(t.database);
      const res = await t.app.inject(options);
      const after = await fingerprint(t.database);
      baseline = after;
      const changed =
        res.statusCode >= 400 ? changedTables(before, after).filter((n) => !allowed?.test(n)) : [];
      if (changed.length === 0 || attempt === 1) return { res, changed };
    }
  }

  /** Sends one generated request and throws, with a pasteable reproduction, when a rule is broken. */
  async function sendAndCheck(route: RecordedRoute, options: InjectOptions): Promise<void> {
    const key = `${route.method} ${route.url}`;
    driven.set(key, (driven.get(key) ?? 0) + 1);
    const { res, changed } = await send(route, options);
    const problem = badAnswer(res);
    if (problem) throw new Error(`${describeRequest(options)}\n  ${problem}`);
    if (changed.length > 0)
      throw new Error(
        `${describeRequest(options)}\n  answered ${res.statusCode} ${res.body.slice(0, 200)} but wrote to: ${changed.join(", ")}`,
      );
    if (res.statusCode < 300 && route.method !== "GET") {
      // Let late work land, put back what the write took away, then start from a fresh baseline.
      const settled = await settle(t.database);
      world = await ensureWorld(t, world);
      const after = await fingerprint(t.database);
      baseline = changedTables(settled, after).length === 0 ? settled : undefined;
    }
  }

  describe(`hostile input, seed ${SEED}, routes ${shard.index} of every ${shard.of}`, () => {
    it("finds the app's routes through Fastify, with their schemas", () => {
      const keys = all.map((r) => `${r.method} ${r.url}`);
      expect(keys).toContain("POST /api/boards/:boardId/tasks");
      expect(keys).toContain("GET /api/tasks/calendar");
      expect(
        all.find((r) => r.url === "/api/boards/:boardId/tasks" && r.method === "POST")?.body,
      ).toBeTruthy();
      expect(all.length).toBeGreaterThan(50);
      expect(routes.length).toBeGreaterThan(all.length / shard.of - 1);
      const table = registeredRoutes(t.app).filter((r) => r.url.startsWith("/api/"));
      expect(keys.sort()).toEqual(table.map(routeKey).sort());
    });

    it("the fingerprint sees an insert, an update and a delete", async () => {
      const start = await fingerprint(t.database);
      const [row] = await t.database.db
        .insert(notifications)
        .values({ userId: world.user.id, type: "probe", title: "Probe", message: "Probe" })
        .returning({ id: notifications.id });
      const inserted = await fingerprint(t.database);
      expect(changedTables(start, inserted)).toEqual(["notifications"]);
      await t.database.db.update(notifications).set({ isRead: true }).where(eq(notifications.id, row!.id));
      const updated = await fingerprint(t.database);
      expect(changedTables(inserted, updated)).toEqual(["notifications"]);
      await t.database.db.delete(notifications).where(eq(notifications.id, row!.id));
      expect(changedTables(updated, await fingerprint(t.database))).toEqual(["notifications"]);
      baseline = undefined;
    });

    for (const route of routes) {
      it(`${route.method} ${route.url}: never 5xx, and a 4xx is {message} and writes nothing`, async () => {
        const details = await fc.check(
          fc.asyncProperty(hostileRequest(route), async (req) => {
            await sendAndCheck(route, toInject(req, route.url, world));
          }),
          { seed: SEED, numRuns: runsFor(route), path: process.env.HOSTILE_PATH },
        );
        if (details.failed) {
          const error =
            details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
          throw new Error(
            `${route.method} ${route.url} failed after ${details.numRuns} runs and ${details.numShrinks} shrinks; replay with ` +
              `HOSTILE_SEED=${details.seed} HOSTILE_PATH=${details.counterexamplePath} npx vitest run ${shard.file} -t "${route.method} ${route.url}:"\n${error}`,
          );
        }
      }, 120_000);
    }

    it("drove every route it found", () => {
      const missed = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !driven.get(k));
      expect(missed).toEqual([]);
    });

    it("no body or query pollutes Object.prototype", async () => {
      const keysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
      const bodies = [
        '{"__proto__": {"polluted": 1}}',
        '{"constructor": {"prototype": {"polluted": 1}}}',
        '{"name": "x", "__proto__": {"polluted": 1, "isSuperAdmin": true}}',
      ];
      // Deletes and sign-out would only take the seeded rows away; their bodies are ignored anyway.
      const writers = routes.filter(
        (r) => !["GET", "DELETE"].includes(r.method) && r.url !== "/api/auth/logout",
      );
      for (const route of writers) {
        for (const payload of bodies) {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            String(world.ids[paramKind(route.url, name)]),
          );
          const res = await t.app.inject({
            method: route.method as "POST",
            url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
            payload,
            headers: { cookie: world.user.cookie, "content-type": "application/json" },
          });
          expect(res.statusCode, `${route.method} ${url} ${payload}`).toBeLessThan(500);
          if (res.statusCode < 300) world = await ensureWorld(t, world);
        }
      }
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(keysBefore);
    });

    it("the server is healthy afterwards", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    });
  });
}
