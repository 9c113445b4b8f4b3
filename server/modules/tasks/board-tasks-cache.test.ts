import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { BoardTasksCache, boardTasksETag, pickEncoding, visibleBoardVersion } from "./board-tasks-cache.ts";
import { createBoard, createTask } from "./task-fixtures.ts";

/* The cache behind a board's task list: one load per version, a bound on boards, the encodings. */

let t: TestApp;
let owner: TestUser;
let board: { projectId: number; boardId: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  board = await createBoard(t, owner);
  await createTask(t, owner, board.boardId, { title: "first", description: "x".repeat(2000) });
});
afterAll(async () => {
  await t.close();
});

describe("BoardTasksCache", () => {
  /** The test database with its transactions (one per load from the database) counted. */
  function countingDb() {
    const counter = { loads: 0 };
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === "transaction") {
          return (...args: Parameters<Db["transaction"]>) => {
            counter.loads += 1;
            return target.transaction(...args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    return { db, counter };
  }

  it("loads a new version once however many readers ask at the same moment", async () => {
    const { db, counter } = countingDb();
    const cache = new BoardTasksCache(db);
    const version = await visibleBoardVersion(t.database.db, owner.id, board.boardId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cache.answer(board.boardId, version, { "accept-encoding": i % 2 ? "br" : "gzip" }),
      ),
    );
    expect(counter.loads).toBe(1);
    expect(new Set(answers.map((a) => a.etag))).toEqual(new Set([boardTasksETag(board.boardId, version)]));
    await cache.answer(board.boardId, version, {});
    expect(counter.loads).toBe(1);
    await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, { title: "one more" });
    const next = await visibleBoardVersion(t.database.db, owner.id, board.boardId);
    expect(next).toBeGreaterThan(version);
    const answer = await cache.answer(board.boardId, next, {});
    expect(counter.loads).toBe(2);
    expect(answer.etag).toBe(boardTasksETag(board.boardId, next));
  });

  it("keeps at most its bound of boards, dropping the least recently used", async () => {
    const { db } = countingDb();
    const cache = new BoardTasksCache(db, { entries: 2, bytes: 1024 * 1024 });
    const boards = [board, await createBoard(t, owner), await createBoard(t, owner)];
    for (const b of boards) {
      await cache.answer(b.boardId, await visibleBoardVersion(t.database.db, owner.id, b.boardId), {});
    }
    expect(cache.size).toBe(2);
  });
});

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["deflate", "identity"],
  ] as const)("%s -> %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it("serves a big body's later readers a denser Brotli copy, made off the request path", async () => {
    const big = await createBoard(t, owner);
    await t.database.db.execute(sql`
      insert into tasks (board_id, title, description, rank, number)
      select ${big.boardId}, 'Task ' || i, 'Words of task ' || i || ' ' || md5(i::text), 'd' || lpad(i::text, 4, '0'), i
      from generate_series(1, 400) i`);
    const cache = new BoardTasksCache(t.database.db, undefined, { refineAfterMs: 0 });
    const version = await visibleBoardVersion(t.database.db, owner.id, big.boardId);
    const first = await cache.answer(big.boardId, version, { "accept-encoding": "br" });
    const plain = await cache.answer(big.boardId, version, {});
    if (first.status !== 200 || plain.status !== 200) throw new Error("expected bodies");
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const later = async () => {
      const answer = await cache.answer(big.boardId, version, { "accept-encoding": "br" });
      return answer.status === 200 ? answer.body : Buffer.alloc(0);
    };
    await expect.poll(async () => (await later()).length).toBeLessThan(first.body.length);
    expect(zlib.brotliDecompressSync(await later()).equals(plain.body)).toBe(true);
  });
});
