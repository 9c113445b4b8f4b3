import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks.ts";
import { boards, taskActivity, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { boardTasks, createBoard, createTask, testRank } from "./task-fixtures.ts";

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

const make = (title: string, extra: Record<string, unknown> = {}, user = owner, boardId = board.boardId) =>
  createTask(t, user, boardId, { title, ...extra });
const setParent = (id: number, parentId: number | null, user = owner) =>
  as(t.app, user).put(`/api/tasks/${id}/parent`, { parentId });
const get = async (id: number) => (await as(t.app, owner).get(`/api/tasks/${id}`)).json() as Task;

describe("types", () => {
  it("defaults to task, takes a type on create and update, and refuses an unknown one", async () => {
    const plain = await make("plain");
    expect(plain).toMatchObject({ type: "task", parentId: null, childCounts: { total: 0, done: 0 } });
    const bug = await make("bug", { type: "bug" });
    expect(bug.type).toBe("bug");
    const res = await as(t.app, owner).put(`/api/tasks/${bug.id}`, { type: "story" });
    expect(res.statusCode).toBe(200);
    expect(res.json().type).toBe("story");
    const bad = await as(t.app, owner).put(`/api/tasks/${bug.id}`, { type: "saga" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await get(bug.id)).type).toBe("story");
  });
});

describe("the rules of the tree", () => {
  it("puts a story under an epic and a sub-task under the story, with history on both sides", async () => {
    const epic = await make("Epic", { type: "epic" });
    const story = await make("Story", { type: "story" });
    const res = await setParent(story.id, epic.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().parentId).toBe(epic.id);
    const sub = await make("Sub", { parentId: story.id });
    expect(sub.parentId).toBe(story.id);
    const children = await as(t.app, member).get(`/api/tasks/${story.id}/children`);
    expect(children.statusCode).toBe(200);
    expect(children.json().map((c: Task) => c.id)).toEqual([sub.id]);
    const history = await t.database.db.select().from(taskActivity).where(eq(taskActivity.taskId, epic.id));
    expect(history.some((h) => h.changes.some((c) => c.field === "subtask"))).toBe(true);
    const own = await t.database.db.select().from(taskActivity).where(eq(taskActivity.taskId, story.id));
    expect(own.some((h) => h.changes.some((c) => c.field === "parent"))).toBe(true);
  });

  it("refuses a fourth level, an epic with a parent, an epic under an epic and itself", async () => {
    const epic = await make("E", { type: "epic" });
    const story = await make("S", { type: "story", parentId: epic.id });
    const sub = await make("Sub", { parentId: story.id });
    const deeper = await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, {
      title: "too deep",
      parentId: sub.id,
    });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toMatch(/Three levels at most/);
    const other = await make("E2", { type: "epic" });
    const epicUnder = await setParent(other.id, epic.id);
    expect(epicUnder.statusCode).toBe(400);
    expect(epicUnder.json().message).toBe("An epic cannot have a parent");
    expect((await setParent(story.id, story.id)).json().message).toBe("A task cannot be its own parent");
    // A task with sub-tasks cannot become a sub-task.
    const lone = await make("lone");
    const holder = await make("holder");
    await make("kid", { parentId: holder.id });
    const res = await setParent(holder.id, lone.id);
    expect(res.statusCode).toBe(400);
    // A sub-task cannot become an epic.
    const toEpic = await as(t.app, owner).put(`/api/tasks/${sub.id}`, { type: "epic" });
    expect(toEpic.statusCode).toBe(400);
    expect((await get(sub.id)).type).toBe("task");
  });

  it("refuses a parent in another project, even one the user may see", async () => {
    const elsewhere = await createBoard(t, owner);
    const foreign = await make("foreign", {}, owner, elsewhere.boardId);
    const task = await make("here");
    const res = await setParent(task.id, foreign.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The parent must be a task of the same project");
    expect((await get(task.id)).parentId).toBeNull();
  });

  it("refuses cycles, direct and indirect", async () => {
    const a = await make("A");
    const b = await make("B", { parentId: a.id });
    const direct = await setParent(a.id, b.id);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toMatch(/cycle/);
    const epic = await make("Ep", { type: "epic" });
    const story = await make("St", { parentId: epic.id });
    const sub = await make("Su", { parentId: story.id });
    // epic -> story -> sub: the epic under its grandchild is refused (an epic has no parent) ...
    expect((await setParent(epic.id, sub.id)).statusCode).toBe(400);
    // ... and the story under its own sub-task is a cycle.
    const indirect = await setParent(story.id, sub.id);
    expect(indirect.statusCode).toBe(400);
    expect((await get(story.id)).parentId).toBe(epic.id);
  });

  it("lets only one of two concurrent requests that would form a cycle through", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await make(`A${round}`);
      const b = await make(`B${round}`);
      const results = await Promise.all([setParent(a.id, b.id), setParent(b.id, a.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const [x, y] = [await get(a.id), await get(b.id)];
      expect([x.parentId, y.parentId].filter((p) => p !== null)).toHaveLength(1);
    }
  });

  it("lets a member move a task and hides it from an outsider", async () => {
    const parent = await make("P");
    const child = await make("C");
    expect((await setParent(child.id, parent.id, member)).statusCode).toBe(200);
    expect((await setParent(child.id, null, outsider)).statusCode).toBe(404);
    expect((await as(t.app, outsider).get(`/api/tasks/${parent.id}/children`)).statusCode).toBe(404);
    expect((await setParent(child.id, null, member)).json().parentId).toBeNull();
  });

  it("answers 400 for a malformed body and 404 for a missing task", async () => {
    const task = await make("T");
    expect((await as(t.app, owner).put(`/api/tasks/${task.id}/parent`, { parentId: "x" })).statusCode).toBe(
      400,
    );
    expect((await as(t.app, owner).put(`/api/tasks/${task.id}/parent`, {})).statusCode).toBe(400);
    expect((await setParent(999_999, null)).statusCode).toBe(404);
    expect((await setParent(task.id, 999_999)).statusCode).toBe(400);
  });
});

describe("roll-ups", () => {
  it("counts children done and their points, in the board list and single reads", async () => {
    const epic = await make("Rollup", { type: "epic", storyPoints: null });
    const s1 = await make("s1", { parentId: epic.id, storyPoints: 3 });
    await make("s2", { parentId: epic.id, storyPoints: 5 });
    await make("s3", { parentId: epic.id, storyPoints: "?" });
    const moved = await as(t.app, owner).put(`/api/tasks/${s1.id}/position`, { status: "done", position: 0 });
    expect(moved.statusCode).toBe(200);
    const expected = { total: 3, done: 1, points: 8, pointsDone: 3 };
    expect((await get(epic.id)).childCounts).toEqual(expected);
    const listed = (await boardTasks(t, owner, board.boardId)).find((x) => x.id === epic.id);
    expect(listed?.childCounts).toEqual(expected);
  });

  it("keeps the parent's board list right when a child on another board moves", async () => {
    const db = t.database.db;
    const [second] = await db
      .insert(boards)
      .values({ projectId: board.projectId, name: "Second" })
      .returning({ id: boards.id });
    const parent = await make("parent here");
    const child = await make("child there", { parentId: parent.id }, owner, second!.id);
    const first = await as(t.app, owner).get(`/api/boards/${board.boardId}/tasks`);
    const etag = first.headers.etag as string;
    await as(t.app, owner).put(`/api/tasks/${child.id}`, { status: "done" });
    const again = await t.app.inject({
      method: "GET",
      url: `/api/boards/${board.boardId}/tasks`,
      headers: { cookie: owner.cookie, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(200);
    const card = (again.json() as Task[]).find((x) => x.id === parent.id);
    expect(card?.childCounts).toMatchObject({ total: 1, done: 1 });
  });
});

describe("deleting a parent", () => {
  it("asks for a choice, saying how many sub-tasks", async () => {
    const parent = await make("asks");
    await make("k1", { parentId: parent.id });
    await make("k2", { parentId: parent.id });
    const res = await as(t.app, owner).delete(`/api/tasks/${parent.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This task has 2 sub-tasks: choose whether to delete them or keep them as top-level tasks",
    );
    expect((await as(t.app, owner).delete(`/api/tasks/${parent.id}?children=maybe`)).statusCode).toBe(400);
    expect((await get(parent.id)).id).toBe(parent.id);
  });

  it("keeps the children as top-level tasks, with history", async () => {
    const parent = await make("keeper");
    const kid = await make("kept", { parentId: parent.id });
    const res = await as(t.app, owner).delete(`/api/tasks/${parent.id}?children=keep`);
    expect(res.statusCode).toBe(204);
    expect((await get(kid.id)).parentId).toBeNull();
    const history = await t.database.db.select().from(taskActivity).where(eq(taskActivity.taskId, kid.id));
    expect(history.some((h) => h.changes.some((c) => c.field === "parent" && c.to === null))).toBe(true);
  });

  it("deletes the children and theirs with it", async () => {
    const epic = await make("doomed", { type: "epic" });
    const story = await make("doomed story", { parentId: epic.id });
    const sub = await make("doomed sub", { parentId: story.id });
    const res = await as(t.app, owner).delete(`/api/tasks/${epic.id}?children=delete`);
    expect(res.statusCode).toBe(204);
    const left = await t.database.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, sub.id));
    expect(left).toHaveLength(0);
    expect((await as(t.app, owner).get(`/api/tasks/${story.id}`)).statusCode).toBe(404);
  });

  it("deletes a task without children as before, and updates its parent's counts", async () => {
    const parent = await make("counting");
    const kid = await make("one", { parentId: parent.id });
    expect((await as(t.app, owner).delete(`/api/tasks/${kid.id}`)).statusCode).toBe(204);
    expect((await get(parent.id)).childCounts.total).toBe(0);
  });
});

describe("bulk changes", () => {
  it("refuses a bulk delete that would orphan sub-tasks, and allows one that takes them too", async () => {
    const parent = await make("bulk parent");
    const kid = await make("bulk kid", { parentId: parent.id });
    const refused = await as(t.app, owner).post("/api/tasks/bulk", {
      taskIds: [parent.id],
      action: { type: "delete" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/has sub-tasks that are not selected/);
    expect((await get(kid.id)).parentId).toBe(parent.id);
    const both = await as(t.app, owner).post("/api/tasks/bulk", {
      taskIds: [parent.id, kid.id],
      action: { type: "delete" },
    });
    expect(both.statusCode).toBe(200);
  });
});

describe("the board list's statements", () => {
  async function seed(n: number): Promise<number> {
    const b = await createBoard(t, owner);
    const db = t.database.db;
    const parents = await db
      .insert(tasks)
      .values(
        Array.from({ length: Math.ceil(n / 2) }, (_, i) => ({
          boardId: b.boardId,
          title: `P${i}`,
          rank: testRank(i),
        })),
      )
      .returning({ id: tasks.id });
    await db.insert(tasks).values(
      parents.slice(0, Math.floor(n / 2)).map((p, i) => ({
        boardId: b.boardId,
        title: `C${i}`,
        parentId: p.id,
        status: "done",
        completedAt: new Date(),
        rank: testRank(i),
      })),
    );
    return b.boardId;
  }

  it("is the same number of statements for 10 and 1,000 tasks", async () => {
    const small = await seed(10);
    const large = await seed(1000);
    const countFor = (boardId: number) => countStatements(() => boardTasks(t, owner, boardId));
    const [a, b] = [await countFor(small), await countFor(large)];
    expect(b).toBe(a);
    const list = await boardTasks(t, owner, large);
    expect(list).toHaveLength(1000);
    expect(list.filter((x) => x.childCounts.total === 1 && x.childCounts.done === 1)).toHaveLength(500);
  });
});
