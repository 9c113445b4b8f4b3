import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { boardTasks, column, createBoard, createTask } from "./task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function seed(titles: Record<string, number>) {
  const b = await createBoard(t, owner, { members: [member] });
  const ids: Record<string, number[]> = {};
  for (const [status, n] of Object.entries(titles)) {
    ids[status] = [];
    for (let i = 0; i < n; i++)
      ids[status].push((await createTask(t, owner, b.boardId, { title: `${status}${i}`, status })).id);
  }
  return { ...b, ids };
}

const move = (user: TestUser, id: number, status: string, position: number) =>
  as(t.app, user).put(`/api/tasks/${id}/position`, { status, position });

describe("moving a task", () => {
  it("reorders within a column", async () => {
    const b = await seed({ todo: 4 });
    const [a, x, c, d] = b.ids.todo!;
    const res = await move(member, a!, "todo", 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a, status: "todo", position: 2 });
    expect(column(await boardTasks(t, owner, b.boardId), "todo")).toEqual({ ids: [x, c, a, d], dense: true });
    await move(member, d!, "todo", 0);
    expect(column(await boardTasks(t, owner, b.boardId), "todo")).toEqual({ ids: [d, x, c, a], dense: true });
  });

  it("renumbers the source and target columns when moving between columns", async () => {
    const b = await seed({ todo: 3, review: 2 });
    const [a, x, c] = b.ids.todo!;
    const [r0, r1] = b.ids.review!;
    const res = await move(owner, x!, "review", 1);
    expect(res.json()).toMatchObject({ status: "review", position: 1 });
    const list = await boardTasks(t, owner, b.boardId);
    expect(column(list, "todo")).toEqual({ ids: [a, c], dense: true });
    expect(column(list, "review")).toEqual({ ids: [r0, x, r1], dense: true });
  });

  it("puts a task dropped past the end of a column last, and folds status aliases", async () => {
    const b = await seed({ todo: 1, in_progress: 2 });
    const [a] = b.ids.todo!;
    const res = await move(owner, a!, "progress", 99);
    expect(res.json()).toMatchObject({ status: "in_progress", position: 2 });
    expect(column(await boardTasks(t, owner, b.boardId), "in_progress").dense).toBe(true);
  });

  it("changes nothing for a drop at the same place", async () => {
    const b = await seed({ todo: 2 });
    const [, x] = b.ids.todo!;
    const before = (await as(t.app, owner).get(`/api/tasks/${x}`)).json();
    const res = await move(owner, x!, "todo", 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(before.updatedAt);
  });

  it("moves into an empty column at index 0 and sets completedAt in done", async () => {
    const b = await seed({ todo: 1 });
    const res = await move(owner, b.ids.todo![0]!, "done", 5);
    expect(res.json()).toMatchObject({ status: "done", position: 0 });
    expect(res.json().completedAt).not.toBeNull();
  });

  it.each([
    [{ status: "done" }, "Position must be a whole number of 0 or more"],
    [{ status: "done", position: -1 }, "Position must be a whole number of 0 or more"],
    [{ status: "done", position: 1.5 }, "Position must be a whole number of 0 or more"],
    [{ position: 0 }, "Status must be text"],
  ])("rejects %j with 400", async (body, message) => {
    const b = await seed({ todo: 1 });
    const res = await as(t.app, owner).put(`/api/tasks/${b.ids.todo![0]}/position`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("keeps positions dense and unique under 20 concurrent moves in one board", async () => {
    const b = await seed({ todo: 10, in_progress: 5, review: 5 });
    const all = [...b.ids.todo!, ...b.ids.in_progress!, ...b.ids.review!];
    const statuses = ["todo", "in_progress", "review", "done"];
    const results = await Promise.all(
      all.map((id, i) => move(i % 2 ? owner : member, id, statuses[(i * 7) % 4]!, (i * 3) % 6)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const list = await boardTasks(t, owner, b.boardId);
    expect(list).toHaveLength(20);
    for (const status of statuses) expect(column(list, status).dense).toBe(true);
  });

  it("keeps one column dense and unique under 20 concurrent reorders within it", async () => {
    const b = await seed({ todo: 20 });
    const ids = b.ids.todo!;
    const results = await Promise.all(
      ids.map((id, i) => move(i % 2 ? owner : member, id, "todo", (i * 7) % 20)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const list = await boardTasks(t, owner, b.boardId);
    const todo = column(list, "todo");
    expect(todo.dense).toBe(true);
    expect(new Set(todo.ids).size).toBe(20);
  });
});
