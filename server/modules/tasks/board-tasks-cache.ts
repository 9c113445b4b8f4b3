import { promisify } from "node:util";
import zlib from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { applyBoardChanges } from "../../../contract/board-changes.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { boards } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { notFound } from "../../platform/errors.ts";
import { readChangesSince } from "./board-changes.ts";
import { type BoardTaskRow, boardTaskJson, boardTaskRows } from "./task-queries.ts";

/*
 * GET /api/boards/{id}/tasks by version (issue 8). `boards.version` is bumped by triggers in the
 * same transaction as every change the list shows, so it is the list's ETag on every process: an
 * unchanged board costs the session lookup and one primary-key lookup (304, or bytes from here).
 * Each app keeps the last body of a few boards, serialised and compressed once per version, with
 * the serialised tasks it was joined from: the next version re-reads only the tasks the change log
 * names and joins again (issue 26), and `?since=` answers come from the same log.
 */

/** A content coding this cache serves. */
export type Encoding = "br" | "gzip" | "identity";

/** What to answer: 304 with no body, or 200 with the body in `encoding`. */
export type BoardTasksAnswer =
  | { status: 304; etag: string; version: number }
  | { status: 200; etag: string; version: number; encoding: Encoding; body: Buffer };

/** What `?since=` answers: the JSON text of the changes or of a reset, at `version`. */
export type BoardSinceAnswer = { version: number; body: string };

const READ_SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

/** Bodies smaller than this go uncompressed (the same threshold as the app's compression). */
const COMPRESS_THRESHOLD = 1024;
const brotli = promisify(zlib.brotliCompress);

/** Brotli for a body that must go now, and the denser copy made after it for big bodies. */
const FAST_BROTLI = 4;
const DENSE_BROTLI = 6;
/** Bodies from this size get the denser copy (below it the difference is a few hundred bytes). */
const REFINE_FROM = 64 * 1024;

function brotliAt(body: Buffer, quality: number): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
const gzip = promisify(zlib.gzip);

type Entry = {
  version: number;
  /** The tasks of the body, in list order (each JSON without its position). */
  rows: BoardTaskRow[];
  identity: Buffer;
  compressed: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  /** Bytes of the finished compressed copies, for the size bound. */
  compressedBytes: number;
};

/** The weak ETag of a board's task list at `version`. */
export function boardTasksETag(boardId: number, version: number): string {
  return `W/"b${boardId}-v${version}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison) or is `*`. */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === opaque;
  });
}

/** The coding to send for an Accept-Encoding header: br or gzip by weight (br on a tie), else identity. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = Math.max(weight("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : "identity";
}

/** The board's version if the user may see it (one statement, the access rule of platform/access); else 404. */
export async function visibleBoardVersion(db: DbOrTx, userId: number, boardId: number): Promise<number> {
  const [row] = await db
    .select({ version: boards.version })
    .from(boards)
    .where(and(eq(boards.id, boardId), projectVisibleTo(userId, sql`${boards.projectId}`)))
    .limit(1);
  if (!row) throw notFound("Board");
  return row.version;
}

/**
 * A bounded, least-recently-used cache of board task lists by board id, each at one version. Readers
 * of a board+version that is loading share the one load, so a new version is read from the database
 * once however many clients ask for it at the same moment.
 */
export class BoardTasksCache {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();

  constructor(
    private readonly db: Db,
    private readonly limits = { entries: 32, bytes: 48 * 1024 * 1024 },
    private readonly options = { refineAfterMs: 500 },
  ) {}

  /**
   * The answer for a user the caller has already let see the board at `version`: 304 when
   * If-None-Match names it, else the body in the best coding the client accepts. The ETag sent with a
   * body always names the version that body was read at (possibly newer than `version`).
   */
  async answer(
    boardId: number,
    version: number,
    headers: { "if-none-match"?: string; "accept-encoding"?: string },
  ): Promise<BoardTasksAnswer> {
    if (matchesETag(headers["if-none-match"], boardTasksETag(boardId, version))) {
      return { status: 304, etag: boardTasksETag(boardId, version), version };
    }
    const entry = await this.entry(boardId, version);
    const wanted =
      entry.identity.length < COMPRESS_THRESHOLD ? "identity" : pickEncoding(headers["accept-encoding"]);
    const body = wanted === "identity" ? entry.identity : await this.compressed(boardId, entry, wanted);
    return {
      status: 200,
      etag: boardTasksETag(boardId, entry.version),
      version: entry.version,
      encoding: wanted,
      body,
    };
  }

  /**
   * The changes since version `since` for a user the caller has already let see the board at
   * `version`: none when `since` is that version, else read from the change log in one snapshot, or a
   * reset carrying this cache's full body when the log does not reach back that far.
   */
  async since(boardId: number, version: number, since: number): Promise<BoardSinceAnswer> {
    if (since === version) return { version, body: `{"version":${version},"changed":[],"removedIds":[]}` };
    const changes = await this.db.transaction((tx) => readChangesSince(tx, boardId, since), READ_SNAPSHOT);
    if (changes.reset) {
      const entry = await this.entry(boardId, changes.version);
      return {
        version: entry.version,
        body: `{"version":${entry.version},"reset":true,"tasks":${entry.identity.toString("utf8")}}`,
      };
    }
    const changed = changes.changed.map(boardTaskJson).join(",");
    return {
      version: changes.version,
      body: `{"version":${changes.version},"changed":[${changed}],"removedIds":${JSON.stringify(changes.removedIds)}}`,
    };
  }

  /** How many boards are cached (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private async entry(boardId: number, version: number): Promise<Entry> {
    const cached = this.entries.get(boardId);
    if (cached?.version === version) {
      // Most recently used goes last.
      this.entries.delete(boardId);
      this.entries.set(boardId, cached);
      return cached;
    }
    const key = `${boardId}:${version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(boardId).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * Reads version and list in one snapshot (REPEATABLE READ), so the body is exactly that version's.
   * When this board's previous version is cached, only the tasks the change log names since then are
   * read and merged into its rows; a reset (or a merge that does not add up) reads the whole list.
   */
  private async load(boardId: number): Promise<Entry> {
    const previous = this.entries.get(boardId);
    const { version, rows } = await this.db.transaction(async (tx) => {
      if (previous) {
        const changes = await readChangesSince(tx, boardId, previous.version);
        if (!changes.reset) {
          const merged = applyBoardChanges(
            previous.rows,
            changes.changed,
            changes.removedIds,
            changes.statuses,
          );
          if (merged) return { version: changes.version, rows: merged };
        }
      }
      const [row] = await tx
        .select({ version: boards.version })
        .from(boards)
        .where(eq(boards.id, boardId))
        .limit(1);
      if (!row) throw notFound("Board");
      return { version: row.version, rows: await boardTaskRows(tx, boardId) };
    }, READ_SNAPSHOT);
    const identity = Buffer.from(`[${rows.map(boardTaskJson).join(",")}]`, "utf8");
    const entry: Entry = { version, rows, identity, compressed: {}, compressedBytes: 0 };
    this.entries.delete(boardId);
    this.entries.set(boardId, entry);
    this.trim();
    return entry;
  }

  private compressed(boardId: number, entry: Entry, encoding: "br" | "gzip"): Promise<Buffer> {
    let pending = entry.compressed[encoding];
    if (!pending) {
      // A new body per version of a busy board: first a level that costs little CPU (issue 26).
      pending =
        encoding === "br" ? brotliAt(entry.identity, FAST_BROTLI) : gzip(entry.identity, { level: 1 });
      entry.compressed[encoding] = pending;
      void pending.then(
        (bytes) => {
          entry.compressedBytes += bytes.length;
          if (this.entries.get(boardId) === entry) this.trim();
          if (encoding === "br" && entry.identity.length >= REFINE_FROM) this.refine(boardId, entry, bytes);
        },
        () => {
          if (entry.compressed[encoding] === pending) delete entry.compressed[encoding];
        },
      );
    }
    return pending;
  }

  /**
   * Then, off the request path, a denser Brotli copy of a big body for the readers that come after:
   * quality 6 makes a 5,000-task board about a fifth smaller (100 KB instead of 130) for a few tens
   * of milliseconds of a worker thread. Only for a version that lasted `refineAfterMs` (half a
   * second): a board changing every 100 ms would otherwise spend half a core on copies nobody reads.
   */
  private refine(boardId: number, entry: Entry, fast: Buffer): void {
    const current = () => this.entries.get(boardId) === entry;
    const timer = setTimeout(() => {
      if (!current()) return;
      brotliAt(entry.identity, DENSE_BROTLI).then(
        (dense) => {
          if (!current() || dense.length >= fast.length) return;
          entry.compressed.br = Promise.resolve(dense);
          entry.compressedBytes += dense.length - fast.length;
        },
        () => {},
      );
    }, this.options.refineAfterMs);
    timer.unref();
  }

  /** Drops the least recently used boards while over either bound (always keeping the newest). */
  private trim(): void {
    let bytes = 0;
    for (const e of this.entries.values()) bytes += 2 * e.identity.length + e.compressedBytes;
    for (const [id, e] of this.entries) {
      if (
        this.entries.size <= 1 ||
        (this.entries.size <= this.limits.entries && bytes <= this.limits.bytes)
      ) {
        break;
      }
      this.entries.delete(id);
      bytes -= 2 * e.identity.length + e.compressedBytes;
    }
  }
}
