import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { dataUrl, PNG_BYTES } from "../modules/comments/comments.fixtures.ts";
import { createTask } from "../modules/tasks/task-fixtures.ts";
import { buildTestApp, openTestDatabase, type TestApp } from "../test/app.ts";
import { as } from "../test/factories.ts";
import { PASSWORD, rewriteBackup, type Seeded, seedInstance, startApp } from "./backup.fixtures.ts";
import { createBackup } from "./backup.ts";
import { tableDigests } from "./backup-db.ts";
import { restoreBackup } from "./restore.ts";

let source: TestApp;
let seeded: Seeded;
let dir: string;
let empty: Database | undefined;
const cleanups: (() => Promise<void>)[] = [];
/** The round trip's backup file, its digests, the database it went into and the app serving that. */
let file: string;
let fileDigests: Awaited<ReturnType<typeof tableDigests>>;
let restored: Database;
let app: FastifyInstance;

/** A fresh, migrated, empty database, dropped after the file. */
async function freshDatabase(): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  return database;
}

/** One fresh database shared by the refusal tests (they must leave it empty) and the last restore. */
async function emptyDatabase(): Promise<Database> {
  empty ??= await freshDatabase();
  return empty;
}

/** Runs `server/tools/cli.ts` as `npm run backup/restore` does, with only the given database settings. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  const { DATABASE_URL: _u, DATA_DIR: _d, ...rest } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "server/tools/cli.ts", ...args],
      { env: { ...rest, ...env }, timeout: 60_000 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "sb-backup-"));
  source = await buildTestApp();
  seeded = await seedInstance(source);
});
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
  await source?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore: a round trip, then over data", () => {
  it("round-trips an instance taken while the app serves: every row, the files, logins and ids", async () => {
    file = path.join(dir, "instance.sbk");
    const reads = Array.from({ length: 8 }, (_, i) =>
      as(source.app, i % 2 ? seeded.owner : seeded.member).get("/api/user/notifications"),
    );
    const [summary, ...answers] = await Promise.all([createBackup(source.database, file), ...reads]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(statSync(file).mode & 0o077).toBe(0);

    restored = await freshDatabase();
    const result = await restoreBackup(restored, file);
    expect(result).toMatchObject({ tables: summary.tables, rows: summary.rows, replaced: false });
    app = await startApp(source.config, restored);
    cleanups.push(() => app.close());

    const before = await tableDigests(source.database);
    const after = await tableDigests(restored);
    expect(after).toEqual(before);
    expect(summary.digests).toEqual(before);
    fileDigests = summary.digests;
    for (const table of [
      "users",
      "projects",
      "tasks",
      "comments",
      "files",
      "notifications",
      "sessions",
      "task_watchers",
      "task_change_notices",
      "task_activity",
      "task_links",
    ])
      expect(before[table]!.rows, table).toBeGreaterThan(0);
    // Task history travels too, a deleted task's entries included (product rules §32).
    const history = await as(app, seeded.owner).get(
      `/api/projects/${seeded.projectId}/activity?kind=deleted`,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().items.map((i: { task: { id: number } }) => i.task.id)).toContain(
      seeded.deletedTaskId,
    );
    expect(before.files!.rows).toBe(2);
    // The member unwatched the task they were assigned: the sticky row is restored as it was.
    const watch = await as(app, seeded.member).get(`/api/tasks/${seeded.watchedTaskId}/watchers`);
    expect(watch.json()).toMatchObject({ watching: false, watchers: [{ id: seeded.owner.id }] });

    // Uploaded files travel with the database, byte for byte.
    for (const url of [seeded.attachmentUrl, seeded.avatarUrl]) {
      const res = await as(app, seeded.member).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: seeded.owner.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().firstName).toBe("Ünïcode ✓");

    // Sequences continue past the restored rows (and past ids that were used and deleted).
    const task = await createTask({ app }, seeded.owner, seeded.boardId, { title: "After the restore" });
    expect(task.id).toBeGreaterThan(seeded.deletedTaskId);
    const comment = await as(app, seeded.member).post(`/api/tasks/${task.id}/comments`, {
      content: "new file",
      attachments: [{ type: "file", name: "n.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    expect(comment.statusCode).toBe(201);
  });

  it("refuses to restore over data without --force, and with --force replaces it exactly", async () => {
    const before = await tableDigests(restored);
    await expect(restoreBackup(restored, file)).rejects.toThrow(
      /already holds data \(in .*users.*\)\. Nothing was changed; run restore with --force/,
    );
    expect(await tableDigests(restored)).toEqual(before);

    await restoreBackup(restored, file, { force: true });
    expect(await tableDigests(restored)).toEqual(await tableDigests(source.database));
    const next = await createTask({ app }, seeded.owner, seeded.boardId, { title: "Again" });
    expect(next.id).toBeGreaterThan(seeded.deletedTaskId);
  });
});

describe("backup and restore: damaged, foreign and newer files", () => {
  it("refuses a truncated, corrupt, tampered or foreign file and changes nothing", async () => {
    const empty = await emptyDatabase();
    const emptyDigests = await tableDigests(empty);
    const bytes = readFileSync(file);
    const cases: [string, (to: string) => Promise<void> | void, RegExp][] = [
      [
        "truncated",
        (to) => writeFileSync(to, bytes.subarray(0, Math.floor(bytes.length * 0.6))),
        /damaged or truncated/,
      ],
      [
        "corrupt",
        (to) => {
          const copy = Buffer.from(bytes);
          for (let i = 40; i < 60; i++) copy[Math.floor(copy.length / 2) + i] ^= 0xff;
          writeFileSync(to, copy);
        },
        /damaged or truncated/,
      ],
      [
        "tampered",
        (to) =>
          rewriteBackup(file, to, (lines) =>
            lines.map((l) => l.replace(seeded.owner.email, "mallory@example.test")),
          ),
        /damaged or truncated: table users does not match its checksum/,
      ],
      ["not gzip", (to) => writeFileSync(to, "id,email\n1,a@b.c\n"), /not a Sprintboard backup/],
      ["missing", () => {}, /Cannot read/],
    ];
    for (const [name, make, message] of cases) {
      const to = path.join(dir, `${name}-${randomBytes(3).toString("hex")}.sbk`);
      await make(to);
      await expect(restoreBackup(empty, to), name).rejects.toThrow(message);
    }
    expect(await tableDigests(empty)).toEqual(emptyDigests);
  });

  it("refuses a backup made by a newer schema", async () => {
    const newer = path.join(dir, "newer.sbk");
    await rewriteBackup(file, newer, ([head, ...rest]) => {
      const header = JSON.parse(head!);
      header.migrations.push({ hash: "f".repeat(64), createdAt: 4_102_444_800_000 });
      return [JSON.stringify(header), ...rest];
    });
    const empty = await emptyDatabase();
    await expect(restoreBackup(empty, newer)).rejects.toThrow(
      /newer version of Sprintboard \(schema level \d+/,
    );
    const [row] = (await empty.db.execute(sql`SELECT count(*)::int AS n FROM users`)).rows as { n: number }[];
    expect(row!.n).toBe(0);
  });
});

describe("backup and restore: a consistent snapshot and the command line", () => {
  it("takes one consistent snapshot while projects are being created", async () => {
    // Between reading `projects` and `boards`, the app commits more projects (each with its board,
    // in one transaction). A dump without one snapshot would hold boards of projects it lacks.
    const created: Promise<unknown>[] = [];
    const createProjects = async () => {
      for (let i = 0; i < 5; i++) {
        const res = await as(source.app, seeded.owner).post("/api/projects", { name: `Busy ${i}` });
        expect(res.statusCode).toBe(201);
      }
    };
    const busy = path.join(dir, "busy.sbk");
    const summary = await createBackup(source.database, busy, {
      beforeTable: async (table) => {
        if (table !== "boards") return;
        const writes = createProjects();
        created.push(writes);
        // PGlite serialises the app behind the backup's transaction: its writes run after it.
        if (source.database.driver.kind === "pg") await writes;
      },
    });
    expect(created).toHaveLength(1);
    await Promise.all(created);
    const target = await emptyDatabase();
    await restoreBackup(target, busy);
    expect(await tableDigests(target)).toEqual(summary.digests);
    const orphans = await target.db.execute(
      sql`SELECT p.id FROM projects p WHERE NOT EXISTS (SELECT 1 FROM boards b WHERE b.project_id = p.id)`,
    );
    expect(orphans.rows).toEqual([]);
    const live = await source.database.db.execute(sql`SELECT count(*)::int AS n FROM projects`);
    expect((live.rows[0] as { n: number }).n).toBe(summary.digests.projects!.rows + 5);
  });

  it("the command line refuses a PGlite the app holds open, and a damaged file before creating one", async () => {
    const dataDir = path.join(dir, "in-use");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "postmaster.pid"), "-42\n");
    const res = await runCli(["restore", path.join(dir, "any.sbk")], { DATA_DIR: dataDir });
    expect(res).toMatchObject({ code: 1, err: expect.stringMatching(/is in use .*Stop Sprintboard first/) });
    const fresh = path.join(dir, "fresh");
    const damaged = path.join(dir, "damaged.sbk");
    writeFileSync(damaged, gzipSync(`${JSON.stringify({ format: "sprintboard-backup" })}\n`).subarray(0, 20));
    const refused = await runCli(["restore", damaged], { DATA_DIR: fresh });
    expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(/damaged or truncated/) });
    expect(existsSync(path.join(fresh, "db"))).toBe(false);
    const usage = await runCli(["backup"], { DATA_DIR: dataDir });
    expect(usage).toMatchObject({ code: 1, err: expect.stringMatching(/^Usage: npm run backup -- FILE/) });
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "the command line backs up and restores PostgreSQL",
    async () => {
      const { driver } = source.database;
      const target = await freshDatabase();
      if (driver.kind !== "pg" || target.driver.kind !== "pg") throw new Error("expected PostgreSQL");
      const cliFile = path.join(dir, "cli.sbk");
      const backup = await runCli(["backup", cliFile], { DATABASE_URL: driver.connectionString });
      expect(backup).toMatchObject({
        code: 0,
        out: expect.stringMatching(/^Backed up \d+ rows in \d+ tables/),
      });
      const restore = await runCli(["restore", cliFile], { DATABASE_URL: target.driver.connectionString });
      expect(restore).toMatchObject({ code: 0, out: expect.stringMatching(/into an empty database/) });
      expect(await tableDigests(target)).toEqual(await tableDigests(source.database));
      const again = await runCli(["restore", cliFile], { DATABASE_URL: target.driver.connectionString });
      expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/already holds data/) });
    },
    120_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a PostgreSQL backup restores into a new PGlite (migrated from nothing) and back",
    async () => {
      const pglite = await openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm } }) });
      cleanups.push(() => pglite.close());
      await restoreBackup(pglite, file);
      const digests = await tableDigests(pglite);
      const original = fileDigests;
      expect(digests).toEqual(original);
      const back = path.join(dir, "from-pglite.sbk");
      await createBackup(pglite, back);
      const target = await freshDatabase();
      await restoreBackup(target, back);
      expect(await tableDigests(target)).toEqual(original);
    },
    180_000,
  );
});
