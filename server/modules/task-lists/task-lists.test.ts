import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject } from "../projects/projects.fixtures.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;
let mine: { id: number; name: string };
let shared: { id: number; name: string };
let hidden: { id: number; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { firstName: "Uma", lastName: "User" });
  other = await createUser(t);
  mine = await makeProject(t, user, { name: "Mine" });
  shared = await makeProject(t, other, { name: "Shared" });
  await addProjectMember(t, shared.id, user);
  hidden = await makeProject(t, other, { name: "Hidden" });
  await insertTask(t, mine.id, {
    title: "Old",
    assignedTo: user.id,
    dueDate: new Date("2025-06-01T09:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
  });
  await insertTask(t, shared.id, {
    title: "Newest",
    dueDate: new Date("2025-06-30T23:00:00Z"),
    updatedAt: new Date("2025-03-01T00:00:00Z"),
  });
  await insertTask(t, mine.id, { title: "No due date", updatedAt: new Date("2025-02-01T00:00:00Z") });
  await insertTask(t, hidden.id, { title: "Secret", dueDate: new Date("2025-06-10T00:00:00Z") });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/tasks/calendar", () => {
  it("lists every visible task with project and assignee, most recently updated first", async () => {
    const res = await as(t.app, user).get("/api/tasks/calendar");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { title: string }) => x.title)).toEqual(["Newest", "No due date", "Old"]);
    expect(list[2]).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[A-Z][A-Z0-9]{1,5}-\d+$/),
      title: "Old",
      type: "task",
      parentId: null,
      childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
      description: null,
      status: "todo",
      priority: "medium",
      dueDate: "2025-06-01T09:00:00.000Z",
      storyPoints: null,
      assignedTo: user.id,
      assignee: { id: user.id, email: user.email, firstName: "Uma", lastName: "User", profileImageUrl: null },
      project: { id: mine.id, name: "Mine" },
      updatedAt: "2025-01-01T00:00:00.000Z",
      createdAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ project: { id: shared.id, name: "Shared" }, assignee: null });
  });

  it("limits by due date with ?from=&to= (a bare 'to' date covers its whole day)", async () => {
    const res = await as(t.app, user).get("/api/tasks/calendar?from=2025-06-01&to=2025-06-30");
    expect(res.json().map((x: { title: string }) => x.title)).toEqual(["Newest", "Old"]);
    const narrow = await as(t.app, user).get("/api/tasks/calendar?from=2025-06-02T00:00:00Z");
    expect(narrow.json().map((x: { title: string }) => x.title)).toEqual(["Newest"]);
  });

  it("rejects bad bounds with 400", async () => {
    expect((await as(t.app, user).get("/api/tasks/calendar?from=soon")).statusCode).toBe(400);
    const reversed = await as(t.app, user).get("/api/tasks/calendar?from=2025-07-01&to=2025-06-01");
    expect(reversed.statusCode).toBe(400);
  });

  it("gives an outsider nothing", async () => {
    const stranger = await createUser(t);
    expect((await as(t.app, stranger).get("/api/tasks/calendar")).json()).toEqual([]);
  });
});

describe("GET /api/tasks/calendar?perDay=N&tz=Zone (the month grid, issue 14)", () => {
  let busy: TestUser;
  beforeAll(async () => {
    busy = await createUser(t);
    const project = await makeProject(t, busy, { name: "Busy" });
    // 2026-03-02 in New York (UTC-5): five tasks; 2026-03-03: one. 04:00Z on the 3rd is still the 2nd there.
    const due = [
      "2026-03-02T15:00:00Z",
      "2026-03-02T14:00:00Z",
      "2026-03-03T04:00:00Z",
      "2026-03-02T20:00:00Z",
      "2026-03-02T14:00:00Z",
      "2026-03-03T16:00:00Z",
    ];
    for (const [i, at] of due.entries()) {
      await insertTask(t, project.id, { title: `T${i}`, dueDate: new Date(at) });
    }
  });

  const month = async (query: string) => {
    const res = await as(t.app, busy).get(`/api/tasks/calendar?from=2026-03-01&to=2026-03-31&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { title: string; dayTotal?: number }[];
  };

  it("returns the first N of each local day, earliest due first, with the day's total", async () => {
    expect((await month("perDay=3&tz=America/New_York")).map((x) => [x.title, x.dayTotal])).toEqual([
      ["T1", 5],
      ["T4", 5],
      ["T0", 5],
      ["T5", 1],
    ]);
  });

  it("leaves out the description the grids never show, and keeps every other field", async () => {
    const [first] = await month("perDay=1");
    expect(first).not.toHaveProperty("description");
    expect(Object.keys(first!).sort()).toEqual(
      [
        "id",
        "title",
        "status",
        "priority",
        "dueDate",
        // Added by product rules §19: the documented fields stay, the estimate comes with them.
        "storyPoints",
        // Product rules §26: the task's key, shown in the day view.
        "key",
        // Product rules §35: the type, for the lists' type filter and icon, and the hierarchy.
        "type",
        "parentId",
        "childCounts",
        "assignedTo",
        "assignee",
        "project",
        "updatedAt",
        "createdAt",
        "dayTotal",
      ].sort(),
    );
    expect((first as { key?: string }).key).toMatch(/^[A-Z][A-Z0-9]{1,5}-\d+$/);
    const [whole] = await month("");
    expect(whole).toHaveProperty("description");
  });

  it("buckets days in the given zone (UTC when none is given)", async () => {
    expect((await month("perDay=1")).map((x) => [x.title, x.dayTotal])).toEqual([
      ["T1", 4],
      ["T2", 2],
    ]);
  });

  it("refuses a bad perDay or an unknown zone with 400", async () => {
    for (const query of [
      "perDay=0",
      "perDay=21",
      "perDay=x",
      "perDay=3&tz=Mars/Olympus",
      "perDay=3&tz=UTC';drop",
    ]) {
      const res = await as(t.app, busy).get(`/api/tasks/calendar?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/projects/tasks (All Projects table view)", () => {
  it("returns the tasks of every visible project in the tasks module's shape", async () => {
    const res = await as(t.app, user).get("/api/projects/tasks");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { title: string; projectId: number }[];
    expect(list.map((x) => x.title).sort()).toEqual(["Newest", "No due date", "Old"]);
    const old = list.find((x) => x.title === "Old");
    expect(old).toEqual({
      id: expect.any(Number),
      boardId: expect.any(Number),
      projectId: mine.id,
      // Product rules §26.
      key: expect.stringMatching(/^[A-Z][A-Z0-9]{1,5}-\d+$/),
      title: "Old",
      // Product rules §35.
      type: "task",
      parentId: null,
      childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
      description: null,
      startDate: null,
      status: "todo",
      priority: "medium",
      assignedTo: user.id,
      assignee: { id: user.id, email: user.email, firstName: "Uma", lastName: "User", profileImageUrl: null },
      dueDate: "2025-06-01T09:00:00.000Z",
      progress: 0,
      // Product rules §24: the checklist's counts and whether progress follows it.
      progressFromChecklist: false,
      checklistDone: 0,
      checklistTotal: 0,
      position: 0,
      tags: [],
      completedAt: null,
      createdBy: null,
      departmentId: null,
      storyPoints: null,
      commentCount: 0,
      createdAt: expect.any(String),
      updatedAt: "2025-01-01T00:00:00.000Z",
    });
    expect(list.some((x) => x.projectId === hidden.id)).toBe(false);
  });
});
