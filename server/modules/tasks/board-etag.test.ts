import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { openTestDatabase } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { createBoard, createTask } from "./task-fixtures.ts";

/*
 * GET /api/boards/{id}/tasks by version (issue 8): a weak ETag from boards.version, 304 for an
 * unchanged board at the cost of two queries, a new ETag after every kind of change the list shows,
 * on this app and on another app (process) sharing the database.
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
let board: { projectId: number; boardId: number };

/** An app on the shared test database: on PostgreSQL through a pool of its own, like another process. */
async function startApp(db: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `sb-etag-${randomBytes(4).toString("hex")}`),
    SESSION_SECRET: "board-etag-test-secret-0123456789",
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
  board = await createBoard(t, owner, { members: [member] });
  await createTask(t, owner, board.boardId, { title: "first", description: "x".repeat(2000) });
});
afterAll(async () => {
  await other.close();
  await app.close();
  if (otherDatabase !== database) await otherDatabase.close();
  await database.close();
  await drop();
});

const listUrl = () => `/api/boards/${board.boardId}/tasks`;

/** GET the board's tasks on `on` as `user`, with extra request headers. */
function list(user: TestUser, headers: Record<string, string> = {}, on = app) {
  return on.inject({ method: "GET", url: listUrl(), headers: { cookie: user.cookie, ...headers } });
}

/** The current ETag of the board's list as `user` sees it on `on`. */
async function etag(user: TestUser = owner, on = app): Promise<string> {
  const res = await list(user, {}, on);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
}

/** The list of a response, whatever its Content-Encoding. */
function tasksOf(res: LightMyRequestResponse): Task[] {
  const encoding = res.headers["content-encoding"];
  const raw =
    encoding === "br"
      ? zlib.brotliDecompressSync(res.rawPayload)
      : encoding === "gzip"
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString("utf8")) as Task[];
}

describe("the ETag of a board's task list", () => {
  it("is weak, names the board and its version, and comes with private, no-cache and Vary", async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(new RegExp(`^W/"b${board.boardId}-v\\d+"$`));
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(tasksOf(res).map((x) => x.title)).toEqual(["first"]);
  });

  it("answers If-None-Match with the current ETag with 304 and no body (alone, in a list, or strong)", async () => {
    const tag = await etag();
    for (const header of [tag, `"other", ${tag}`, tag.replace(/^W\//, "")]) {
      const res = await list(owner, { "if-none-match": header, "accept-encoding": "br" });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(tag);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
    const stale = await list(owner, { "if-none-match": 'W/"b0-v0"' });
    expect(stale.statusCode).toBe(200);
  });

  it("costs at most two queries for a 304: the session and the board's version with its access check", async () => {
    const tag = await etag();
    let res: LightMyRequestResponse | undefined;
    const queries = await countQueries({ database }, async () => {
      res = await list(owner, { "if-none-match": tag });
    });
    expect(res!.statusCode).toBe(304);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(2);
  });

  it("costs the same two queries for a 200 of a version already cached", async () => {
    await list(owner, { "accept-encoding": "br" });
    const queries = await countQueries({ database }, () => list(owner, { "accept-encoding": "br" }));
    expect(queries).toBeLessThanOrEqual(2);
  });

  it("sends the same list as Brotli, gzip or plain JSON, as the client asks, under one ETag", async () => {
    const br = await list(owner, { "accept-encoding": "gzip, deflate, br" });
    const gz = await list(owner, { "accept-encoding": "gzip" });
    const plain = await list(owner);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(tasksOf(br)).toEqual(plain.json());
    expect(tasksOf(gz)).toEqual(plain.json());
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("answers an outsider 404, not 304, even with a valid ETag", async () => {
    const tag = await etag();
    const res = await list(outsider, { "if-none-match": tag });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    const missing = await as(app, owner).get("/api/boards/999999/tasks");
    expect(missing.statusCode).toBe(404);
  });
});

describe("a new ETag after each kind of change", () => {
  /** Runs `change`, then checks the ETag moved and the old one now gets 200 with `check` true of the list. */
  async function expectNewETag(
    change: () => Promise<LightMyRequestResponse>,
    check: (tasks: Task[]) => boolean,
  ) {
    const before = await etag();
    const res = await change();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await list(owner, { "if-none-match": before, "accept-encoding": "br" });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(check(tasksOf(after))).toBe(true);
    // And the new ETag is stable until the next change.
    expect((await list(owner, { "if-none-match": String(after.headers.etag) })).statusCode).toBe(304);
  }

  let task: Task;

  it("task created", async () => {
    await expectNewETag(
      async () => {
        const res = await as(app, member).post(listUrl(), { title: "second", assignedTo: member.id });
        task = res.json() as Task;
        return res;
      },
      (tasks) => tasks.some((x) => x.title === "second"),
    );
  });

  it("task updated", async () => {
    await expectNewETag(
      () => as(app, owner).put(`/api/tasks/${task.id}`, { title: "second, renamed" }),
      (tasks) => tasks.some((x) => x.title === "second, renamed"),
    );
  });

  it("task moved", async () => {
    await expectNewETag(
      () => as(app, owner).put(`/api/tasks/${task.id}/position`, { status: "in_progress", position: 0 }),
      (tasks) => tasks.find((x) => x.id === task.id)?.status === "in_progress",
    );
  });

  it("comment added", async () => {
    await expectNewETag(
      () => as(app, member).post(`/api/tasks/${task.id}/comments`, { content: "looks good" }),
      (tasks) => tasks.find((x) => x.id === task.id)?.commentCount === 1,
    );
  });

  it("assignee renames themselves", async () => {
    await expectNewETag(
      () => as(app, member).patch("/api/user/profile", { firstName: "Mira" }),
      (tasks) => tasks.find((x) => x.id === task.id)?.assignee?.firstName === "Mira",
    );
  });

  it("task deleted", async () => {
    await expectNewETag(
      () => as(app, owner).delete(`/api/tasks/${task.id}`),
      (tasks) => !tasks.some((x) => x.id === task.id),
    );
  });
});

describe("two app instances on one database", () => {
  it("a change through one gives the other a new ETag and the changed list", async () => {
    const onOther = await etag(owner, other);
    expect(onOther).toBe(await etag(owner, app));
    // Both have the current version cached now; the change happens through the first app only.
    const created = await as(app, owner).post(listUrl(), { title: "made on the first app" });
    expect(created.statusCode).toBe(201);
    const res = await list(owner, { "if-none-match": onOther, "accept-encoding": "gzip" }, other);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(onOther);
    expect(tasksOf(res).some((x) => x.title === "made on the first app")).toBe(true);
    expect(res.headers.etag).toBe(await etag(owner, app));
  });
});
