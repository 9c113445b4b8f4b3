import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Database } from "../db/client.ts";
import {
  appliedMigrations,
  listSequences,
  listTables,
  type Query,
  qualified,
  RowDigest,
  tableRows,
  withTransaction,
} from "./backup-db.ts";
import {
  BackupError,
  type BackupHeader,
  FORMAT,
  FORMAT_VERSION,
  rowLine,
  type SequenceState,
} from "./backup-format.ts";

/** What a backup wrote. */
export type BackupSummary = {
  file: string;
  tables: number;
  rows: number;
  /** Per table: row count and the sha256 of its rows (comparable with `tableDigests`). */
  digests: Record<string, { rows: number; sha256: string }>;
};

/**
 * Writes a consistent backup of `database` to `file` while the app keeps serving: one
 * REPEATABLE READ READ ONLY transaction (PGlite: the instance's own transaction lock). The file
 * appears only when complete (written beside it, then renamed), readable by its owner only. `beforeTable` runs before each
 * table is read (progress, or a test's writes in the middle of the dump).
 */
export async function createBackup(
  database: Database,
  file: string,
  opts: { beforeTable?: (table: string) => Promise<void> } = {},
): Promise<BackupSummary> {
  const partial = `${file}.partial-${process.pid}`;
  const digests: BackupSummary["digests"] = {};
  let tables = 0;
  let rows = 0;
  try {
    await withTransaction(database, "read", async (q) => {
      const source = database.driver.kind === "pglite" ? "pglite" : "postgresql";
      const header: BackupHeader = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        source,
        migrations: await appliedMigrations(q),
      };
      if (header.migrations.length === 0)
        throw new BackupError(
          "This database has no Sprintboard schema (no migrations applied): nothing to back up.",
        );
      async function* lines(): AsyncGenerator<string> {
        const whole = createHash("sha256");
        const emit = (line: string) => {
          whole.update(line).update("\n");
          return `${line}\n`;
        };
        yield emit(JSON.stringify(header));
        for (const table of await listTables(q)) {
          await opts.beforeTable?.(table.name);
          yield emit(JSON.stringify({ table: table.name, columns: table.columns }));
          const digest = new RowDigest();
          for await (const json of tableRows(q, table)) {
            digest.add(json);
            yield emit(rowLine(json));
          }
          const sha256 = digest.digest();
          digests[table.name] = { rows: digest.rows, sha256 };
          yield emit(JSON.stringify({ end: table.name, rows: digest.rows, sha256 }));
          tables += 1;
          rows += digest.rows;
        }
        yield emit(JSON.stringify({ sequences: await sequenceStates(q) }));
        yield `${JSON.stringify({ done: true, tables, rows, sha256: whole.digest("hex") })}\n`;
      }
      await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    });
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return { file, tables, rows, digests };
}

/** The next value each owned sequence would hand out. */
async function sequenceStates(q: Query): Promise<SequenceState[]> {
  const out: SequenceState[] = [];
  for (const s of await listSequences(q)) {
    const [state] = await q<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${qualified(s.sequence)}`,
    );
    const last = Number(state!.last);
    out.push({ table: s.table, column: s.column, next: state!.called ? last + 1 : last });
  }
  return out;
}
