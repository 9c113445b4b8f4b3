import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WEBHOOK_EVENTS } from "../../../contract/webhooks.ts";
import type { Database } from "../../db/client.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { startTrickler, type Trickler } from "../../test/webhook-receiver.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";
import type { WebhookWorkerOptions } from "./delivery.ts";
import { buildWorkerApp, type Receiver, startReceiver } from "./webhook-test-helpers.ts";

/*
 * Product rules §28 end to end: a real receiver on 127.0.0.1 checks every signature and timestamp and
 * answers 500 to the first two attempts of each delivery; the worker retries from the database queue.
 */

let database: Database;
let drop: () => Promise<void>;
const apps: FastifyInstance[] = [];
const receivers: (Receiver | Trickler)[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const r of receivers.splice(0)) await r.close();
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function setUp(failFirst = 2, worker: WebhookWorkerOptions = {}) {
  const app = await buildWorkerApp(database, {}, worker);
  apps.push(app);
  const receiver = await startReceiver(failFirst);
  receivers.push(receiver);
  const t = { app, database };
  const owner = await createUser(t);
  const { projectId, boardId } = await createBoard(t, owner);
  const res = await as(app, owner).post(`/api/projects/${projectId}/webhooks`, {
    url: receiver.url,
    events: [...WEBHOOK_EVENTS],
  });
  expect(res.statusCode).toBe(201);
  receiver.secret = res.json().secret;
  return { app, receiver, owner, projectId, boardId, webhookId: res.json().webhook.id as number };
}

/** Every change the six events stand for, through the API. */
async function makeChanges(app: FastifyInstance, owner: TestUser, projectId: number, boardId: number) {
  const t = { app };
  const task = await createTask(t, owner, boardId, { title: "Hooked" });
  expect((await as(app, owner).patch(`/api/tasks/${task.id}`, { title: "Hooked again" })).statusCode).toBe(
    200,
  );
  const moved = await as(app, owner).put(`/api/tasks/${task.id}/position`, { status: "done", position: 0 });
  expect(moved.statusCode).toBe(200);
  expect((await as(app, owner).post(`/api/tasks/${task.id}/comments`, { content: "Hi" })).statusCode).toBe(
    201,
  );
  expect((await as(app, owner).patch(`/api/projects/${projectId}`, { name: "Renamed" })).statusCode).toBe(
    200,
  );
  expect((await as(app, owner).delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
  return task.id;
}

function rowsOf(webhookId: number) {
  return database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
}

async function waitAllDelivered(webhookId: number, count: number) {
  await vi.waitFor(
    async () => {
      const rows = await rowsOf(webhookId);
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.state === "delivered")).toBe(true);
    },
    { timeout: 30_000, interval: 50 },
  );
}

function expectOncePerDelivery(receiver: Receiver, rows: { delivery: string; event: string }[]) {
  expect(receiver.badSignatures).toBe(0);
  const successes = receiver.successes.map((s) => `${s.event} ${s.delivery}`).sort();
  expect(successes).toEqual(rows.map((r) => `${r.event} ${r.delivery}`).sort());
}

describe("webhook deliveries", () => {
  it("sends each event once, signed, after two failed attempts, with the right payload", async () => {
    const { app, receiver, owner, projectId, boardId, webhookId } = await setUp();
    const taskId = await makeChanges(app, owner, projectId, boardId);
    await waitAllDelivered(webhookId, 6);
    const rows = await rowsOf(webhookId);
    expectOncePerDelivery(receiver, rows);
    // Every event but the link ones, whose deliveries server/modules/links/links.test.ts checks.
    const made = WEBHOOK_EVENTS.filter((e) => e !== "task.linked" && e !== "task.unlinked");
    expect(receiver.successes.map((s) => s.event).sort()).toEqual([...made].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 3, lastStatusCode: 200, lastError: null });
      expect(receiver.attempts.get(row.delivery)).toBe(3);
    }
    const byEvent = Object.fromEntries(receiver.successes.map((s) => [s.event, s.body]));
    expect(byEvent["task.created"]).toMatchObject({
      event: "task.created",
      project: { id: projectId },
      task: { id: taskId, title: "Hooked" },
    });
    expect(byEvent["task.updated"]).toMatchObject({ task: { id: taskId, title: "Hooked again" } });
    expect(byEvent["task.moved"]).toMatchObject({ task: { id: taskId, status: "done" }, fromStatus: "todo" });
    expect(byEvent["comment.created"]).toMatchObject({ comment: { content: "Hi" }, task: { id: taskId } });
    expect(byEvent["project.updated"]).toMatchObject({ project: { id: projectId, name: "Renamed" } });
    expect(byEvent["task.deleted"]).toMatchObject({ task: { id: taskId }, project: { name: "Renamed" } });
    for (const s of receiver.successes) {
      expect(s.body.id).toBe(s.delivery);
      expect(typeof s.body.occurredAt).toBe("string");
    }
  });

  it("picks up the pending deliveries after a restart and still sends each once", async () => {
    // Retries half a second apart: most deliveries are still pending when the app closes.
    const first = await setUp(2, { baseDelayMs: 500 });
    await makeChanges(first.app, first.owner, first.projectId, first.boardId);
    // Close the first app once every delivery has been tried (and refused) at least once.
    await vi.waitFor(() => expect(first.receiver.attempts.size).toBe(6), { timeout: 30_000, interval: 10 });
    apps.splice(apps.indexOf(first.app), 1);
    await first.app.close();
    const left = await rowsOf(first.webhookId);
    expect(left.some((r) => r.state === "pending")).toBe(true);
    expect(left.every((r) => r.lockedUntil === null)).toBe(true);

    const second = await buildWorkerApp(database);
    apps.push(second);
    await waitAllDelivered(first.webhookId, 6);
    expectOncePerDelivery(first.receiver, await rowsOf(first.webhookId));
  });

  it("two app processes draining one queue deliver each event once", async () => {
    const { app, receiver, owner, boardId, webhookId } = await setUp(1);
    apps.push(await buildWorkerApp(database));
    for (let i = 0; i < 12; i++) await createTask({ app }, owner, boardId, { title: `Task ${i}` });
    await waitAllDelivered(webhookId, 12);
    const rows = await rowsOf(webhookId);
    expectOncePerDelivery(receiver, rows);
    expect(new Set(receiver.successes.map((s) => s.delivery)).size).toBe(12);
  });

  it("refuses a private target at delivery time when WEBHOOK_ALLOW_PRIVATE is off", async () => {
    const app = await buildWorkerApp(database, { WEBHOOK_ALLOW_PRIVATE: "false" });
    apps.push(app);
    const receiver = await startReceiver(0);
    receivers.push(receiver);
    const owner = await createUser({ app, database });
    const { projectId, boardId } = await createBoard({ database }, owner);
    // Written straight to the table: the API refuses this URL (webhooks.test.ts).
    const [hook] = await database.db
      .insert(webhooks)
      .values({ projectId, url: receiver.url, secret: "sealed", events: ["task.created"] })
      .returning();
    await createTask({ app }, owner, boardId, { title: "Not sent" });
    await vi.waitFor(
      async () => {
        const [row] = await rowsOf(hook!.id);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        expect(row?.lastError).toMatch(/private or loopback/);
        expect(row?.lastStatusCode).toBeNull();
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(receiver.attempts.size).toBe(0);
  });

  it("a receiver that trickles its answer delays only its own deliveries", async () => {
    const { app, receiver, owner, boardId } = await setUp(0);
    const slow = await startTrickler();
    receivers.push(slow);
    const other = await createBoard({ database }, owner, { name: "Slow project" });
    const hook = await as(app, owner).post(`/api/projects/${other.projectId}/webhooks`, {
      url: slow.url,
      events: ["task.created"],
    });
    expect(hook.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) await createTask({ app }, owner, other.boardId, { title: `Slow ${i}` });
    await vi.waitFor(() => expect(slow.open).toBeGreaterThan(0), { timeout: 10_000, interval: 10 });

    // The slow receiver holds its answers until released; the other project's event still goes out.
    await createTask({ app }, owner, boardId, { title: "Prompt" });
    await vi.waitFor(() => expect(receiver.successes).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(slow.finished).toBe(0);
    expect(slow.mostOpen).toBeLessThanOrEqual(2);

    slow.release();
    await waitAllDelivered(hook.json().webhook.id, 3);
  });
});
