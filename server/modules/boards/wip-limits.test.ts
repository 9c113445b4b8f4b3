import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Board } from "../../../contract/tasks.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { boardTasks, column, createBoard, createTask } from "../tasks/task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const FULL = "This column is at its WIP limit (2). Send overrideWipLimit: true to go over it.";

const setLimit = (user: TestUser, boardId: number, status: string, wipLimit: unknown) =>
  as(t.app, user).put(`/api/boards/${boardId}/columns/${status}/wip-limit`, { wipLimit });

/** A board whose `review` column holds two tasks and has a limit of 2, with one task in `todo`. */
async function fullReview() {
  const b = await createBoard(t, owner, { members: [member] });
  await createTask(t, owner, b.boardId, { title: "r1", status: "review" });
  await createTask(t, owner, b.boardId, { title: "r2", status: "review" });
  const todo = await createTask(t, owner, b.boardId, { title: "t1", status: "todo" });
  expect((await setLimit(owner, b.boardId, "review", 2)).statusCode).toBe(200);
  return { ...b, todo };
}

describe("WIP limits", () => {
  it("are set and cleared by the project owner and listed with the columns", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const res = await setLimit(owner, b.boardId, "progress", 5);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Board).columns.find((c) => c.id === "in_progress")).toMatchObject({ wipLimit: 5 });
    const boards = (await as(t.app, member).get(`/api/projects/${b.projectId}/boards`)).json() as Board[];
    expect(boards[0]!.columns.map((c) => [c.id, c.wipLimit])).toEqual([
      ["todo", null],
      ["in_progress", 5],
      ["review", null],
      ["done", null],
    ]);
    const cleared = await setLimit(owner, b.boardId, "in_progress", null);
    expect((cleared.json() as Board).columns.every((c) => c.wipLimit === null)).toBe(true);
  });

  it("may not be set by a member (403) or an outsider (404); bad limits are 400; nothing changes", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    expect((await setLimit(member, b.boardId, "todo", 3)).json()).toMatchObject({
      message: "Only the project owner can set WIP limits",
    });
    expect((await setLimit(member, b.boardId, "todo", 3)).statusCode).toBe(403);
    expect((await setLimit(outsider, b.boardId, "todo", 3)).statusCode).toBe(404);
    for (const bad of [0, 1000, 2.5, "3", undefined]) {
      const res = await setLimit(owner, b.boardId, "todo", bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("WIP limit must be a whole number from 1 to 999, or none");
    }
    expect((await setLimit(owner, b.boardId, "no_such_column", 3)).statusCode).toBe(404);
    const boards = (await as(t.app, owner).get(`/api/projects/${b.projectId}/boards`)).json() as Board[];
    expect(boards[0]!.columns.every((c) => c.wipLimit === null)).toBe(true);
  });

  it("refuse a move into a full column with 409 unless overridden", async () => {
    const b = await fullReview();
    const move = (body: Record<string, unknown>) =>
      as(t.app, member).put(`/api/tasks/${b.todo.id}/position`, body);
    const refused = await move({ status: "review", position: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: FULL });
    expect(column(await boardTasks(t, owner, b.boardId), "review").ids).toHaveLength(2);
    const forced = await move({ status: "review", position: 0, overrideWipLimit: true });
    expect(forced.statusCode).toBe(200);
    expect(column(await boardTasks(t, owner, b.boardId), "review").ids[0]).toBe(b.todo.id);
    // Reordering inside a column over its limit is no entry: allowed.
    expect((await move({ status: "review", position: 2 })).statusCode).toBe(200);
  });

  it("refuse a create or a status change into a full column unless overridden", async () => {
    const b = await fullReview();
    const create = await as(t.app, member).post(`/api/boards/${b.boardId}/tasks`, {
      title: "x",
      status: "review",
    });
    expect(create.statusCode).toBe(409);
    const update = await as(t.app, member).put(`/api/tasks/${b.todo.id}`, {
      status: "review",
      title: "Renamed",
    });
    expect(update.statusCode).toBe(409);
    const tasks = await boardTasks(t, owner, b.boardId);
    expect(tasks).toHaveLength(3);
    expect(tasks.find((x) => x.id === b.todo.id)).toMatchObject({ status: "todo", title: "t1" });
    const forcedCreate = await as(t.app, member).post(`/api/boards/${b.boardId}/tasks`, {
      title: "x",
      status: "review",
      overrideWipLimit: true,
    });
    expect(forcedCreate.statusCode).toBe(201);
    const forced = await as(t.app, member).put(`/api/tasks/${b.todo.id}`, {
      status: "review",
      overrideWipLimit: true,
    });
    expect(forced.json()).toMatchObject({ status: "review" });
    // Other edits of a task already in a full column pass.
    expect((await as(t.app, member).put(`/api/tasks/${b.todo.id}`, { title: "Again" })).statusCode).toBe(200);
  });

  it("let a column fill up to its limit exactly", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    await setLimit(owner, b.boardId, "done", 1);
    expect(
      (await as(t.app, member).post(`/api/boards/${b.boardId}/tasks`, { title: "a", status: "done" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await as(t.app, member).post(`/api/boards/${b.boardId}/tasks`, { title: "b", status: "done" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await as(t.app, member).post(`/api/boards/${b.boardId}/tasks`, { title: "c", status: "todo" }))
        .statusCode,
    ).toBe(201);
  });

  it("follow a renamed column and leave with a deleted one", async () => {
    const lone = await createUser(t);
    const b = await createBoard(t, lone);
    const created = await as(t.app, lone).post("/api/custom-statuses", { name: "QA" });
    expect(created.statusCode).toBe(201);
    const statusId = (created.json() as { id: number }).id;
    expect((await setLimit(lone, b.boardId, "qa", 3)).statusCode).toBe(200);
    const limits = async () => {
      const boards = (await as(t.app, lone).get(`/api/projects/${b.projectId}/boards`)).json() as Board[];
      return Object.fromEntries(boards[0]!.columns.map((c) => [c.id, c.wipLimit]));
    };
    const renamed = await as(t.app, lone).put(`/api/custom-statuses/${statusId}`, { name: "Quality Check" });
    expect(renamed.statusCode).toBe(200);
    expect(await limits()).toMatchObject({ quality_check: 3 });
    expect(await limits()).not.toHaveProperty("qa");
    expect((await as(t.app, lone).delete(`/api/custom-statuses/${statusId}`)).statusCode).toBe(204);
    // A new column of the same name starts without the old column's limit.
    expect((await as(t.app, lone).post("/api/custom-statuses", { name: "Quality Check" })).statusCode).toBe(
      201,
    );
    expect(await limits()).toMatchObject({ quality_check: null });
  });
});
