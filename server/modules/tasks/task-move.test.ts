import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { boardTasks, column, createBoard, createTask } from "./task-fixtures.ts";
import { MAX_RANK_LENGTH, rankRebalances } from "./task-positions.ts";

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
});

describe("moving a task: concurrent moves and rows written", () => {
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

  it("writes one task row per move and per create, however long the column", async () => {
    const b = await seed({ todo: 30, review: 5 });
    const versions = async () => {
      const rows = await t.database.db.execute<{ id: number; v: string }>(
        sql`select id, xmin::text as v from ${tasks} where board_id = ${b.boardId}`,
      );
      return new Map(rows.rows.map((r) => [Number(r.id), r.v]));
    };
    const changed = (a: Map<number, string>, z: Map<number, string>) =>
      [...z].filter(([id, v]) => a.get(id) !== v).map(([id]) => id);

    const start = await versions();
    const moved = b.ids.todo![25]!;
    expect((await move(member, moved, "todo", 1)).json()).toMatchObject({ position: 1 });
    const afterMove = await versions();
    expect(changed(start, afterMove)).toEqual([moved]);

    const across = b.ids.todo![3]!;
    expect((await move(owner, across, "review", 2)).json()).toMatchObject({ status: "review", position: 2 });
    const afterAcross = await versions();
    expect(changed(afterMove, afterAcross)).toEqual([across]);

    const created = await createTask(t, owner, b.boardId, { title: "new", status: "todo" });
    expect(created.position).toBe(29);
    const afterCreate = await versions();
    expect(changed(afterAcross, afterCreate)).toEqual([created.id]);
    expect(afterCreate.size).toBe(36);

    await as(t.app, owner).delete(`/api/tasks/${b.ids.todo![0]}`);
    expect(changed(afterCreate, await versions())).toEqual([]);
    const list = await boardTasks(t, owner, b.boardId);
    expect(column(list, "todo").dense).toBe(true);
    expect(column(list, "todo").ids.slice(0, 2)).toEqual([moved, b.ids.todo![1]]);
  });
});

describe("moving a task: concurrent creates and re-keying", () => {
  it("keeps one column dense, unique and untied under 50 concurrent moves and creates", async () => {
    const b = await seed({ todo: 25, review: 10 });
    const ids = [...b.ids.todo!, ...b.ids.review!];
    const writes = [
      ...ids.map((id, i) => () => move(i % 2 ? owner : member, id, "todo", (i * 7) % 30)),
      ...Array.from(
        { length: 15 },
        (_, i) => () =>
          as(t.app, i % 2 ? owner : member).post(`/api/boards/${b.boardId}/tasks`, {
            title: `c${i}`,
            status: "todo",
          }),
      ),
    ];
    const results = await Promise.all(writes.map((w) => w()));
    expect(results.map((r) => r.statusCode).filter((c) => c !== 200 && c !== 201)).toEqual([]);
    const list = await boardTasks(t, owner, b.boardId);
    const todo = column(list, "todo");
    expect(todo.ids).toHaveLength(50);
    expect(todo.dense).toBe(true);
    expect(new Set(todo.ids).size).toBe(50);
    const ties = await t.database.db.execute(sql`
      select rank from ${tasks} where board_id = ${b.boardId} group by status, rank having count(*) > 1`);
    expect(ties.rows).toEqual([]);
  });

  it("re-keys the column, in the same move, when the new key would be too long or neighbours tie", async () => {
    const b = await seed({ todo: 4 });
    const [a, x, c, d] = b.ids.todo!;
    // Keys as long as allowed, one apart: nothing fits between x and c without a longer key;
    // a and d tie.
    const long = `a0${"1".repeat(MAX_RANK_LENGTH - 3)}`;
    const ranks: [number, string][] = [
      [a!, "Zz"],
      [x!, `${long}1`],
      [c!, `${long}2`],
      [d!, "a1"],
    ];
    for (const [id, rank] of ranks) await t.database.db.update(tasks).set({ rank }).where(eq(tasks.id, id));
    const before = rankRebalances();
    expect((await move(owner, d!, "todo", 2)).json()).toMatchObject({ position: 2 });
    expect(rankRebalances()).toBe(before + 1);
    expect(column(await boardTasks(t, owner, b.boardId), "todo")).toEqual({ ids: [a, x, d, c], dense: true });
    const rows = await t.database.db
      .select({ rank: tasks.rank })
      .from(tasks)
      .where(eq(tasks.boardId, b.boardId));
    expect(Math.max(...rows.map((r) => r.rank.length))).toBeLessThan(5);

    await t.database.db
      .update(tasks)
      .set({ rank: "a0" })
      .where(inArray(tasks.id, [a!, x!]));
    expect((await move(owner, c!, "todo", 1)).json()).toMatchObject({ position: 1 });
    expect(rankRebalances()).toBe(before + 2);
    expect(column(await boardTasks(t, owner, b.boardId), "todo")).toEqual({ ids: [a, c, x, d], dense: true });
  });
});
