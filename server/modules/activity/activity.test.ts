import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectActivityPageSchema, TaskActivityPageSchema } from "../../../contract/activity.ts";
import { taskActivity } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, makeProject } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";

/** Reading task history: the task's feed and the project's (product rules §32). */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let projectId: number;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Ana", lastName: "Owner" });
  member = await createUser(t, { firstName: "Bo", lastName: "Member" });
  outsider = await createUser(t);
  projectId = (await makeProject(t, owner, { name: "Feed", key: "FEED" })).id;
  await addProjectMember(t, projectId, member);
  boardId = (await as(t.app, owner).get(`/api/projects/${projectId}/boards`)).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const taskFeed = (user: TestUser, id: number, qs = "") =>
  as(t.app, user).get(`/api/tasks/${id}/activity${qs}`);
const projectFeed = (user: TestUser, qs = "") =>
  as(t.app, user).get(`/api/projects/${projectId}/activity${qs}`);

/** A task with `n` title changes after its creation. */
async function taskWithEdits(n: number, by = owner) {
  const task = await createTask(t, owner, boardId, { title: "v0" });
  for (let i = 1; i <= n; i++) await as(t.app, by).patch(`/api/tasks/${task.id}`, { title: `v${i}` });
  return task;
}

describe("GET /api/tasks/{id}/activity", () => {
  it("answers the entries newest first with actor, via and changes, and the people assignee changes name", async () => {
    const task = await createTask(t, owner, boardId, { title: "Pay" });
    await as(t.app, member).patch(`/api/tasks/${task.id}`, { assignedTo: member.id, status: "in_progress" });
    const res = await taskFeed(member, task.id);
    expect(res.statusCode).toBe(200);
    const page = TaskActivityPageSchema.parse(res.json());
    expect(page.nextBefore).toBeNull();
    expect(page.items.map((i) => i.kind)).toEqual(["moved", "created"]);
    expect(page.items[0]).toMatchObject({
      actor: { id: member.id, firstName: "Bo", lastName: "Member", profileImageUrl: null },
      via: { kind: "web", name: null },
      bulkId: null,
      changes: [
        { field: "status", from: "todo", to: "in_progress" },
        { field: "assignee", from: null, to: member.id },
      ],
    });
    expect(page.items[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(page.people).toEqual([
      { id: member.id, firstName: "Bo", lastName: "Member", profileImageUrl: null },
    ]);
  });

  it("pages by `before`: every entry once, in order, the last page's nextBefore null", async () => {
    const task = await taskWithEdits(6);
    const seen: string[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const qs: string = `?limit=3${before === null ? "" : `&before=${before}`}`;
      const page = TaskActivityPageSchema.parse((await taskFeed(owner, task.id, qs)).json());
      seen.push(...page.items.map((i) => String(i.changes[0]!.to)));
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(seen).toEqual(["v6", "v5", "v4", "v3", "v2", "v1", "v0"]);
    expect(pages).toBe(3);
  });

  it("limit defaults to 50 and is at most 100; bad values are 400", async () => {
    const task = await createTask(t, owner, boardId, { title: "limits" });
    for (const qs of ["?limit=0", "?limit=101", "?limit=abc", "?before=-1", "?before=x"]) {
      const res = await taskFeed(owner, task.id, qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await taskFeed(owner, task.id, "?limit=100")).statusCode).toBe(200);
  });

  it("has the task's visibility: an outsider and a missing task get 404, a member reads", async () => {
    const task = await createTask(t, owner, boardId, { title: "private" });
    expect((await taskFeed(outsider, task.id)).statusCode).toBe(404);
    expect((await taskFeed(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await taskFeed(member, task.id)).statusCode).toBe(200);
    expect((await as(t.app, null).get(`/api/tasks/${task.id}/activity`)).statusCode).toBe(401);
  });

  it("a deleted task's own feed is gone (404) while the project keeps its entries", async () => {
    const task = await createTask(t, owner, boardId, { title: "Checkout page" });
    await as(t.app, owner).delete(`/api/tasks/${task.id}`);
    expect((await taskFeed(owner, task.id)).statusCode).toBe(404);
    const page = ProjectActivityPageSchema.parse((await projectFeed(member, "?kind=deleted")).json());
    const entry = page.items.find((i) => i.task.id === task.id);
    expect(entry).toMatchObject({
      kind: "deleted",
      actor: { id: owner.id },
      task: { id: task.id, key: task.key, title: "Checkout page", deleted: true },
    });
  });

  it("reads the same number of statements for 1 entry as for 60", async () => {
    const few = await taskWithEdits(0);
    const many = await taskWithEdits(59);
    const a = await countQueries(t, () => taskFeed(owner, few.id, "?limit=100"));
    const b = await countQueries(t, () => taskFeed(owner, many.id, "?limit=100"));
    expect(b).toBe(a);
  });
});

describe("GET /api/projects/{id}/activity", () => {
  it("lists the project's entries with each task's current key and title", async () => {
    const task = await createTask(t, owner, boardId, { title: "Old name" });
    await as(t.app, member).patch(`/api/tasks/${task.id}`, { title: "New name" });
    const page = ProjectActivityPageSchema.parse((await projectFeed(owner, "?limit=2")).json());
    expect(page.items.map((i) => [i.kind, i.task])).toEqual([
      ["updated", { id: task.id, key: task.key, title: "New name", deleted: false }],
      ["created", { id: task.id, key: task.key, title: "New name", deleted: false }],
    ]);
    expect(page.nextBefore).toBe(page.items[1]!.id);
  });

  it("filters by person, kind and date range", async () => {
    const task = await createTask(t, owner, boardId, { title: "filtered" });
    await as(t.app, member).patch(`/api/tasks/${task.id}`, { priority: "high" });
    const byMember = ProjectActivityPageSchema.parse(
      (await projectFeed(owner, `?actorId=${member.id}`)).json(),
    );
    expect(byMember.items.length).toBeGreaterThan(0);
    expect(byMember.items.every((i) => i.actor?.id === member.id)).toBe(true);
    const created = ProjectActivityPageSchema.parse(
      (await projectFeed(owner, "?kind=created&limit=100")).json(),
    );
    expect(created.items.every((i) => i.kind === "created")).toBe(true);
    expect(created.items.some((i) => i.task.id === task.id)).toBe(true);
    // Moving the entry to an old day: a range around that day finds it alone.
    const [mine] = await t.database.db
      .update(taskActivity)
      .set({ at: new Date("2020-03-04T10:00:00Z") })
      .where(eq(taskActivity.taskId, task.id))
      .returning({ id: taskActivity.id });
    const day = ProjectActivityPageSchema.parse(
      (await projectFeed(owner, "?from=2020-03-04&to=2020-03-04")).json(),
    );
    expect(day.items.map((i) => i.task.id)).toEqual([task.id, task.id]);
    const after = ProjectActivityPageSchema.parse(
      (await projectFeed(owner, "?from=2020-03-05&limit=100")).json(),
    );
    expect(after.items.some((i) => i.id === mine!.id)).toBe(false);
    const before = ProjectActivityPageSchema.parse((await projectFeed(owner, "?to=2020-03-03")).json());
    expect(before.items).toEqual([]);
  });

  it("answers 404 to an outsider and 400 to bad filters", async () => {
    expect((await projectFeed(outsider)).statusCode).toBe(404);
    for (const qs of ["?kind=renamed", "?actorId=abc", "?from=yesterday", "?to=2020-13-01", "?limit=500"]) {
      expect((await projectFeed(owner, qs)).statusCode, qs).toBe(400);
    }
  });
});

describe("link entries (issue 32)", () => {
  it("name the other task's key where the reader may open it, and only there", async () => {
    const a = await createTask(t, owner, boardId, { title: "Blocker" });
    const b = await createTask(t, owner, boardId, { title: "Blocked" });
    const hiddenProject = (await makeProject(t, owner, { name: "Hidden", key: "HID" })).id;
    const hiddenBoard = (await as(t.app, owner).get(`/api/projects/${hiddenProject}/boards`)).json()[0].id;
    const hidden = await createTask(t, owner, hiddenBoard, { title: "Secret" });
    expect(
      (await as(t.app, owner).post(`/api/tasks/${a.id}/links`, { type: "blocks", taskId: b.id })).statusCode,
    ).toBe(201);
    expect(
      (await as(t.app, owner).post(`/api/tasks/${a.id}/links`, { type: "relates", taskId: hidden.id }))
        .statusCode,
    ).toBe(201);
    const linkValues = (body: { items: { changes: { field: string; to: unknown }[] }[] }) =>
      body.items.flatMap((i) => i.changes.filter((c) => c.field === "link").map((c) => c.to));

    const ownerView = linkValues(TaskActivityPageSchema.parse((await taskFeed(owner, a.id)).json()));
    expect(ownerView).toEqual([
      { type: "relates", taskId: hidden.id, key: hidden.key },
      { type: "blocks", taskId: b.id, key: b.key },
    ]);
    // The member cannot open HID: its task stays a bare id, without its key.
    const memberView = linkValues(TaskActivityPageSchema.parse((await taskFeed(member, a.id)).json()));
    expect(memberView).toEqual([
      { type: "relates", taskId: hidden.id },
      { type: "blocks", taskId: b.id, key: b.key },
    ]);
    const projectView = ProjectActivityPageSchema.parse((await projectFeed(member, "?kind=link")).json());
    expect(linkValues(projectView)).toContainEqual({ type: "blocked_by", taskId: a.id, key: a.key });
  });
});
