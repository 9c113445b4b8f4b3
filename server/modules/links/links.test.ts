import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectLink, TaskLink } from "../../../contract/links.ts";
import type { Task } from "../../../contract/tasks.ts";
import { boards, taskActivity, webhookDeliveries } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";
import { sendJson, socketOpener } from "../realtime/ws-client.ts";
import { createTask } from "../tasks/task-fixtures.ts";

/*
 * Issue 23, links (product rules §36): each type from both sides, who sees the other end, refusals,
 * blocking cycles (direct, long, concurrent), the Blocked flag and its board version.
 */

let t: TestApp;
let owner: TestUser;
let ana: TestUser;
let outsider: TestUser;
let webId: number;
let webBoard: number;
let opsId: number;
let opsBoard: number;
let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
  sockets = socketOpener(t.app);
  owner = await createUser(t);
  ana = await createUser(t);
  outsider = await createUser(t);
  webId = (await makeProject(t, owner, { name: "Web shop", key: "WEB" })).id;
  opsId = (await makeProject(t, owner, { name: "Secret ops", key: "OPS" })).id;
  await addProjectMember(t, webId, ana);
  webBoard = await firstBoardId(t, webId);
  opsBoard = await firstBoardId(t, opsId);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const web = (title: string) => createTask(t, owner, webBoard, { title });
const link = (user: TestUser, taskId: number, body: Record<string, unknown>) =>
  as(t.app, user).post(`/api/tasks/${taskId}/links`, body);
async function linksOf(user: TestUser, taskId: number): Promise<TaskLink[]> {
  const res = await as(t.app, user).get(`/api/tasks/${taskId}/links`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskLink[];
}
async function boardTask(user: TestUser, boardId: number, taskId: number): Promise<Task> {
  const res = await as(t.app, user).get(`/api/boards/${boardId}/tasks`);
  expect(res.statusCode).toBe(200);
  return (res.json() as Task[]).find((x) => x.id === taskId)!;
}
/** The board list as a client holding `etag` asks for it (304 when unchanged). */
const listSince = (boardId: number, etag: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/boards/${boardId}/tasks`,
    headers: { cookie: owner.cookie, "if-none-match": etag },
  });
const complete = (taskId: number) =>
  as(t.app, owner).put(`/api/tasks/${taskId}/position`, { status: "done", position: 0 });

describe("links from both sides", () => {
  it.each([
    ["blocks", "blocked_by"],
    ["blocked_by", "blocks"],
    ["duplicates", "duplicated_by"],
    ["duplicated_by", "duplicates"],
    ["relates", "relates"],
  ] as const)("a '%s' link reads '%s' from the other task", async (type, other) => {
    const a = await web("A");
    const b = await web("B");
    const res = await link(owner, a.id, { type, taskId: b.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type, task: { id: b.id, key: b.key, title: "B", projectId: webId } });
    expect(await linksOf(ana, a.id)).toEqual([res.json()]);
    expect(await linksOf(ana, b.id)).toEqual([
      { id: res.json().id, type: other, task: expect.objectContaining({ id: a.id, key: a.key }) },
    ]);
  });

  it("refuses self-links (400), the same link twice (409) and relates from the other side (409)", async () => {
    const a = await web("A");
    const b = await web("B");
    expect((await link(owner, a.id, { type: "relates", taskId: a.id })).statusCode).toBe(400);
    expect((await link(owner, a.id, { type: "relates", taskId: b.id })).statusCode).toBe(201);
    const again = await link(owner, b.id, { type: "relates", taskId: a.id });
    expect(again.statusCode).toBe(409);
    expect((await link(owner, a.id, { type: "blocks", taskId: b.id })).statusCode).toBe(201);
    expect((await link(owner, b.id, { type: "blocked_by", taskId: a.id })).statusCode).toBe(409);
    expect((await link(owner, a.id, { type: "nope", taskId: b.id })).statusCode).toBe(400);
    expect((await link(owner, a.id, { type: "blocks", taskId: "x" })).statusCode).toBe(400);
    expect(await linksOf(owner, a.id)).toHaveLength(2);
  });

  it("deleting answers 204 and removes it from both sides; history on both tasks", async () => {
    const a = await web("A");
    const b = await web("B");
    const made = (await link(owner, a.id, { type: "blocks", taskId: b.id })).json() as TaskLink;
    expect((await as(t.app, outsider).delete(`/api/task-links/${made.id}`)).statusCode).toBe(404);
    expect((await as(t.app, ana).delete(`/api/task-links/${made.id}`)).statusCode).toBe(204);
    expect(await linksOf(owner, a.id)).toEqual([]);
    expect(await linksOf(owner, b.id)).toEqual([]);
    expect((await as(t.app, ana).delete(`/api/task-links/${made.id}`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(taskActivity).where(eq(taskActivity.kind, "link"));
    const ofA = rows.filter((r) => r.taskId === a.id).map((r) => r.changes[0]);
    const ofB = rows.filter((r) => r.taskId === b.id).map((r) => r.changes[0]);
    expect(ofA).toEqual([
      { field: "link", from: null, to: { type: "blocks", taskId: b.id } },
      { field: "link", from: { type: "blocks", taskId: b.id }, to: null },
    ]);
    expect(ofB[0]).toEqual({ field: "link", from: null, to: { type: "blocked_by", taskId: a.id } });
  });
});

describe("visibility across projects", () => {
  it("who cannot see the other end gets null and no key or title: API, events, webhooks, export", async () => {
    const hook = await as(t.app, owner).post(`/api/projects/${webId}/webhooks`, {
      url: "http://127.0.0.1:9/hook",
      events: ["task.linked", "task.unlinked"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const mine = await web("Checkout page");
    const secret = await createTask(t, owner, opsBoard, { title: "Classified migration" });
    const { ws, inbox } = await sockets.open(ana);
    sendJson(ws, { type: "join_project", projectId: webId, userId: ana.id });
    await inbox.next((m) => m.type === "presence");
    const ops = await sockets.open(owner);
    sendJson(ops.ws, { type: "join_project", projectId: opsId, userId: owner.id });
    await ops.inbox.next((m) => m.type === "presence");

    // Ana cannot see OPS: 404 when she tries to link to it.
    expect((await link(ana, mine.id, { type: "blocks", taskId: secret.id })).statusCode).toBe(404);
    expect((await link(ana, secret.id, { type: "blocks", taskId: mine.id })).statusCode).toBe(404);
    const made = await link(owner, mine.id, { type: "blocked_by", taskId: secret.id });
    expect(made.statusCode).toBe(201);
    expect(made.json().task).toMatchObject({ key: secret.key, title: "Classified migration" });

    const seen = await linksOf(ana, mine.id);
    expect(seen).toEqual([{ id: made.json().id, type: "blocked_by", task: null }]);
    const event = await inbox.next((m) => m.type === "task_links_changed");
    expect(event).toMatchObject({ projectId: webId, taskIds: [mine.id] });
    // Each end's project hears of its own task only.
    expect(await ops.inbox.next((m) => m.type === "task_links_changed")).toMatchObject({
      projectId: opsId,
      taskIds: [secret.id],
    });
    const payloads = (await t.database.db.select().from(webhookDeliveries)).map((d) => d.payload);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({
      event: "task.linked",
      link: { type: "blocks", source: null, target: { id: mine.id, key: mine.key } },
    });
    const exported = await as(t.app, ana).get(`/api/projects/${webId}/export?format=json`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().links).toContainEqual({ type: "blocks", source: null, target: mine.key });
    const projectLinks = await as(t.app, ana).get(`/api/projects/${webId}/links`);
    for (const text of [
      JSON.stringify(seen),
      JSON.stringify(event),
      JSON.stringify(payloads),
      exported.body,
      projectLinks.body,
    ]) {
      expect(text).not.toContain(secret.key);
      expect(text).not.toContain("Classified");
      expect(text).not.toContain("Secret ops");
    }
    // The blocker of another project does not flag the card (product rules §36).
    expect((await boardTask(ana, webBoard, mine.id)).blocked).toBe(false);
    // Ana may still remove the link from her side.
    expect((await as(t.app, ana).delete(`/api/task-links/${made.json().id}`)).statusCode).toBe(204);
    expect(await inbox.next((m) => m.type === "task_links_changed" && m !== event)).toMatchObject({
      taskIds: [mine.id],
    });
    expect((await as(t.app, outsider).get(`/api/tasks/${mine.id}/links`)).statusCode).toBe(404);
    expect((await as(t.app, outsider).get(`/api/projects/${webId}/links`)).statusCode).toBe(404);
  });
});

describe("blocking cycles", () => {
  it("refuses a direct cycle with the keys in the message", async () => {
    const a = await web("A");
    const b = await web("B");
    expect((await link(owner, a.id, { type: "blocks", taskId: b.id })).statusCode).toBe(201);
    const res = await link(owner, b.id, { type: "blocks", taskId: a.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `This link would make a blocking cycle: ${b.key} already waits on ${a.key}`,
      // The code and values the web words it with in the reader's language (issue 32).
      code: "LINK_CYCLE",
      params: { source: b.key, target: a.key },
    });
    // Relates and duplicates are not blocking.
    expect((await link(owner, b.id, { type: "duplicates", taskId: a.id })).statusCode).toBe(201);
  });

  it("refuses a long cycle", async () => {
    const chain = [await web("1"), await web("2"), await web("3"), await web("4")];
    for (let i = 0; i < 3; i++) {
      expect((await link(owner, chain[i]!.id, { type: "blocks", taskId: chain[i + 1]!.id })).statusCode).toBe(
        201,
      );
    }
    expect((await link(owner, chain[0]!.id, { type: "blocked_by", taskId: chain[3]!.id })).statusCode).toBe(
      400,
    );
    expect((await link(owner, chain[3]!.id, { type: "blocks", taskId: chain[0]!.id })).statusCode).toBe(400);
  });

  it("refuses a cycle through a task the caller cannot see without naming the tasks on its path", async () => {
    // Ana sees WEB but not OPS: WEB-a blocks OPS-h blocks WEB-b.
    const a = await web("Visible start");
    const b = await web("Visible end");
    const hidden = await createTask(t, owner, opsBoard, { title: "Hidden middle" });
    expect((await link(owner, a.id, { type: "blocks", taskId: hidden.id })).statusCode).toBe(201);
    expect((await link(owner, hidden.id, { type: "blocks", taskId: b.id })).statusCode).toBe(201);
    const res = await link(ana, b.id, { type: "blocks", taskId: a.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This link would make a blocking cycle through tasks you cannot open");
    expect(res.json().code).toBe("LINK_CYCLE_HIDDEN");
    for (const key of [a.key, b.key, hidden.key]) expect(res.body).not.toContain(key);
    const mine = await link(owner, b.id, { type: "blocks", taskId: a.id });
    expect(mine.json().message).toBe(
      `This link would make a blocking cycle: ${b.key} already waits on ${a.key}`,
    );
  });

  it("two concurrent requests cannot build one", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await web("A");
      const b = await web("B");
      const c = await web("C");
      await link(owner, a.id, { type: "blocks", taskId: b.id });
      const results = await Promise.all([
        link(owner, b.id, { type: "blocks", taskId: c.id }),
        link(owner, c.id, { type: "blocks", taskId: a.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    }
  });
});

describe("the Blocked flag", () => {
  it("is set while a same-project blocker is unfinished, and a blocker finishing on another board bumps this board's version", async () => {
    const [otherBoard] = await t.database.db
      .insert(boards)
      .values({ projectId: webId, name: "Second" })
      .returning({ id: boards.id });
    const blocker = await createTask(t, owner, otherBoard!.id, { title: "Blocker" });
    const blocked = await web("Waits");
    expect((await boardTask(owner, webBoard, blocked.id)).blocked).toBe(false);
    const first = await as(t.app, owner).get(`/api/boards/${webBoard}/tasks`);
    expect((await listSince(webBoard, first.headers.etag as string)).statusCode).toBe(304);
    await link(owner, blocked.id, { type: "blocked_by", taskId: blocker.id });
    const second = await listSince(webBoard, first.headers.etag as string);
    expect(second.statusCode).toBe(200);
    expect((second.json() as Task[]).find((x) => x.id === blocked.id)!.blocked).toBe(true);
    const single = await as(t.app, owner).get(`/api/tasks/${blocked.id}`);
    expect(single.json().blocked).toBe(true);

    expect((await complete(blocker.id)).statusCode).toBe(200);
    const third = await listSince(webBoard, second.headers.etag as string);
    expect(third.statusCode).toBe(200);
    expect((third.json() as Task[]).find((x) => x.id === blocked.id)!.blocked).toBe(false);
    expect((await as(t.app, owner).get(`/api/tasks/${blocked.id}`)).json().blocked).toBe(false);
  });
});

describe("the project's links", () => {
  it("lists the links whose two ends are tasks of the project", async () => {
    const project = await makeProject(t, owner, { name: "Gantt", key: "GNT" });
    const boardId = await firstBoardId(t, project.id);
    const a = await createTask(t, owner, boardId, { title: "A" });
    const b = await createTask(t, owner, boardId, { title: "B" });
    const elsewhere = await web("Elsewhere");
    const made = (await link(owner, b.id, { type: "blocked_by", taskId: a.id })).json() as TaskLink;
    await link(owner, a.id, { type: "relates", taskId: elsewhere.id });
    const res = await as(t.app, owner).get(`/api/projects/${project.id}/links`);
    expect(res.statusCode).toBe(200);
    expect(res.json() as ProjectLink[]).toEqual([
      { id: made.id, type: "blocks", sourceTaskId: a.id, targetTaskId: b.id },
    ]);
  });
});

describe("task deletion", () => {
  it("removes its links (cascade)", async () => {
    const a = await web("A");
    const b = await web("B");
    await link(owner, a.id, { type: "blocks", taskId: b.id });
    expect((await as(t.app, owner).delete(`/api/tasks/${a.id}`)).statusCode).toBe(204);
    expect(await linksOf(owner, b.id)).toEqual([]);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from task_links where source_task_id = ${a.id}`,
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
