import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, sprints, tasks } from "../db/schema.ts";
import { createBoard } from "../modules/tasks/task-fixtures.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";

// Edge dates through the whole stack: the contract refuses them with 400, so none reaches
// PostgreSQL (where a year past 294276 is error 22009) or is rolled over (Feb 30 -> Mar 1).

let t: TestApp;
let user: TestUser;
let board: { projectId: number; boardId: number };
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  board = await createBoard(t, user);
});
afterAll(async () => {
  await t.close();
});

const BAD_DATES = [
  "+275760-09-13",
  "2024-02-30",
  "2023-02-29",
  "2024-13-01",
  "0999-01-01",
  "1899-12-31",
  "10000-01-01",
  "2024-04-31T10:00:00Z",
  "2024-01-01T24:00:00Z",
  "9999-12-31T23:00:00-05:00",
];

describe("calendar range", () => {
  it.each(BAD_DATES)("answers from=%s with 400 {message}", async (date) => {
    const res = await as(t.app, user).get(`/api/tasks/calendar?from=${encodeURIComponent(date)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each(BAD_DATES)("answers to=%s with 400", async (date) => {
    const res = await as(t.app, user).get(`/api/tasks/calendar?to=${encodeURIComponent(date)}`);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    "2024-02-29",
    "1900-01-01",
    "9999-12-31",
    "2024-05-01T00:00:00.000Z",
    "2024-05-01T02:00:00+02:00",
  ])("accepts the real date %s", async (date) => {
    const res = await as(t.app, user).get(`/api/tasks/calendar?from=${encodeURIComponent(date)}`);
    expect(res.statusCode).toBe(200);
  });
});

describe("sprint dates", () => {
  const sprintCount = async () => (await t.database.db.select({ n: count() }).from(sprints))[0]!.n;

  it.each(BAD_DATES)("refuses startDate %s with 400 and stores nothing", async (date) => {
    const before = await sprintCount();
    const res = await as(t.app, user).post("/api/sprints", { name: "Edge", startDate: date });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await sprintCount()).toBe(before);
  });

  it("refuses an update to 2024-02-30 and keeps the old dates", async () => {
    const created = await as(t.app, user).post("/api/sprints", { name: "Keep", endDate: "2024-02-29" });
    expect(created.statusCode).toBe(201);
    const res = await as(t.app, user).put(`/api/sprints/${created.json().id}`, { endDate: "2024-02-30" });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(sprints).where(eq(sprints.id, created.json().id));
    expect(row!.endDate!.toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });
});

describe("task due dates", () => {
  it.each(BAD_DATES)("refuses dueDate %s on create with 400 and stores nothing", async (date) => {
    const title = `edge ${date}`;
    const res = await as(t.app, user).post(`/api/boards/${board.boardId}/tasks`, { title, dueDate: date });
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.title, title));
    expect(rows).toHaveLength(0);
  });

  it("refuses dueDate 0999-01-01 on update and keeps the old one", async () => {
    const created = await as(t.app, user).post(`/api/boards/${board.boardId}/tasks`, {
      title: "keeps its date",
      dueDate: "2024-02-29",
    });
    expect(created.statusCode).toBe(201);
    const res = await as(t.app, user).put(`/api/tasks/${created.json().id}`, { dueDate: "0999-01-01" });
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.json().id));
    expect(row!.dueDate!.toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });
});

describe("due dates of tasks created with a project", () => {
  it.each(BAD_DATES)("refuses dueDate %s with 400 and stores no project", async (date) => {
    const name = `edge ${date}`;
    const res = await as(t.app, user).post("/api/projects", { name, tasks: [{ title: "x", dueDate: date }] });
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db.select().from(projects).where(eq(projects.name, name));
    expect(rows).toHaveLength(0);
  });
});
