import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { fromRoot } from "../paths.ts";
import {
  appliedMigrations,
  ident,
  listSequences,
  listTables,
  type MigrationStep,
  type Query,
  qualified,
  RowDigest,
  type TableInfo,
  tableRows,
  withTransaction,
} from "./backup-db.ts";
import { BackupError, type BackupHeader, readBackup, type SequenceState } from "./backup-format.ts";

const migrationsFolder = fromRoot("server", "db", "migrations");
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

/** What a restore loaded. */
export type RestoreSummary = {
  tables: number;
  rows: number;
  replaced: boolean;
  createdAt: string;
  source: string;
};

/**
 * Restores a backup into `database`. The whole file is read and checked first, so a damaged one
 * changes nothing. Refuses a database that holds data unless `force` (then everything in it is
 * replaced), and a backup from a newer schema. Migrates to the backup's level, loads every table
 * in foreign-key order in one transaction, checks each table against the backup's digest, moves
 * the sequences past the restored ids, then runs this version's remaining migrations.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  opts: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const header = await checkBackupFile(file);
  const local = readMigrationFiles({ migrationsFolder }).map((m) => ({ createdAt: m.folderMillis }));
  const level = header.migrations.length;
  if (level > local.length)
    throw new BackupError(
      `This backup comes from a newer version of Sprintboard (schema level ${level}, this version knows ${local.length}); upgrade Sprintboard before restoring it.`,
    );
  if (!sameHistory(header.migrations, local))
    throw new BackupError(
      "This backup's schema history does not match this version of Sprintboard's migrations.",
    );

  const state = await withTransaction(database, "read", async (q) => ({
    applied: await appliedMigrations(q),
    withData: await tablesWithData(q),
  }));
  if (state.withData.length > 0 && !opts.force)
    throw new BackupError(
      `The target database already holds data (in ${state.withData.join(", ")}). Nothing was changed; run restore with --force to replace everything in it.`,
    );
  if (state.applied.length > level || !sameHistory(state.applied, header.migrations))
    throw new BackupError(
      `The target database is at a newer schema (level ${state.applied.length}) than the backup (level ${level}). Nothing was changed; restore into a new, empty database.`,
    );
  if (state.applied.length < level) await migrateTo(database, level);

  const loaded = await withTransaction(database, "write", async (q) => {
    const tables = new Map((await listTables(q)).map((t) => [t.name, t]));
    if (opts.force && tables.size > 0)
      await q(`TRUNCATE TABLE ${[...tables.keys()].map(qualified).join(", ")} RESTART IDENTITY CASCADE`);
    return loadTables(q, file, tables);
  });
  await runMigrations(database);
  return {
    ...loaded,
    replaced: state.withData.length > 0,
    createdAt: header.createdAt,
    source: header.source,
  };
}

/** Reads the whole backup once (every checksum included) and returns its header; throws BackupError. */
export async function checkBackupFile(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const event of readBackup(file)) if (event.kind === "header") header = event.header;
  return header!;
}

/** True when `a` is a prefix of `b` by migration time stamps. */
function sameHistory(a: Pick<MigrationStep, "createdAt">[], b: Pick<MigrationStep, "createdAt">[]): boolean {
  return a.every((step, i) => b[i] !== undefined && b[i].createdAt === step.createdAt);
}

/** Names of the public tables that hold at least one row. */
async function tablesWithData(q: Query): Promise<string[]> {
  const names: string[] = [];
  for (const t of await listTables(q)) {
    const [r] = await q<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${qualified(t.name)}) AS any`);
    if (r?.any) names.push(t.name);
  }
  return names;
}

/** Applies this version's first `level` migrations only (the backup's schema), from a trimmed copy. */
async function migrateTo(database: Database, level: number): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "sprintboard-migrations-"));
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    journal.entries = journal.entries.slice(0, level);
    await mkdir(path.join(dir, "meta"));
    await writeFile(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
    for (const entry of journal.entries as { tag: string }[]) {
      const sql = await readFile(path.join(migrationsFolder, `${entry.tag}.sql`));
      await writeFile(path.join(dir, `${entry.tag}.sql`), sql);
    }
    if (database.driver.kind === "pglite")
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });
    else await migratePg(database.db, { migrationsFolder: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Streams the backup's rows into the tables (one transaction, the caller's), then checks and sets sequences. */
async function loadTables(
  q: Query,
  file: string,
  tables: Map<string, TableInfo>,
): Promise<{ tables: number; rows: number }> {
  let target: { info: TableInfo; insert: string } | null = null;
  let batch: string[] = [];
  let chars = 0;
  let sequences: SequenceState[] = [];
  const expected = new Map<string, string>();
  let rows = 0;
  // Rows go in exactly as they were backed up: the schema's own triggers (board versions) would
  // rewrite some of them while loading. Foreign-key checks stay on. Undone with the transaction.
  const loaded = [...tables.values()].map((info) => qualified(info.name));
  for (const name of loaded) await q(`ALTER TABLE ${name} DISABLE TRIGGER USER`, []);
  // Deferrable keys (a task's parent may have a higher id than the task) are checked once all is in.
  await q("SET CONSTRAINTS ALL DEFERRED", []);
  const flush = async () => {
    if (batch.length === 0 || !target) return;
    await q(target.insert, [`[${batch.join(",")}]`]);
    rows += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const event of readBackup(file)) {
    if (event.kind === "table") {
      const info = tables.get(event.table);
      if (!info) throw new BackupError(`The backup has a table this schema lacks: ${event.table}.`);
      const unknown = event.columns.filter((c) => !info.columns.includes(c));
      if (unknown.length > 0)
        throw new BackupError(
          `The backup's table ${event.table} has columns this schema lacks: ${unknown.join(", ")}.`,
        );
      const cols = event.columns
        .filter((c) => info.insertable.includes(c))
        .map(ident)
        .join(", ");
      const insert = `INSERT INTO ${qualified(info.name)} (${cols}) OVERRIDING SYSTEM VALUE
        SELECT ${cols} FROM jsonb_populate_recordset(NULL::${qualified(info.name)}, $1::jsonb)`;
      target = { info, insert };
    } else if (event.kind === "row") {
      batch.push(event.json);
      chars += event.json.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    } else if (event.kind === "end") {
      await flush();
      expected.set(event.table, event.sha256);
      target = null;
    } else if (event.kind === "sequences") {
      sequences = event.sequences;
    }
  }
  await q("SET CONSTRAINTS ALL IMMEDIATE", []);
  for (const name of loaded) await q(`ALTER TABLE ${name} ENABLE TRIGGER USER`, []);
  for (const [name, sha256] of expected) {
    const digest = new RowDigest();
    for await (const json of tableRows(q, tables.get(name)!)) digest.add(json);
    if (digest.digest() !== sha256)
      throw new BackupError(`After loading, table ${name} differs from the backup; nothing was restored.`);
  }
  await resetSequences(q, sequences);
  return { tables: expected.size, rows };
}

/** Moves every owned sequence past both the backup's position and the highest restored value. */
async function resetSequences(q: Query, saved: SequenceState[]): Promise<void> {
  for (const s of await listSequences(q)) {
    const next = saved.find((x) => x.table === s.table && x.column === s.column)?.next ?? 1;
    await q(
      `SELECT setval($1::regclass, GREATEST($2::bigint,
         COALESCE((SELECT max(${ident(s.column)}) FROM ${qualified(s.table)}), 0) + 1), false)`,
      [qualified(s.sequence), next],
    );
  }
}
