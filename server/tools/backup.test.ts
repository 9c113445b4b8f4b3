import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
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
let empty: Database;
const cleanups: (() => Promise<void>)[] = [];

/** A fresh, migrated, empty database, dropped after the file. */
async function freshDatabase(): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  return database;
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

describe("backup and restore", () => {
  let file: string;
  let restored: Database;
  let app: FastifyInstance;

  it("round-trips an instance taken while the app serves: every row, the files, logins and ids", async () => {
    file = path.join(dir, "instance.sbk");
    const reads = Array.from({ length: 8 }, (_, i) =>
      as(source.app, i % 2 ? seeded.owner : seeded.member).get("/api/user/notifications"),
    );
    const [summary, ...answers] = await Promise.all([createBackup(source.database, file), ...reads]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));

    restored = await freshDatabase();
    const result = await restoreBackup(restored, file);
    expect(result).toMatchObject({ tables: summary.tables, rows: summary.rows, replaced: false });
    app = await startApp(source.config, restored);
    cleanups.push(() => app.close());

    const before = await tableDigests(source.database);
    const after = await tableDigests(restored);
    expect(after).toEqual(before);
    expect(summary.digests).toEqual(before);
    for (const table of ["users", "projects", "tasks", "comments", "files", "notifications", "sessions"])
      expect(before[table]!.rows, table).toBeGreaterThan(0);
    expect(before.files!.rows).toBe(2);

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

  it("refuses a truncated, corrupt, tampered or foreign file and changes nothing", async () => {
    empty = await freshDatabase();
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
    await expect(restoreBackup(empty, newer)).rejects.toThrow(
      /newer version of Sprintboard \(schema level \d+/,
    );
    const [row] = (await empty.db.execute(sql`SELECT count(*)::int AS n FROM users`)).rows as { n: number }[];
    expect(row!.n).toBe(0);
  });

  it("takes one consistent snapshot while projects are being created", async () => {
    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing && n < 200) {
        const res = await as(source.app, seeded.owner).post("/api/projects", { name: `Busy ${n++}` });
        expect(res.statusCode).toBe(201);
      }
    })();
    const busy = path.join(dir, "busy.sbk");
    await new Promise((r) => setTimeout(r, 50));
    const summary = await createBackup(source.database, busy);
    writing = false;
    await writer;
    const target = await freshDatabase();
    await restoreBackup(target, busy);
    const digests = await tableDigests(target);
    expect(digests).toEqual(summary.digests);
    // A project and its board are written in one transaction: the snapshot has both or neither.
    const orphans = await target.db.execute(
      sql`SELECT p.id FROM projects p WHERE NOT EXISTS (SELECT 1 FROM boards b WHERE b.project_id = p.id)`,
    );
    expect(orphans.rows).toEqual([]);
  });
});
