import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyBoardChanges, type BoardTasksSince } from "../../../contract/board-changes.ts";
import type { Task } from "../../../contract/tasks.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { boardChanges, boards, tasks, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { addComment, createBoard, createTask } from "./task-fixtures.ts";

/*
 * GET /api/boards/{id}/tasks?since=<version> (issue 26): exactly the tasks that changed since a
 * version (created, edited, moved, deleted, counts, flags and assignee names), never one the reader
 * may not see, a reset when the log does not reach back, the same answer from a second app (process)
 * on the same database, and the same number of statements for 1 change as for 20.
 */

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
let app: FastifyInstance;
let other: FastifyInstance;
let otherDatabase: Database;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

/** An app on the shared test database: on PostgreSQL through a pool of its own, like another process. */
async function startApp(db: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `sb-since-${randomBytes(4).toString("hex")}`),
    SESSION_SECRET: "board-since-test-secret-0123456789",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
  });
  const built = await buildApp(config, { database: db, logger: false, jobs: false });
  await built.ready();
  return built;
}

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
  app = await startApp(database);
  // PGlite is one embedded database per process: the second app shares it; PostgreSQL gets a new pool.
  otherDatabase = url ? await openDatabase({ databaseUrl: url }) : database;
  other = await startApp(otherDatabase);
  const t = { app, database };
  owner = await createUser(t);
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  outsider = await createUser(t);
});
afterAll(async () => {
  await other.close();
  await app.close();
  if (otherDatabase !== database) await otherDatabase.close();
  await database.close();
  await drop();
});

/** The body of a response as JSON, whatever its Content-Encoding. */
function jsonOf<T>(res: LightMyRequestResponse): T {
  const encoding = res.headers["content-encoding"];
  const raw =
    encoding === "br"
      ? zlib.brotliDecompressSync(res.rawPayload)
      : encoding === "gzip"
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString("utf8")) as T;
}

/** The full list and its version, as `user` sees them on `on`. */
async function full(boardId: number, user: TestUser = member, on = app) {
  const res = await on.inject({
    method: "GET",
    url: `/api/boards/${boardId}/tasks`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  const version = Number(res.headers["x-board-version"]);
  expect(res.headers.etag).toBe(`W/"b${boardId}-v${version}"`);
  return { version, tasks: jsonOf<Task[]>(res) };
}

/** GET ?since= as `user` on `on`. */
function since(boardId: number, v: number | string, user: TestUser = member, on = app, headers = {}) {
  return on.inject({
    method: "GET",
    url: `/api/boards/${boardId}/tasks?since=${v}`,
    headers: { cookie: user.cookie, ...headers },
  });
}

/** The ?since= answer (200 expected), with the version header checked against the body. */
async function changesSince(boardId: number, v: number, user: TestUser = member, on = app) {
  const res = await since(boardId, v, user, on);
  expect(res.statusCode, res.body).toBe(200);
  const body = jsonOf<BoardTasksSince>(res);
  expect(Number(res.headers["x-board-version"])).toBe(body.version);
  return body;
}

/** A list in a canonical order, to compare two lists. */
const canonical = (list: Task[]) =>
  [...list].sort((a, b) => a.status.localeCompare(b.status) || a.position - b.position);

/** Asserts that the changes applied to `before` give exactly the full list now. */
async function expectAppliesToFull(boardId: number, before: Task[], changes: BoardTasksSince) {
  if ("reset" in changes) throw new Error("expected changes, got a reset");
  const now = await full(boardId);
  expect(changes.version).toBe(now.version);
  const merged = applyBoardChanges(before, changes.changed, changes.removedIds);
  expect(merged).not.toBeNull();
  expect(canonical(merged!)).toEqual(canonical(now.tasks));
}

const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

describe("GET /api/boards/{id}/tasks?since=", () => {
  it("answers exactly the created, edited, moved and deleted tasks and a comment count change", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const made: Task[] = [];
    for (const title of ["a", "b", "c", "d", "e"]) made.push(await createTask(t, owner, boardId, { title }));
    const before = await full(boardId);
    expect(await changesSince(boardId, before.version)).toEqual({
      version: before.version,
      changed: [],
      removedIds: [],
    });

    const created = await createTask(t, owner, boardId, { title: "new", status: "in_progress" });
    const edited = made[1]!;
    expect((await as(app, owner).patch(`/api/tasks/${edited.id}`, { title: "b2" })).statusCode).toBe(200);
    const moved = made[4]!;
    const move = await as(app, owner).put(`/api/tasks/${moved.id}/position`, { status: "todo", position: 0 });
    expect(move.statusCode).toBe(200);
    const deleted = made[2]!;
    expect((await as(app, owner).delete(`/api/tasks/${deleted.id}`)).statusCode).toBe(204);
    const commented = made[3]!;
    await addComment(t, commented.id, owner.id);

    const changes = await changesSince(boardId, before.version);
    if ("reset" in changes) throw new Error("unexpected reset");
    expect(ids(changes.changed)).toEqual(ids([created, edited, moved, commented]));
    expect(changes.removedIds).toEqual([deleted.id]);
    const byId = new Map(changes.changed.map((x) => [x.id, x]));
    expect(byId.get(edited.id)!.title).toBe("b2");
    expect(byId.get(moved.id)!.position).toBe(0);
    expect(byId.get(commented.id)!.commentCount).toBe(1);
    await expectAppliesToFull(boardId, before.tasks, changes);
  });

  it("names the tasks whose child counts, blocked flag and assignee's name changed", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const parent = await createTask(t, owner, boardId, { title: "parent", type: "story" });
    const blocker = await createTask(t, owner, boardId, { title: "blocker" });
    const blocked = await createTask(t, owner, boardId, { title: "blocked", assignedTo: member.id });
    const before = await full(boardId);

    const child = await createTask(t, owner, boardId, { title: "child", parentId: parent.id });
    const link = await as(app, owner).post(`/api/tasks/${blocker.id}/links`, {
      type: "blocks",
      taskId: blocked.id,
    });
    expect(link.statusCode, link.body).toBe(201);
    await database.db.update(users).set({ firstName: "Mira" }).where(eq(users.id, member.id));

    const changes = await changesSince(boardId, before.version);
    if ("reset" in changes) throw new Error("unexpected reset");
    expect(ids(changes.changed)).toEqual(ids([parent, blocker, blocked, child]));
    const byId = new Map(changes.changed.map((x) => [x.id, x]));
    expect(byId.get(parent.id)!.childCounts.total).toBe(1);
    expect(byId.get(blocked.id)!.blocked).toBe(true);
    expect(byId.get(blocked.id)!.assignee?.firstName).toBe("Mira");
    await expectAppliesToFull(boardId, before.tasks, changes);
  });

  it("never shows a task the reader may not see: 404 to a non-member, a task gone elsewhere only by id", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const secret = await createBoard(t, owner, { name: "Private" });
    const task = await createTask(t, owner, boardId, { title: "leaves" });
    const before = await full(boardId);
    expect((await since(boardId, before.version, outsider)).statusCode).toBe(404);
    expect((await since(secret.boardId, 0, member)).statusCode).toBe(404);

    // Moved to a board of a project the member is not in (as an import or an admin tool could).
    await database.db
      .update(tasks)
      .set({ boardId: secret.boardId, title: "secret" })
      .where(eq(tasks.id, task.id));
    const res = await since(boardId, before.version);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("secret");
    expect(jsonOf<BoardTasksSince>(res)).toMatchObject({ changed: [], removedIds: [task.id] });
  });

  it("answers a reset with the full list when the log does not reach back, or the version is unknown", async () => {
    const t = { app, database };
    const { boardId, projectId } = await createBoard(t, owner, { members: [member] });
    await createTask(t, owner, boardId, { title: "one" });
    const first = await full(boardId);

    const ahead = await changesSince(boardId, first.version + 5);
    expect(ahead).toEqual({ version: first.version, reset: true, tasks: first.tasks });
    expect(await changesSince(boardId, 0)).toMatchObject({ reset: true, version: first.version });
    // However many digits: a whole number is a version, and a huge one is ahead of the board.
    for (const huge of ["9999999999999999", "9007199254740993", "1".padEnd(400, "0")]) {
      const res = await since(boardId, huge);
      expect(res.statusCode, huge).toBe(200);
      expect(jsonOf<BoardTasksSince>(res)).toEqual({
        version: first.version,
        reset: true,
        tasks: first.tasks,
      });
    }

    // A project key change bumps the version without a log row: a gap, so a reset.
    const key = await as(app, owner).put(`/api/projects/${projectId}`, { key: "ZED" });
    expect(key.statusCode, key.body).toBe(200);
    const afterKey = await changesSince(boardId, first.version);
    expect(afterKey).toMatchObject({ reset: true });
    if (!("reset" in afterKey)) throw new Error("expected a reset");
    expect(afterKey.tasks[0]!.key).toMatch(/^ZED-/);
  });

  it("keeps the log short: 1,100 more versions leave the oldest unreachable (a reset)", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const task = await createTask(t, owner, boardId, { title: "busy" });
    const start = await full(boardId);
    await database.db.execute(sql`do $$ begin
      for i in 1..1100 loop perform sb_board_changed(array[${sql.raw(String(boardId))}], array[${sql.raw(String(task.id))}]); end loop;
    end $$`);
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(boardChanges)
      .where(eq(boardChanges.boardId, boardId));
    expect(Number(row!.n)).toBeLessThanOrEqual(1000 + 64);
    expect(await changesSince(boardId, start.version)).toMatchObject({ reset: true });
    const recent = await changesSince(boardId, start.version + 1100 - 10);
    expect(recent).toMatchObject({ changed: [{ id: task.id }], removedIds: [] });
  });

  it("refuses a since that is not a version with 400", async () => {
    const { boardId } = await createBoard({ database }, owner, { members: [member] });
    for (const bad of ["abc", "-1", "1.5", "", "1e3", "+1", " 1", "0x10"]) {
      const res = await since(boardId, bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("gives the same answers on a second app (process) sharing the database", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const made: Task[] = [];
    for (const title of ["x", "y", "z"]) made.push(await createTask(t, owner, boardId, { title }));
    const before = await full(boardId);
    // Both apps cache the list at this version, then change on one and read on both.
    await full(boardId, member, other);
    await as(other, owner).put(`/api/tasks/${made[2]!.id}/position`, { status: "done", position: 0 });
    await createTask({ app: other }, owner, boardId, { title: "w" });
    await as(app, owner).delete(`/api/tasks/${made[0]!.id}`);
    const here = await changesSince(boardId, before.version, member, app);
    const there = await changesSince(boardId, before.version, member, other);
    expect(there).toEqual(here);
    expect((await full(boardId, member, other)).tasks).toEqual((await full(boardId, member, app)).tasks);
    await expectAppliesToFull(boardId, before.tasks, here);
  });

  it("compresses a large answer when asked", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const before = await full(boardId);
    for (let i = 0; i < 4; i++)
      await createTask(t, owner, boardId, { title: `t${i}`, description: "x".repeat(800) });
    const res = await since(boardId, before.version, member, app, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(jsonOf<BoardTasksSince>(res)).toMatchObject({ removedIds: [] });
  });

  it("costs the same statements for 1 change as for 20 (no N+1)", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    // A late delivery of an earlier write (a notification) can add statements to one run: of two
    // runs in a row (the same answer), the fewer is the read's own.
    const counted = async (v: number) =>
      Math.min(
        await countStatements(() => since(boardId, v)),
        await countStatements(() => since(boardId, v)),
      );
    const base = await full(boardId);
    await createTask(t, owner, boardId, { title: "only" });
    const one = await counted(base.version);
    const mid = await full(boardId);
    for (let i = 0; i < 20; i++)
      await createTask(t, owner, boardId, { title: `n${i}`, assignedTo: member.id });
    const twenty = await counted(mid.version);
    const changes = await changesSince(boardId, mid.version);
    expect("changed" in changes && changes.changed.length).toBe(20);
    expect(twenty).toBe(one);
  });

  it("merges a changed board into the cached list: the full list after changes equals a fresh read", async () => {
    const t = { app, database };
    const { boardId } = await createBoard(t, owner, { members: [member] });
    const made: Task[] = [];
    for (let i = 0; i < 6; i++) made.push(await createTask(t, owner, boardId, { title: `m${i}` }));
    await full(boardId); // cached at this version on `app`
    await as(app, owner).put(`/api/tasks/${made[5]!.id}/position`, { status: "todo", position: 1 });
    await as(app, owner).put(`/api/tasks/${made[0]!.id}/position`, { status: "in_progress", position: 0 });
    await as(app, owner).delete(`/api/tasks/${made[3]!.id}`);
    const merged = await full(boardId);
    const [{ version }] = (await database.db
      .select({ version: boards.version })
      .from(boards)
      .where(eq(boards.id, boardId))) as [{ version: number }];
    expect(merged.version).toBe(version);
    // A fresh app reads the whole list from the database.
    const fresh = await startApp(database);
    try {
      expect((await full(boardId, member, fresh)).tasks).toEqual(merged.tasks);
    } finally {
      await fresh.close();
    }
  });
});
