import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addComment, boardTasks, column, createBoard, createTask } from "./task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let board: { projectId: number; boardId: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  board = await createBoard(t, owner, { members: [member] });
});
afterAll(async () => {
  await t.close();
});

describe("creating tasks", () => {
  it("answers 201 with the task, its defaults, assignee and comment count", async () => {
    const res = await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, {
      title: "  Write spec  ",
      boardId: board.boardId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      boardId: board.boardId,
      projectId: board.projectId,
      title: "Write spec",
      description: null,
      status: "todo",
      priority: "medium",
      assignedTo: null,
      assignee: null,
      dueDate: null,
      progress: 0,
      tags: [],
      completedAt: null,
      createdBy: owner.id,
      commentCount: 0,
    });
    expect(typeof res.json().id).toBe("number");
  });

  it("puts new tasks at the end of their column", async () => {
    const b = await createBoard(t, owner);
    const a = await createTask(t, owner, b.boardId, { title: "a", status: "review" });
    const c = await createTask(t, owner, b.boardId, { title: "b", status: "review" });
    const d = await createTask(t, owner, b.boardId, { title: "c", status: "review" });
    expect([a.position, c.position, d.position]).toEqual([0, 1, 2]);
  });

  it("folds the status aliases and status names into column values", async () => {
    const cases: [string, string][] = [
      ["progress", "in_progress"],
      ["inprogress", "in_progress"],
      ["In Progress", "in_progress"],
      ["to_do", "todo"],
      ["To Do", "todo"],
      ["QA check", "qa_check"],
    ];
    for (const [input, expected] of cases) {
      const task = await createTask(t, owner, board.boardId, { title: input, status: input });
      expect(task.status).toBe(expected);
    }
  });

  it("keeps tags trimmed, without empties or duplicates", async () => {
    const task = await createTask(t, owner, board.boardId, {
      title: "tags",
      tags: [" a ", "", "b", "a", "  "],
    });
    expect(task.tags).toEqual(["a", "b"]);
  });

  it("accepts ISO datetimes and dates as the due date, and null", async () => {
    const a = await createTask(t, owner, board.boardId, { title: "d1", dueDate: "2030-05-01T10:00:00.000Z" });
    const b = await createTask(t, owner, board.boardId, { title: "d2", dueDate: "2030-05-02" });
    const c = await createTask(t, owner, board.boardId, { title: "d3", dueDate: null });
    expect(a.dueDate).toBe("2030-05-01T10:00:00.000Z");
    expect(b.dueDate).toBe("2030-05-02T00:00:00.000Z");
    expect(c.dueDate).toBeNull();
  });

  it.each([
    [{}, "Title is required"],
    [{ title: "   " }, "Title is required"],
    [{ title: "x".repeat(256) }, "Title must be at most 255 characters"],
    [{ title: "x", priority: "urgent" }, "Priority must be high, medium or low"],
    [{ title: "x", progress: 101 }, "Progress must be a whole number from 0 to 100"],
    [{ title: "x", progress: 2.5 }, "Progress must be a whole number from 0 to 100"],
    [{ title: "x", dueDate: "next week" }, "Due date must be an ISO date or null"],
    [{ title: "x", assignedTo: "bob" }, "Assignee must be a user id or null"],
    [{ title: "x", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "A task can have at most 20 tags"],
    [{ title: "x", tags: ["y".repeat(51)] }, "Tags must be at most 50 characters"],
    [{ title: "x", status: "" }, "Status is required"],
  ])("rejects %j with 400 %s and creates nothing", async (body, message) => {
    const before = (await boardTasks(t, owner, board.boardId)).length;
    const res = await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await boardTasks(t, owner, board.boardId)).length).toBe(before);
  });

  it("sets completedAt for a task created in the done column", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "already done", status: "done" });
    expect(task.completedAt).not.toBeNull();
  });
});

describe("listing a board's tasks", () => {
  it("returns every task with its assignee and comment count, by status then position", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const one = await createTask(t, owner, b.boardId, { title: "one", assignedTo: member.id });
    const two = await createTask(t, owner, b.boardId, { title: "two", status: "done" });
    const three = await createTask(t, owner, b.boardId, { title: "three" });
    await addComment(t, one.id, owner.id);
    await addComment(t, one.id, member.id);
    await addComment(t, three.id, owner.id);
    const list = await boardTasks(t, member, b.boardId);
    expect(list.map((x) => x.id)).toEqual([two.id, one.id, three.id]);
    expect(list.find((x) => x.id === one.id)).toMatchObject({
      commentCount: 2,
      assignedTo: member.id,
      assignee: {
        id: member.id,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
      },
    });
    expect(list.find((x) => x.id === two.id)?.commentCount).toBe(0);
    expect(list.find((x) => x.id === three.id)?.commentCount).toBe(1);
  });

  it("answers 404 to outsiders and for missing boards, 400 for malformed ids", async () => {
    expect((await as(t.app, outsider).get(`/api/boards/${board.boardId}/tasks`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/boards/999999/tasks")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/boards/99999999999/tasks")).statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/boards/abc/tasks")).statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/boards/0/tasks")).statusCode).toBe(400);
  });

  it("answers 401 when signed out and 403 to a pending account", async () => {
    const pending = await createUser(t, { approved: false });
    expect((await as(t.app, null).get(`/api/boards/${board.boardId}/tasks`)).statusCode).toBe(401);
    expect((await as(t.app, pending).get(`/api/boards/${board.boardId}/tasks`)).statusCode).toBe(403);
  });
});

describe("editing tasks", () => {
  it("changes only the fields present, and null clears", async () => {
    const task = await createTask(t, owner, board.boardId, {
      title: "edit me",
      description: "text",
      dueDate: "2030-01-01",
      priority: "high",
      tags: ["x"],
      progress: 10,
    });
    const res = await as(t.app, member).put(`/api/tasks/${task.id}`, {
      description: null,
      dueDate: null,
      progress: 40,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "edit me",
      description: null,
      dueDate: null,
      priority: "high",
      tags: ["x"],
      progress: 40,
    });
  });

  it("moves the task to the end of its new column when the status changes, closing the old gap", async () => {
    const b = await createBoard(t, owner);
    const [a, x, c] = [
      await createTask(t, owner, b.boardId, { title: "a" }),
      await createTask(t, owner, b.boardId, { title: "x" }),
      await createTask(t, owner, b.boardId, { title: "c" }),
    ];
    await createTask(t, owner, b.boardId, { title: "r", status: "review" });
    const res = await as(t.app, owner).put(`/api/tasks/${x!.id}`, { status: "review" });
    expect(res.json()).toMatchObject({ status: "review", position: 1 });
    const list = await boardTasks(t, owner, b.boardId);
    expect(column(list, "todo")).toEqual({ ids: [a!.id, c!.id], dense: true });
  });

  it("maintains completedAt: set on entering done, cleared on leaving", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "complete me" });
    const done = await as(t.app, owner).put(`/api/tasks/${task.id}`, { status: "done" });
    expect(done.json().completedAt).not.toBeNull();
    const back = await as(t.app, owner).put(`/api/tasks/${task.id}/position`, {
      status: "review",
      position: 0,
    });
    expect(back.json().completedAt).toBeNull();
  });

  it("rejects invalid fields with 400 and changes nothing", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "stay" });
    const res = await as(t.app, owner).put(`/api/tasks/${task.id}`, { title: "", progress: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Title is required");
    const after = await as(t.app, owner).get(`/api/tasks/${task.id}`);
    expect(after.json()).toMatchObject({ title: "stay", progress: 0 });
  });

  it("answers 404 to outsiders for reading, editing, moving and deleting", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "private" });
    const api = as(t.app, outsider);
    expect((await api.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/tasks/${task.id}`, { title: "mine" })).statusCode).toBe(404);
    expect(
      (await api.put(`/api/tasks/${task.id}/position`, { status: "done", position: 0 })).statusCode,
    ).toBe(404);
    expect((await api.delete(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await api.post(`/api/boards/${board.boardId}/tasks`, { title: "x" })).statusCode).toBe(404);
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json().title).toBe("private");
  });
});

describe("deleting tasks", () => {
  it("answers 204, removes the task and renumbers its column", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const a = await createTask(t, owner, b.boardId, { title: "a" });
    const x = await createTask(t, owner, b.boardId, { title: "x" });
    const c = await createTask(t, owner, b.boardId, { title: "c" });
    const res = await as(t.app, member).delete(`/api/tasks/${x.id}`);
    expect(res.statusCode).toBe(204);
    expect((await as(t.app, owner).get(`/api/tasks/${x.id}`)).statusCode).toBe(404);
    expect(column(await boardTasks(t, owner, b.boardId), "todo")).toEqual({ ids: [a.id, c.id], dense: true });
    expect((await as(t.app, owner).delete(`/api/tasks/${x.id}`)).statusCode).toBe(404);
  });
});

describe("the board list's JSON", () => {
  it("has exactly the shape of a single task, dates included", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const made = await createTask(t, owner, b.boardId, {
      title: "same shape",
      description: "d",
      assignedTo: member.id,
      dueDate: "2030-02-03T04:05:06.789Z",
      tags: ["a"],
      status: "done",
    });
    await addComment(t, made.id, owner.id);
    const [listed] = await boardTasks(t, owner, b.boardId);
    const single = (await as(t.app, owner).get(`/api/tasks/${made.id}`)).json();
    expect(listed).toEqual(single);
    expect(Object.keys(listed!).sort()).toEqual(Object.keys(single).sort());
    expect(listed!.dueDate).toBe("2030-02-03T04:05:06.789Z");
  });
});
