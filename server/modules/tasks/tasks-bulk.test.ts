import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks.ts";
import { notifications, taskWatchers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { boardTasks, createBoard, createTask } from "./task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function seed(n: number, status = "todo") {
  const b = await createBoard(t, owner, { members: [member] });
  const tasks: Task[] = [];
  for (let i = 0; i < n; i++) tasks.push(await createTask(t, owner, b.boardId, { title: `t${i}`, status }));
  return { ...b, tasks, ids: tasks.map((x) => x.id) };
}

const bulk = (user: TestUser, body: unknown) => as(t.app, user).post("/api/tasks/bulk", body);
const update = (taskIds: number[], set: Record<string, unknown>, extra = {}) => ({
  taskIds,
  action: { type: "update", set },
  ...extra,
});

describe("POST /api/tasks/bulk", () => {
  it("changes status, assignee, priority and due date of every task in one request", async () => {
    const b = await seed(3);
    await createTask(t, owner, b.boardId, { title: "already done", status: "done" });
    const res = await bulk(
      member,
      update(b.ids, { status: "done", assignedTo: owner.id, priority: "high", dueDate: "2030-05-01" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3, deleted: 0 });
    const listed = (await boardTasks(t, owner, b.boardId)).filter((x) => b.ids.includes(x.id));
    for (const task of listed) {
      expect(task).toMatchObject({ status: "done", assignedTo: owner.id, priority: "high" });
      expect(task.dueDate).toMatch(/^2030-05-01/);
      expect(task.completedAt).not.toBeNull();
    }
    // Appended after the column's task, in their former order, with dense positions.
    expect(listed.map((x) => [x.id, x.position])).toEqual(b.ids.map((id, i) => [id, i + 1]));
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(
      notes.filter((n) => n.type === "task_assigned" && b.ids.includes(n.relatedEntityId!)),
    ).toHaveLength(3);
  });

  it("clears the assignee or the due date with null", async () => {
    const b = await seed(2);
    await bulk(owner, update(b.ids, { assignedTo: member.id, dueDate: "2031-01-01" }));
    expect((await bulk(owner, update(b.ids, { assignedTo: null, dueDate: null }))).statusCode).toBe(200);
    const listed = (await boardTasks(t, owner, b.boardId)).filter((x) => b.ids.includes(x.id));
    expect(listed.every((x) => x.assignedTo === null && x.dueDate === null)).toBe(true);
  });

  it("deletes every task", async () => {
    const b = await seed(3);
    const res = await bulk(member, { taskIds: b.ids.slice(0, 2), action: { type: "delete" } });
    expect(res.json()).toEqual({ updated: 0, deleted: 2 });
    expect((await boardTasks(t, owner, b.boardId)).map((x) => x.id)).toEqual([b.ids[2]]);
  });

  it("is one transaction: one task the user may not edit refuses the whole request and changes nothing", async () => {
    const mine = await seed(3);
    const foreign = await createBoard(t, other);
    const theirs = await createTask(t, other, foreign.boardId, { title: "not yours" });
    const ids = [mine.ids[0]!, mine.ids[1]!, theirs.id, mine.ids[2]!];
    const res = await bulk(member, update(ids, { priority: "low", status: "review" }));
    expect(res.statusCode).toBe(404);
    const del = await bulk(member, { taskIds: ids, action: { type: "delete" } });
    expect(del.statusCode).toBe(404);
    const listed = await boardTasks(t, owner, mine.boardId);
    expect(listed.map((x) => [x.status, x.priority])).toEqual(mine.ids.map(() => ["todo", "medium"]));
    expect((await boardTasks(t, other, foreign.boardId))[0]).toMatchObject({ title: "not yours" });
    // A missing id is the same 404.
    expect((await bulk(member, update([mine.ids[0]!, 2_000_000_000], { priority: "low" }))).statusCode).toBe(
      404,
    );
  });

  it("assigns a non-member only when the owner asks (403 for a member, nothing changes)", async () => {
    const b = await seed(2);
    const res = await bulk(member, update(b.ids, { assignedTo: other.id, priority: "low" }));
    expect(res.statusCode).toBe(403);
    expect(
      (await boardTasks(t, owner, b.boardId)).every((x) => x.assignedTo === null && x.priority === "medium"),
    ).toBe(true);
    expect((await bulk(owner, update(b.ids, { assignedTo: other.id }))).statusCode).toBe(200);
  });

  it("follows the WIP rule: 409 for the whole request unless overridden", async () => {
    const b = await seed(3);
    await createTask(t, owner, b.boardId, { title: "in review", status: "review" });
    await as(t.app, owner).put(`/api/boards/${b.boardId}/columns/review/wip-limit`, { wipLimit: 3 });
    const refused = await bulk(member, update(b.ids, { status: "review", priority: "high" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/WIP limit \(3\)/);
    expect((await boardTasks(t, owner, b.boardId)).filter((x) => x.status === "review")).toHaveLength(1);
    // Two fit exactly.
    expect((await bulk(member, update(b.ids.slice(0, 2), { status: "review" }))).statusCode).toBe(200);
    const forced = await bulk(member, update(b.ids, { status: "review" }, { overrideWipLimit: true }));
    expect(forced.statusCode).toBe(200);
    expect((await boardTasks(t, owner, b.boardId)).filter((x) => x.status === "review")).toHaveLength(4);
  });

  it("runs the same number of statements for 2 tasks as for 40", async () => {
    const few = await seed(2);
    const many = await seed(40);
    // Assigning the requester themself: no notification, whose delivery would run on its own time;
    // nor to the tasks' creator, who watches them (product rules 'Watchers').
    await t.database.db.delete(taskWatchers).where(inArray(taskWatchers.taskId, [...few.ids, ...many.ids]));
    const set = { status: "review", assignedTo: member.id, priority: "low", dueDate: "2030-01-01" };
    const q2 = await countStatements(() => bulk(member, update(few.ids, set)));
    const q40 = await countStatements(() => bulk(member, update(many.ids, set)));
    expect(q2).toBeGreaterThan(5);
    expect(q40).toBe(q2);
    const d2 = await countStatements(() => bulk(member, { taskIds: few.ids, action: { type: "delete" } }));
    const d40 = await countStatements(() => bulk(member, { taskIds: many.ids, action: { type: "delete" } }));
    expect(d40).toBe(d2);
    expect(await boardTasks(t, owner, many.boardId)).toEqual([]);
  });

  it("answers bad input with a 400 that changes nothing", async () => {
    const b = await seed(1);
    const bad = [
      {},
      { taskIds: [], action: { type: "delete" } },
      { taskIds: Array.from({ length: 501 }, (_, i) => i + 1), action: { type: "delete" } },
      { taskIds: ["x"], action: { type: "delete" } },
      { taskIds: b.ids, action: { type: "archive" } },
      { taskIds: b.ids, action: { type: "update", set: {} } },
      { taskIds: b.ids, action: { type: "update", set: { priority: "urgent" } } },
      { taskIds: b.ids, action: { type: "update", set: { dueDate: "2024-02-30" } } },
      { taskIds: b.ids, action: { type: "update", set: { status: "" } } },
    ];
    for (const body of bad) {
      const res = await bulk(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await boardTasks(t, owner, b.boardId))[0]).toMatchObject({ status: "todo", priority: "medium" });
  });
});
