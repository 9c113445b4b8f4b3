import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import { type MigrationStep, RowDigest } from "./backup-db.ts";

/*
 * The backup file: gzip'd JSON lines, the same for PGlite and PostgreSQL.
 *   {"format":"sprintboard-backup","version":1,"createdAt":…,"source":…,"migrations":[…]}
 *   {"table":"users","columns":["id",…]}          then one {"r":{…}} line per row (to_jsonb text)
 *   {"end":"users","rows":3,"sha256":"…"}           sha256 of the row texts, each plus "\n"
 *   … every public table, parents before children …
 *   {"sequences":[{"table":"users","column":"id","next":4}]}
 *   {"done":true,"tables":20,"rows":…,"sha256":"…"}  sha256 of every line above, each plus "\n"
 */

/** The `format` value of a Sprintboard backup's first line. */
export const FORMAT = "sprintboard-backup";
/** The format version this code writes and reads. */
export const FORMAT_VERSION = 1;

/** A failure the operator can act on: its message is printed as is. */
export class BackupError extends Error {}

/** First line of a backup. */
export type BackupHeader = {
  format: typeof FORMAT;
  version: number;
  /** When the snapshot was taken (ISO 8601, UTC). */
  createdAt: string;
  /** `pglite` or `postgresql`: where it came from (informational; restore accepts either). */
  source: string;
  /** The schema level: the migrations applied to the source database, oldest first. */
  migrations: MigrationStep[];
};

/** Where a sequence continues after a restore (at least max(id) + 1). */
export type SequenceState = { table: string; column: string; next: number };

/** What a reader yields, in file order. */
export type BackupEvent =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; table: string; columns: string[] }
  | { kind: "row"; table: string; json: string }
  | { kind: "end"; table: string; rows: number; sha256: string }
  | { kind: "sequences"; sequences: SequenceState[] }
  | { kind: "done"; tables: number; rows: number };

/** The line of one row: the row's JSON text wrapped so a reader can tell it from markers. */
export const rowLine = (json: string) => `{"r":${json}}`;

const damaged = (why: string) => new BackupError(`The backup file is damaged or truncated: ${why}.`);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The file's text lines after gunzip; a gzip error (bad data, cut short) becomes a BackupError. */
async function* textLines(file: string): AsyncGenerator<string> {
  try {
    if (!(await stat(file)).isFile()) throw new BackupError(`${file} is not a file.`);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on("error", (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  gunzip.setEncoding("utf8");
  // Pieces of the current line: a file's row can be tens of MB, so never rescan or re-copy it per chunk.
  let parts: string[] = [];
  let lines = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      let start = 0;
      let nl = chunk.indexOf("\n");
      while (nl !== -1) {
        parts.push(chunk.slice(start, nl));
        lines += 1;
        yield parts.join("");
        parts = [];
        start = nl + 1;
        nl = chunk.indexOf("\n", start);
      }
      if (start < chunk.length) parts.push(chunk.slice(start));
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "Z_DATA_ERROR" && lines === 0 && /header/i.test((err as Error).message))
      throw new BackupError(`${file} is not a Sprintboard backup (not gzip data).`);
    throw damaged(`gzip reports "${(err as Error).message}"`);
  } finally {
    source.destroy();
  }
  if (parts.length > 0) throw damaged("the last line is cut short");
}

/** Checks the first line and returns it as a header. */
function parseHeader(v: unknown): BackupHeader {
  if (!isObject(v) || v.format !== FORMAT) throw new BackupError("This file is not a Sprintboard backup.");
  if (typeof v.version !== "number" || v.version > FORMAT_VERSION)
    throw new BackupError(
      `This backup was written in format version ${String(v.version)}, newer than this version of Sprintboard reads (${FORMAT_VERSION}); upgrade Sprintboard first.`,
    );
  const steps = v.migrations;
  if (
    !Array.isArray(steps) ||
    !steps.every((m) => isObject(m) && typeof m.hash === "string" && typeof m.createdAt === "number")
  )
    throw damaged("the header has no valid migration list");
  return {
    format: FORMAT,
    version: v.version,
    createdAt: String(v.createdAt),
    source: String(v.source),
    migrations: steps as MigrationStep[],
  };
}

/**
 * Reads and checks a backup line by line: structure, per-table row counts and digests, and the
 * whole-file digest at the end. Throws BackupError at the first problem; a reader that reaches
 * its end has seen a complete, intact file.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const whole = createHash("sha256");
  let lineNo = 0;
  let finished = false;
  let table: { name: string; digest: RowDigest } | null = null;
  let tables = 0;
  let rows = 0;
  for await (const line of textLines(file)) {
    lineNo += 1;
    if (finished) throw damaged(`line ${lineNo} follows the end marker`);
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw damaged(`line ${lineNo} is not valid JSON`);
    }
    if (!isObject(v)) throw damaged(`line ${lineNo} is not a JSON object`);
    if (lineNo === 1) {
      yield { kind: "header", header: parseHeader(v) };
    } else if ("r" in v) {
      if (!table || !isObject(v.r) || !line.startsWith('{"r":'))
        throw damaged(`line ${lineNo} is out of place`);
      const json = line.slice(5, -1);
      table.digest.add(json);
      rows += 1;
      yield { kind: "row", table: table.name, json };
    } else if (typeof v.table === "string" && Array.isArray(v.columns) && !table) {
      if (!v.columns.every((c) => typeof c === "string")) throw damaged(`line ${lineNo} lists bad columns`);
      table = { name: v.table, digest: new RowDigest() };
      tables += 1;
      yield { kind: "table", table: v.table, columns: v.columns as string[] };
    } else if (typeof v.end === "string" && table && v.end === table.name) {
      const count = table.digest.rows;
      if (v.rows !== count || v.sha256 !== table.digest.digest())
        throw damaged(`table ${table.name} does not match its checksum`);
      yield { kind: "end", table: table.name, rows: count, sha256: v.sha256 as string };
      table = null;
    } else if (Array.isArray(v.sequences) && !table) {
      const ok = v.sequences.every(
        (s) =>
          isObject(s) &&
          typeof s.table === "string" &&
          typeof s.column === "string" &&
          Number.isSafeInteger(s.next),
      );
      if (!ok) throw damaged(`line ${lineNo} lists bad sequences`);
      yield { kind: "sequences", sequences: v.sequences as SequenceState[] };
    } else if (v.done === true && !table) {
      if (v.sha256 !== whole.digest("hex") || v.tables !== tables || v.rows !== rows)
        throw damaged("the file does not match its checksum");
      finished = true;
      yield { kind: "done", tables, rows };
      continue;
    } else {
      throw damaged(`line ${lineNo} is out of place`);
    }
    whole.update(line).update("\n");
  }
  if (lineNo === 0) throw new BackupError(`${file} is empty or not a Sprintboard backup.`);
  if (!finished) throw damaged("the end marker is missing");
}
