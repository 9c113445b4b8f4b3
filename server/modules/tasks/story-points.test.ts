import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { boardTasks, createBoard, createTask } from "./task-fixtures.ts";

/** Product rules §19: an optional story point estimate on every task, in every payload that carries a task. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let board: { projectId: number; boardId: number };
let wsUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  board = await createBoard(t, owner, { members: [member] });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

const storedPoints = async (taskId: number) =>
  (await t.database.db.select({ p: tasks.storyPoints }).from(tasks).where(eq(tasks.id, taskId)))[0]?.p;

describe("story points on a task", () => {
  it("are null when not given, and set on create as a number or '?'", async () => {
    const plain = await createTask(t, owner, board.boardId, { title: "plain" });
    expect(plain.storyPoints).toBeNull();
    const eight = await createTask(t, owner, board.boardId, { title: "eight", storyPoints: 8 });
    expect(eight.storyPoints).toBe(8);
    expect(await storedPoints(eight.id)).toBe("8");
    const unknown = await createTask(t, member, board.boardId, { title: "unknown", storyPoints: "?" });
    expect(unknown.storyPoints).toBe("?");
    const zero = await createTask(t, owner, board.boardId, { title: "zero", storyPoints: 0 });
    expect(zero.storyPoints).toBe(0);
  });

  it("change on update, stay when absent, and clear with null", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "estimate me" });
    const api = as(t.app, member);
    let res = await api.put(`/api/tasks/${task.id}`, { storyPoints: 13 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().storyPoints).toBe(13);
    res = await api.patch(`/api/tasks/${task.id}`, { title: "renamed" });
    expect(res.json()).toMatchObject({ title: "renamed", storyPoints: 13 });
    res = await api.patch(`/api/tasks/${task.id}`, { storyPoints: "?" });
    expect(res.json().storyPoints).toBe("?");
    res = await api.put(`/api/tasks/${task.id}`, { storyPoints: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().storyPoints).toBeNull();
    expect(await storedPoints(task.id)).toBeNull();
    expect((await api.get(`/api/tasks/${task.id}`)).json().storyPoints).toBeNull();
  });

  it.each([4, "8", 100, -1, 2.5, "", "??", true, [3]])(
    "rejects %j with a 400 that changes nothing",
    async (value) => {
      const task = await createTask(t, owner, board.boardId, { title: "kept", storyPoints: 5 });
      const update = await as(t.app, owner).put(`/api/tasks/${task.id}`, {
        title: "changed",
        storyPoints: value,
      });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toMatch(/Story points must be one of 0, 1, 2, 3, 5, 8, 13, 21 or "\?"/);
      const after = (await as(t.app, owner).get(`/api/tasks/${task.id}`)).json();
      expect(after).toMatchObject({ title: "kept", storyPoints: 5 });

      const before = (await boardTasks(t, owner, board.boardId)).length;
      const create = await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, {
        title: "not made",
        storyPoints: value,
      });
      expect(create.statusCode).toBe(400);
      expect(create.json().message).toMatch(/Story points must be/);
      expect((await boardTasks(t, owner, board.boardId)).length).toBe(before);
    },
  );

  it("the database refuses any other stored value", async () => {
    const task = await createTask(t, owner, board.boardId, { title: "raw" });
    await expect(
      t.database.db.update(tasks).set({ storyPoints: "4" }).where(eq(tasks.id, task.id)),
    ).rejects.toThrow();
  });
});

describe("story points in every payload that carries a task", () => {
  let estimated: { id: number };
  let unknown: { id: number };
  let plain: { id: number };
  beforeAll(async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const due = "2031-03-04T10:00:00.000Z";
    estimated = await createTask(t, owner, b.boardId, {
      title: "est",
      storyPoints: 21,
      assignedTo: member.id,
      dueDate: due,
    });
    unknown = await createTask(t, owner, b.boardId, {
      title: "unk",
      storyPoints: "?",
      assignedTo: member.id,
      dueDate: due,
    });
    plain = await createTask(t, owner, b.boardId, { title: "plain", assignedTo: member.id, dueDate: due });
  });

  const expectPoints = (list: { id: number; storyPoints?: unknown }[]) => {
    const byId = new Map(list.map((task) => [task.id, task]));
    expect(byId.get(estimated.id)?.storyPoints).toBe(21);
    expect(byId.get(unknown.id)?.storyPoints).toBe("?");
    expect(byId.get(plain.id)).toHaveProperty("storyPoints", null);
  };

  it("board tasks and task by id", async () => {
    const boardId = (await as(t.app, owner).get(`/api/tasks/${estimated.id}`)).json().boardId;
    expectPoints(await boardTasks(t, owner, boardId));
    expect((await as(t.app, member).get(`/api/tasks/${unknown.id}`)).json().storyPoints).toBe("?");
  });

  it("my tasks, paged or not", async () => {
    expectPoints((await as(t.app, member).get("/api/tasks/user")).json());
    expectPoints((await as(t.app, member).get("/api/tasks/user?limit=10")).json());
  });

  it("calendar (full and per day) and recent tasks", async () => {
    expectPoints((await as(t.app, owner).get("/api/tasks/calendar")).json());
    const perDay = await as(t.app, owner).get("/api/tasks/calendar?from=2031-03-01&to=2031-03-31&perDay=5");
    expect(perDay.statusCode, perDay.body).toBe(200);
    expectPoints(perDay.json());
    expectPoints((await as(t.app, owner).get("/api/tasks/recent?limit=20")).json());
  });

  it("the projects' task table, whole and paged", async () => {
    expectPoints((await as(t.app, owner).get("/api/projects/tasks")).json());
    expectPoints((await as(t.app, owner).get("/api/projects/tasks?limit=100")).json());
  });

  it("realtime task events", async () => {
    const ws = new WebSocket(wsUrl, { headers: { cookie: owner.cookie } });
    sockets.push(ws);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const inbox = collect(ws);
    sendJson(ws, { type: "join_project", projectId: board.projectId, userId: owner.id });
    await inbox.next((m) => m.type === "presence");
    const created = await createTask(t, member, board.boardId, { title: "live", storyPoints: 3 });
    expect((await inbox.next((m) => m.type === "task_created")).task.storyPoints).toBe(3);
    await as(t.app, member).put(`/api/tasks/${created.id}`, { storyPoints: 1 });
    expect((await inbox.next((m) => m.type === "task_updated")).task.storyPoints).toBe(1);
    await as(t.app, member).put(`/api/tasks/${created.id}/position`, { status: "review", position: 0 });
    expect((await inbox.next((m) => m.type === "task_moved")).task.storyPoints).toBe(1);
  });
});
