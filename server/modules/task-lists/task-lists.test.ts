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
      title: "Old",
      description: null,
      status: "todo",
      priority: "medium",
      dueDate: "2025-06-01T09:00:00.000Z",
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
      title: "Old",
      description: null,
      status: "todo",
      priority: "medium",
      assignedTo: user.id,
      assignee: { id: user.id, email: user.email, firstName: "Uma", lastName: "User", profileImageUrl: null },
      dueDate: "2025-06-01T09:00:00.000Z",
      progress: 0,
      position: 0,
      tags: [],
      completedAt: null,
      createdBy: null,
      commentCount: 0,
      createdAt: expect.any(String),
      updatedAt: "2025-01-01T00:00:00.000Z",
    });
    expect(list.some((x) => x.projectId === hidden.id)).toBe(false);
  });
});
