import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { testRank } from "../tasks/task-fixtures.ts";
import { addProjectMember, insertTask, makeProject } from "./projects.fixtures.ts";

/* GET /api/projects/tasks with parameters: the Table view a page at a time (issue 14). */

let t: TestApp;
let user: TestUser;
let other: TestUser;
let zed: TestUser;
let mine: { id: number };
let shared: { id: number };
let hidden: { id: number };

const get = async (query: string, who: TestUser = user) => {
  const res = await as(t.app, who).get(`/api/projects/tasks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    titles: (res.json() as { title: string }[]).map((x) => x.title),
    body: res.json() as Record<string, unknown>[],
    total: res.headers["x-total-count"],
    completed: res.headers["x-completed-count"],
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { firstName: "Uma", lastName: "User" });
  other = await createUser(t, { firstName: "Abe", lastName: "Other" });
  zed = await createUser(t, { firstName: "Zed", lastName: "Zulu" });
  mine = await makeProject(t, user, { name: "Mine" });
  shared = await makeProject(t, other, { name: "Shared" });
  await addProjectMember(t, shared.id, user);
  hidden = await makeProject(t, other, { name: "Hidden" });
  // Board order is the rank: Beta, alpha, Gamma, Delta, task 10, task 9.
  const rows: [string, Partial<Parameters<typeof insertTask>[2]>][] = [
    ["Beta", { priority: "low", status: "done", completedAt: new Date(), assignedTo: zed.id }],
    ["alpha", { priority: "high", status: "review", dueDate: new Date("2030-03-01T00:00:00Z") }],
    ["Gamma", { priority: "medium", status: "progress", dueDate: new Date("2030-01-01T00:00:00Z") }],
    ["Delta", { priority: "high", status: "blocked", assignedTo: other.id }],
    ["task 10", { status: "todo", assignedTo: user.id, description: "A long description" }],
    ["task 9", { status: "done" }],
  ];
  for (const [i, [title, values]] of rows.entries()) {
    await insertTask(t, mine.id, { title, rank: testRank(i), ...values });
  }
  await insertTask(t, shared.id, { title: "Shared one" });
  await insertTask(t, hidden.id, { title: "Secret" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/projects/tasks?limit=&offset=&projectId=&sort=&search=", () => {
  it("pages one project's tasks in board order, counting them and the completed ones", async () => {
    const first = await get(`projectId=${mine.id}&limit=4`);
    expect(first.titles).toEqual(["Beta", "alpha", "Gamma", "Delta"]);
    expect(first.total).toBe("6");
    expect(first.completed).toBe("2");
    const second = await get(`projectId=${mine.id}&limit=4&offset=4`);
    expect(second.titles).toEqual(["task 10", "task 9"]);
    expect(second.total).toBe("6");
  });

  it("sends only the fields the table shows and the roll-up: no description, tags, position or counts", async () => {
    const { body } = await get(`projectId=${mine.id}&limit=10&search=task 10`);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        // The task key (product rules §26): every payload that carries a task carries it.
        key: expect.stringMatching(/^[A-Z][A-Z0-9]{1,5}-\d+$/),
        projectId: mine.id,
        title: "task 10",
        // Type and parent (product rules §35): the table shows the type's icon.
        type: "task",
        parentId: null,
        // The sub-task roll-up, like every task payload (product rules §35).
        childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
        status: "todo",
        priority: "medium",
        assignedTo: user.id,
        assignee: {
          id: user.id,
          email: user.email,
          firstName: "Uma",
          lastName: "User",
          profileImageUrl: null,
        },
        dueDate: null,
        completedAt: null,
        // The estimate (product rules §19): every payload that carries a task carries it.
        storyPoints: null,
      },
    ]);
  });

  it("sorts on the server as the table's columns do, board order breaking ties", async () => {
    const order = async (sort: string) => (await get(`projectId=${mine.id}&limit=10&sort=${sort}`)).titles;
    expect(await order("title:asc")).toEqual(["alpha", "Beta", "Delta", "Gamma", "task 10", "task 9"]);
    expect(await order("title:desc")).toEqual(["task 9", "task 10", "Gamma", "Delta", "Beta", "alpha"]);
    // The default columns in order (aliases folded), then other statuses by name.
    expect(await order("status:asc")).toEqual(["task 10", "Gamma", "alpha", "Beta", "task 9", "Delta"]);
    expect(await order("priority:asc")).toEqual(["alpha", "Delta", "Gamma", "task 10", "task 9", "Beta"]);
    expect(await order("priority:desc")).toEqual(["Beta", "Gamma", "task 10", "task 9", "alpha", "Delta"]);
    // Unassigned and undated tasks stay last whichever the direction.
    expect(await order("assignee:asc")).toEqual(["Delta", "task 10", "Beta", "alpha", "Gamma", "task 9"]);
    expect(await order("assignee:desc")).toEqual(["Beta", "task 10", "Delta", "alpha", "Gamma", "task 9"]);
    expect(await order("dueDate:asc")).toEqual(["Gamma", "alpha", "Beta", "Delta", "task 10", "task 9"]);
    expect(await order("dueDate:desc")).toEqual(["alpha", "Gamma", "Beta", "Delta", "task 10", "task 9"]);
  });

  it("searches titles case-insensitively, % and _ taken literally, and counts the matches", async () => {
    const found = await get(`projectId=${mine.id}&limit=10&search=TASK`);
    expect(found.titles).toEqual(["task 10", "task 9"]);
    expect(found.total).toBe("2");
    expect(found.completed).toBe("1");
    expect((await get("limit=10&search=%25")).titles).toEqual([]);
  });

  it("covers every visible project, grouped by project, and never a hidden one", async () => {
    const all = await get("limit=100");
    expect(all.titles).toHaveLength(7);
    expect(all.titles).toContain("Shared one");
    expect(all.titles).not.toContain("Secret");
    expect(all.total).toBe("7");
    const ofHidden = await get(`projectId=${hidden.id}&limit=10`);
    expect(ofHidden.titles).toEqual([]);
    expect(ofHidden.total).toBe("0");
  });

  it("keeps the parameterless answer: every task in the tasks module's shape, no count header", async () => {
    const res = await as(t.app, user).get("/api/projects/tasks");
    expect(res.json()).toHaveLength(7);
    expect(res.json()[0]).toHaveProperty("description");
    expect(res.headers["x-total-count"]).toBeUndefined();
  });

  it("gives each row its children's counts and points, whatever the page, sort or search", async () => {
    const tree = await makeProject(t, zed, { name: "Tree" });
    const epic = await insertTask(t, tree.id, { title: "Epic", type: "epic", rank: testRank(0) });
    const story = await insertTask(t, tree.id, {
      title: "Story",
      type: "story",
      parentId: epic.id,
      storyPoints: "5",
    });
    await insertTask(t, tree.id, {
      title: "Shipped",
      parentId: epic.id,
      storyPoints: "3",
      completedAt: new Date(),
    });
    await insertTask(t, tree.id, { title: "Sub", parentId: story.id, storyPoints: "?" });
    const countsOf = async (query: string) =>
      Object.fromEntries((await get(query, zed)).body.map((row) => [row.title, row.childCounts]));
    const none = { total: 0, done: 0, points: 0, pointsDone: 0 };
    const expected = {
      Epic: { total: 2, done: 1, points: 8, pointsDone: 3 },
      Story: { total: 1, done: 0, points: 0, pointsDone: 0 },
      Shipped: none,
      Sub: none,
    };
    expect(await countsOf(`projectId=${tree.id}&limit=10`)).toEqual(expected);
    expect(await countsOf(`limit=10&sort=title:desc`)).toEqual(expected);
    expect(await countsOf(`limit=1&offset=0&search=epic`)).toEqual({ Epic: expected.Epic });
    expect(await countsOf(`limit=1&offset=1&sort=title:asc`)).toEqual({ Shipped: none });
  });

  it("refuses bad parameters with 400 and a message", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=x",
      "offset=-1",
      "projectId=abc",
      "sort=title",
      "sort=description:asc",
      "sort=title:up",
      `search=${"x".repeat(201)}`,
    ]) {
      const res = await as(t.app, user).get(`/api/projects/tasks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get("/api/projects/tasks?limit=5")).statusCode).toBe(401);
  });
});
