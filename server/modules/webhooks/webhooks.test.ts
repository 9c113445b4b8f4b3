import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../../../contract/webhooks.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";
import { enqueueWebhookEvent } from "./outbox.ts";

/* Product rules §28: the owner's routes, validation, the SSRF check and the outbox's transaction. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let projectId: number;
let boardId: number;
const URL = "http://127.0.0.1:9/hook";

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  ({ projectId, boardId } = await createBoard(t, owner, { members: [member] }));
});
afterAll(async () => t.close());

const base = () => `/api/projects/${projectId}/webhooks`;
const countHooks = async () => (await t.database.db.select({ n: count() }).from(webhooks))[0]!.n;
const countDeliveries = async () =>
  (await t.database.db.select({ n: count() }).from(webhookDeliveries))[0]!.n;

async function addHook(events: string[] = [...WEBHOOK_EVENTS]) {
  const res = await as(t.app, owner).post(base(), { url: URL, events });
  expect(res.statusCode).toBe(201);
  return res.json() as { webhook: { id: number; secretHint: string }; secret: string };
}

describe("webhook routes", () => {
  it("shows the secret once, then only its last 4 characters", async () => {
    const { webhook, secret } = await addHook(["task.created"]);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(webhook.secretHint).toBe(secret.slice(-4));
    const list = await as(t.app, owner).get(base());
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().find((w: { id: number }) => w.id === webhook.id)).toMatchObject({
      url: URL,
      events: ["task.created"],
      active: true,
      secretHint: secret.slice(-4),
    });
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row!.secret).not.toContain(secret);
    const rotated = await as(t.app, owner).post(`${base()}/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    expect(rotated.json().webhook.secretHint).toBe(rotated.json().secret.slice(-4));
  });

  it("changes, tests, logs and deletes a webhook", async () => {
    const { webhook } = await addHook();
    const patched = await as(t.app, owner).patch(`${base()}/${webhook.id}`, { active: false });
    expect(patched.json()).toMatchObject({ active: false });
    const test = await as(t.app, owner).post(`${base()}/${webhook.id}/test`);
    expect(test.statusCode).toBe(202);
    const log = await as(t.app, owner).get(`${base()}/${webhook.id}/deliveries`);
    expect(log.json()).toMatchObject({
      page: 1,
      hasMore: false,
      items: [{ event: "ping", state: "pending", attempts: 0, delivery: test.json().delivery }],
    });
    expect((await as(t.app, owner).delete(`${base()}/${webhook.id}`)).statusCode).toBe(204);
    expect((await as(t.app, owner).get(`${base()}/${webhook.id}/deliveries`)).statusCode).toBe(404);
  });

  it("pages the delivery log 20 at a time, newest first", async () => {
    const { webhook } = await addHook(["task.created"]);
    await t.database.db
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: 21 }, (_, i) => ({ webhookId: webhook.id, event: "ping", payload: { i } })),
      );
    const first = (await as(t.app, owner).get(`${base()}/${webhook.id}/deliveries`)).json();
    const second = (await as(t.app, owner).get(`${base()}/${webhook.id}/deliveries?page=2`)).json();
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(1);
    expect(first.items[0].id).toBeGreaterThan(first.items[19].id);
    expect(second.items[0].id).toBeLessThan(first.items[19].id);
  });

  it("is the owner's alone: 404 for an outsider, 403 for a member, and nothing is written", async () => {
    const before = await countHooks();
    const body = { url: URL, events: ["task.created"] };
    expect((await as(t.app, outsider).post(base(), body)).statusCode).toBe(404);
    expect((await as(t.app, outsider).get(base())).statusCode).toBe(404);
    const res = await as(t.app, member).post(base(), body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the project owner can manage webhooks");
    expect((await as(t.app, member).get(base())).statusCode).toBe(403);
    expect(await countHooks()).toBe(before);
  });

  it.each([
    [{ url: "ftp://example.com/x", events: ["task.created"] }, /http or https/],
    [{ url: "not a url", events: ["task.created"] }, /http or https/],
    [{ url: `http://example.com/${"a".repeat(2000)}`, events: ["task.created"] }, /2,000/],
    [{ url: URL, events: [] }, /at least one event/],
    [{ url: URL, events: ["task.exploded"] }, /Events must be among/],
    [{ url: URL }, /./],
  ])("refuses bad input %# with a 400 that writes nothing", async (body, message) => {
    const before = await countHooks();
    const res = await as(t.app, owner).post(base(), body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
    expect(await countHooks()).toBe(before);
  });
});

describe("the outbox", () => {
  it("queues one row per subscribed active webhook, bulk changes included", async () => {
    const { projectId: pid, boardId: bid } = await createBoard(t, owner);
    const on = (
      await as(t.app, owner).post(`/api/projects/${pid}/webhooks`, {
        url: URL,
        events: ["task.updated", "task.deleted"],
      })
    ).json();
    const off = (
      await as(t.app, owner).post(`/api/projects/${pid}/webhooks`, {
        url: URL,
        events: ["task.updated"],
        active: false,
      })
    ).json();
    const a = await createTask(t, owner, bid, { title: "A" });
    const b = await createTask(t, owner, bid, { title: "B" });
    const bulk = (body: unknown) => as(t.app, owner).post("/api/tasks/bulk", body);
    expect(
      (await bulk({ taskIds: [a.id, b.id], action: { type: "update", set: { priority: "high" } } }))
        .statusCode,
    ).toBe(200);
    expect((await bulk({ taskIds: [a.id, b.id], action: { type: "delete" } })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, on.webhook.id));
    expect(rows.map((r) => r.event).sort()).toEqual([
      "task.deleted",
      "task.deleted",
      "task.updated",
      "task.updated",
    ]);
    expect(rows.find((r) => r.event === "task.deleted")!.payload).toMatchObject({
      project: { id: pid },
      task: {},
    });
    const none = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, off.webhook.id));
    expect(none).toHaveLength(0);
  });

  it("queues nothing for a change that fails", async () => {
    await addHook();
    const task = await createTask(t, owner, boardId, { title: "Kept" });
    const before = await countDeliveries();
    expect((await as(t.app, owner).patch(`/api/tasks/${task.id}`, { title: "" })).statusCode).toBe(400);
    expect((await as(t.app, outsider).delete(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect(
      (await as(t.app, member).patch(`/api/projects/${projectId}`, { ownerId: member.id })).statusCode,
    ).toBe(403);
    expect(await countDeliveries()).toBe(before);
  });

  it("rolls back with the transaction it was written in", async () => {
    await addHook();
    const before = await countDeliveries();
    const failing = t.database.db.transaction(async (tx) => {
      await enqueueWebhookEvent(tx, projectId, "task.created", { task: { id: 1 } });
      throw new Error("the change failed");
    });
    await expect(failing).rejects.toThrow("the change failed");
    expect(await countDeliveries()).toBe(before);
  });
});

describe("private targets", () => {
  let strict: TestApp;
  let boss: TestUser;
  let pid: number;
  beforeAll(async () => {
    strict = await buildTestApp();
    boss = await createUser(strict);
    ({ projectId: pid } = await createBoard(strict, boss));
  });
  afterAll(async () => strict.close());

  it.each([
    "http://127.0.0.1/hook",
    "http://10.1.2.3/hook",
    "http://[::1]/hook",
    "http://localhost:8080/hook",
    "http://169.254.169.254/latest",
    "http://[::ffff:127.0.0.1]/hook",
    "http://100.64.0.1/",
    "http://[fd00::1]/",
    // Documentation, discard-only, 6to4 and IPv4-translated ranges (issue 20, item 3).
    "http://192.0.2.1/",
    "http://198.51.100.1/",
    "http://203.0.113.1/",
    "http://[2001:db8::1]/",
    "http://[100::1]/",
    "http://[2002:7f00:1::1]/",
    "http://[::ffff:0:7f00:1]/",
    "http://[::7f00:1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://255.255.255.255/",
  ])("refuses %s with a 400 unless WEBHOOK_ALLOW_PRIVATE is true", async (url) => {
    const res = await as(strict.app, boss).post(`/api/projects/${pid}/webhooks`, {
      url,
      events: ["task.created"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/private or loopback address/);
    const rows = await strict.database.db.select().from(webhooks).where(eq(webhooks.projectId, pid));
    expect(rows).toHaveLength(0);
  });

  it("accepts a public address", async () => {
    const res = await as(strict.app, boss).post(`/api/projects/${pid}/webhooks`, {
      url: "https://1.1.1.1/hook",
      events: ["task.created"],
    });
    expect(res.statusCode).toBe(201);
    const patch = await as(strict.app, boss).patch(`/api/projects/${pid}/webhooks/${res.json().webhook.id}`, {
      url: "http://192.168.1.1/",
    });
    expect(patch.statusCode).toBe(400);
  });
});
