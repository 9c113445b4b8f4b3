import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ChecklistItem } from "../../../contract/checklists.ts";
import type { Task } from "../../../contract/tasks.ts";
import { taskChecklistItems } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { boardTasks, createBoard, createTask } from "./task-fixtures.ts";

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

async function taskWithItems(texts: string[]) {
  const b = await createBoard(t, owner, { members: [member] });
  const task = await createTask(t, owner, b.boardId, { title: "With a checklist" });
  const items: ChecklistItem[] = [];
  for (const text of texts) {
    const res = await as(t.app, member).post(`/api/tasks/${task.id}/checklist`, { text });
    expect(res.statusCode).toBe(201);
    items.push(res.json());
  }
  return { ...b, task, items };
}

const list = async (taskId: number) =>
  ((await as(t.app, owner).get(`/api/tasks/${taskId}/checklist`)).json() as { items: ChecklistItem[] }).items;
const texts = async (taskId: number) => (await list(taskId)).map((i) => i.text);
const ranks = async (taskId: number) =>
  (
    await t.database.db
      .select({ rank: taskChecklistItems.rank })
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, taskId))
      .orderBy(asc(taskChecklistItems.rank), asc(taskChecklistItems.id))
  ).map((r) => r.rank);
const reorder = (taskId: number, itemId: number, afterItemId: number | null) =>
  as(t.app, member).put(`/api/tasks/${taskId}/checklist/${itemId}/position`, { afterItemId });

describe("a task's checklist: items, order and limits", () => {
  it("adds items at the end with dense positions, checks, edits and deletes them", async () => {
    const { task, items } = await taskWithItems(["One", "  Two  ", "Three"]);
    expect(items.map((i) => [i.text, i.position, i.done])).toEqual([
      ["One", 0, false],
      ["Two", 1, false],
      ["Three", 2, false],
    ]);
    const check = await as(t.app, member).patch(`/api/tasks/${task.id}/checklist/${items[1]!.id}`, {
      done: true,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ done: true, position: 1 });
    const edit = await as(t.app, owner).patch(`/api/tasks/${task.id}/checklist/${items[0]!.id}`, {
      text: "First",
    });
    expect(edit.json()).toMatchObject({ text: "First", done: false });
    expect(
      (await as(t.app, member).delete(`/api/tasks/${task.id}/checklist/${items[2]!.id}`)).statusCode,
    ).toBe(204);
    expect((await list(task.id)).map((i) => [i.text, i.position, i.done])).toEqual([
      ["First", 0, false],
      ["Two", 1, true],
    ]);
  });

  it("stores sparse ranks: a create or a reorder writes only its own row", async () => {
    const { task, items } = await taskWithItems(["a", "b", "c", "d"]);
    const before = await ranks(task.id);
    expect(new Set(before).size).toBe(4);
    const res = await reorder(task.id, items[3]!.id, items[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: items[3]!.id, position: 1 });
    const after = await ranks(task.id);
    // Three of the four keys are untouched; the moved one lies between its new neighbours.
    expect(after.filter((r) => before.includes(r))).toHaveLength(3);
    expect(after[0]! < after[1]! && after[1]! < after[2]!).toBe(true);
    expect(await texts(task.id)).toEqual(["a", "d", "b", "c"]);
  });

  it("reorders between neighbours, to the front and to the end, and a same-place drop changes nothing", async () => {
    const { task, items } = await taskWithItems(["a", "b", "c"]);
    const [a, b, c] = items.map((i) => i.id) as [number, number, number];
    expect((await reorder(task.id, c, null)).json()).toMatchObject({ position: 0 });
    expect(await texts(task.id)).toEqual(["c", "a", "b"]);
    expect((await reorder(task.id, c, b)).json()).toMatchObject({ position: 2 });
    expect(await texts(task.id)).toEqual(["a", "b", "c"]);
    const keys = await ranks(task.id);
    expect((await reorder(task.id, b, a)).statusCode).toBe(200);
    expect(await ranks(task.id)).toEqual(keys);
  });

  it("re-keys a checklist evenly when two neighbours leave no key between them", async () => {
    const { task } = await taskWithItems([]);
    // Equal keys (ordered by id) have nothing between them.
    const rows = await t.database.db
      .insert(taskChecklistItems)
      .values(["p", "q", "r"].map((text) => ({ taskId: task.id, text, rank: "a0" })))
      .returning({ id: taskChecklistItems.id });
    const [p, , r] = rows.map((x) => x.id) as [number, number, number];
    const res = await reorder(task.id, r, p);
    expect(res.json()).toMatchObject({ id: r, position: 1 });
    expect(await texts(task.id)).toEqual(["p", "r", "q"]);
    expect(new Set(await ranks(task.id)).size).toBe(3);
  });

  it("refuses bad input with a 400 that changes nothing", async () => {
    const { task, items } = await taskWithItems(["a", "b"]);
    const other = await taskWithItems(["x"]);
    const url = `/api/tasks/${task.id}/checklist`;
    for (const body of [{ text: "" }, { text: "   " }, { text: "x".repeat(201) }, { text: 5 }, {}]) {
      const res = await as(t.app, member).post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await as(t.app, member).patch(`${url}/${items[0]!.id}`, {})).statusCode).toBe(400);
    expect((await as(t.app, member).patch(`${url}/${items[0]!.id}`, { done: "yes" })).statusCode).toBe(400);
    expect((await reorder(task.id, items[0]!.id, items[0]!.id)).statusCode).toBe(400);
    expect((await reorder(task.id, items[0]!.id, other.items[0]!.id)).statusCode).toBe(400);
    expect((await reorder(task.id, items[0]!.id, "x" as never)).statusCode).toBe(400);
    // An item of another task is not found through this one.
    expect((await as(t.app, member).patch(`${url}/${other.items[0]!.id}`, { done: true })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, member).delete(`${url}/${other.items[0]!.id}`)).statusCode).toBe(404);
    expect(await texts(task.id)).toEqual(["a", "b"]);
    expect(await texts(other.task.id)).toEqual(["x"]);
  });

  it("holds at most 100 items", async () => {
    const { task } = await taskWithItems([]);
    await t.database.db.insert(taskChecklistItems).values(
      Array.from({ length: 100 }, (_, i) => ({
        taskId: task.id,
        text: `i${i}`,
        rank: `a${String(i).padStart(3, "0")}`,
      })),
    );
    const res = await as(t.app, member).post(`/api/tasks/${task.id}/checklist`, { text: "one more" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A checklist can have at most 100 items");
    expect(await list(task.id)).toHaveLength(100);
  });
});

describe("a task's checklist on the board and beyond", () => {
  it("is the project's: outsiders get 404 for every route", async () => {
    const { task, items } = await taskWithItems(["a"]);
    const url = `/api/tasks/${task.id}/checklist`;
    const o = as(t.app, outsider);
    expect((await o.get(url)).statusCode).toBe(404);
    expect((await o.post(url, { text: "x" })).statusCode).toBe(404);
    expect((await o.patch(`${url}/${items[0]!.id}`, { done: true })).statusCode).toBe(404);
    expect((await o.put(`${url}/${items[0]!.id}/position`, { afterItemId: null })).statusCode).toBe(404);
    expect((await o.delete(`${url}/${items[0]!.id}`)).statusCode).toBe(404);
    expect((await list(task.id))[0]).toMatchObject({ text: "a", done: false });
  });

  it("gives the board's tasks their counts, in one statement however many tasks", async () => {
    const { task, items, boardId } = await taskWithItems(["a", "b", "c"]);
    await as(t.app, member).patch(`/api/tasks/${task.id}/checklist/${items[0]!.id}`, { done: true });
    const listed = (await boardTasks(t, owner, boardId)).find((x) => x.id === task.id)!;
    expect(listed).toMatchObject({ checklistDone: 1, checklistTotal: 3 });
    const one = (await as(t.app, owner).get(`/api/tasks/${task.id}`)).json() as Task;
    expect(one).toMatchObject({ checklistDone: 1, checklistTotal: 3 });

    const few = await createBoard(t, owner);
    const many = await createBoard(t, owner);
    for (const [b, n] of [
      [few, 1],
      [many, 20],
    ] as const) {
      for (let i = 0; i < n; i++) {
        const x = await createTask(t, owner, b.boardId, { title: `t${i}` });
        await as(t.app, owner).post(`/api/tasks/${x.id}/checklist`, { text: "item" });
      }
    }
    const q1 = await countQueries(t, () => as(t.app, owner).get(`/api/boards/${few.boardId}/tasks`));
    const q20 = await countQueries(t, () => as(t.app, owner).get(`/api/boards/${many.boardId}/tasks`));
    expect(q20).toBe(q1);
    expect((await boardTasks(t, owner, many.boardId)).every((x) => x.checklistTotal === 1)).toBe(true);
  });

  it("drives the task's progress when progress follows the checklist", async () => {
    const { task, items } = await taskWithItems(["a", "b", "c", "d"]);
    const on = await as(t.app, member).put(`/api/tasks/${task.id}`, {
      progressFromChecklist: true,
      progress: 90,
    });
    expect(on.json()).toMatchObject({ progressFromChecklist: true, progress: 0 });
    await as(t.app, member).patch(`/api/tasks/${task.id}/checklist/${items[0]!.id}`, { done: true });
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json()).toMatchObject({ progress: 25 });
    await as(t.app, member).delete(`/api/tasks/${task.id}/checklist/${items[1]!.id}`);
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json()).toMatchObject({ progress: 33 });
    const off = await as(t.app, member).put(`/api/tasks/${task.id}`, {
      progressFromChecklist: false,
      progress: 70,
    });
    expect(off.json()).toMatchObject({ progressFromChecklist: false, progress: 70 });
    await as(t.app, member).patch(`/api/tasks/${task.id}/checklist/${items[2]!.id}`, { done: true });
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json()).toMatchObject({ progress: 70 });
  });

  it("publishes the task after each change, with its new counts", async () => {
    const { task, projectId } = await taskWithItems([]);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const ws = new WebSocket(`${address.replace("http", "ws")}/ws`, { headers: { cookie: owner.cookie } });
    try {
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      const inbox = collect(ws);
      sendJson(ws, { type: "join_project", projectId });
      await inbox.next((m) => m.type === "presence");
      await as(t.app, member).post(`/api/tasks/${task.id}/checklist`, { text: "x" });
      expect(await inbox.next((m) => m.type === "task_updated")).toMatchObject({
        projectId,
        actorId: member.id,
        task: { id: task.id, checklistDone: 0, checklistTotal: 1 },
      });
    } finally {
      ws.terminate();
    }
  });
});
