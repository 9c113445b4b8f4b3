import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sessions } from "../db/schema.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { createUser } from "../test/factories.ts";
import { startJobs } from "./jobs.ts";
import { purgeExpiredSessions } from "./sessions.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it("the session clean-up job deletes expired sessions and keeps live ones", async () => {
  const a = await createUser(t);
  const b = await createUser(t);
  const db = t.database.db;
  await db
    .update(sessions)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, a.id));
  const stop = startJobs(
    db,
    [{ name: "cleanup", key: 1, everyMs: 10, run: purgeExpiredSessions }],
    t.app.log,
  );
  await vi.waitFor(async () => {
    expect(await db.select().from(sessions).where(eq(sessions.userId, a.id))).toHaveLength(0);
  });
  stop();
  expect(await db.select().from(sessions).where(eq(sessions.userId, b.id))).toHaveLength(1);
});

it("a failing job is logged and keeps its schedule", async () => {
  const run = vi.fn().mockRejectedValue(new Error("boom"));
  const log = { ...t.app.log, error: vi.fn() } as unknown as typeof t.app.log;
  const stop = startJobs(t.database.db, [{ name: "failing", key: 2, everyMs: 10, run }], log);
  await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
  stop();
  expect(log.error).toHaveBeenCalled();
});
