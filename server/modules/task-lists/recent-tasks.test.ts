import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, insertTask, makeProject } from "../projects/projects.fixtures.ts";

/* GET /api/tasks/recent?limit=N (product rules §12): the sidebar's Recent Tasks. */

let t: TestApp;
let user: TestUser;
let member: TestUser;
let outsider: TestUser;
let mine: { id: number; name: string };
let shared: { id: number; name: string };
let hidden: { id: number; name: string };

const at = (day: number) => new Date(Date.UTC(2025, 0, day));
const titles = (body: unknown) => (body as { title: string }[]).map((x) => x.title);

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { firstName: "Uma", lastName: "User" });
  member = await createUser(t);
  outsider = await createUser(t);
  mine = await makeProject(t, user, { name: "Mine" });
  shared = await makeProject(t, user, { name: "Shared" });
  await addProjectMember(t, shared.id, member);
  hidden = await makeProject(t, outsider, { name: "Hidden" });
  // 25 visible tasks, updated on days 1-25; two more share day 10 to test the id tie-break.
  for (let day = 1; day <= 25; day++) {
    await insertTask(t, day % 2 ? mine.id : shared.id, { title: `D${day}`, updatedAt: at(day) });
  }
  await insertTask(t, mine.id, {
    title: "Assigned",
    assignedTo: user.id,
    dueDate: new Date("2025-06-01T09:00:00Z"),
    updatedAt: at(10),
  });
  // The outsider's project has the newest tasks of all: they must never show to `user`.
  await insertTask(t, hidden.id, { title: "Secret", updatedAt: at(30) });
  await insertTask(t, hidden.id, { title: "Secret 2", updatedAt: at(31) });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/tasks/recent", () => {
  it("returns the 3 most recently updated visible tasks by default, with the calendar's fields", async () => {
    const res = await as(t.app, user).get("/api/tasks/recent");
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(["D25", "D24", "D23"]);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[A-Z][A-Z0-9]{1,5}-\d+$/),
      title: "D25",
      type: "task",
      parentId: null,
      childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
      description: null,
      status: "todo",
      priority: "medium",
      dueDate: null,
      storyPoints: null,
      assignedTo: null,
      assignee: null,
      project: { id: mine.id, name: "Mine" },
      updatedAt: "2025-01-25T00:00:00.000Z",
      createdAt: expect.any(String),
    });
  });

  it("orders by updatedAt, newest first, then by id descending", async () => {
    const res = await as(t.app, user).get("/api/tasks/recent?limit=20");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; title: string; updatedAt: string }[];
    expect(list).toHaveLength(20);
    // Days 25 down to 10; "Assigned" (inserted after D10, same time) comes first of the two.
    expect(titles(list).slice(14, 18)).toEqual(["D11", "Assigned", "D10", "D9"]);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.id > b.id)).toBe(true);
    }
    const assigned = list.find((x) => x.title === "Assigned");
    expect(assigned).toMatchObject({
      assignedTo: user.id,
      assignee: { id: user.id, email: user.email, firstName: "Uma", lastName: "User", profileImageUrl: null },
      dueDate: "2025-06-01T09:00:00.000Z",
    });
  });

  it("honours limit between 1 and 20", async () => {
    expect(titles((await as(t.app, user).get("/api/tasks/recent?limit=1")).json())).toEqual(["D25"]);
    expect((await as(t.app, user).get("/api/tasks/recent?limit=7")).json()).toHaveLength(7);
    expect((await as(t.app, user).get("/api/tasks/recent?limit=")).json()).toHaveLength(3);
  });

  it("rejects a limit outside 1-20 or not a whole number with 400 and a clear message", async () => {
    for (const limit of ["0", "21", "abc", "1.5", "-3"]) {
      const res = await as(t.app, user).get(`/api/tasks/recent?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json(), limit).toMatchObject({
        message: "Limit must be a whole number from 1 to 20",
        errors: [{ path: "limit", message: "Limit must be a whole number from 1 to 20" }],
      });
    }
  });

  it("shows a project member the project's tasks and never another's project", async () => {
    const res = await as(t.app, member).get("/api/tasks/recent?limit=20");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { project: { id: number } }[];
    expect(list.length).toBe(12); // the even days of the shared project
    expect(list.every((x) => x.project.id === shared.id)).toBe(true);
    expect(titles(list).slice(0, 3)).toEqual(["D24", "D22", "D20"]);
    const mineList = (await as(t.app, user).get("/api/tasks/recent?limit=20")).json();
    expect(titles(mineList)).not.toContain("Secret");
    expect(titles(mineList)).not.toContain("Secret 2");
    expect(titles((await as(t.app, outsider).get("/api/tasks/recent")).json())).toEqual([
      "Secret 2",
      "Secret",
    ]);
    const stranger = await createUser(t);
    expect((await as(t.app, stranger).get("/api/tasks/recent")).json()).toEqual([]);
  });

  it("is 401 when signed out", async () => {
    const res = await as(t.app, null).get("/api/tasks/recent");
    expect(res.statusCode).toBe(401);
  });

  it("is not taken for a task id by /api/tasks/:id", async () => {
    const res = await as(t.app, user).get("/api/tasks/recent?limit=2");
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it("costs one database query beyond the session check", async () => {
    const session = await countQueries(t, () => as(t.app, user).get("/api/auth/user"));
    const recent = await countQueries(t, async () => {
      expect((await as(t.app, user).get("/api/tasks/recent?limit=20")).statusCode).toBe(200);
    });
    expect(recent - session).toBe(1);
  });
});
