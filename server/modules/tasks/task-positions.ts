import { and, asc, desc, eq, inArray, ne, type SQLWrapper, sql } from "drizzle-orm";
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import type { DbOrTx } from "../../db/client.ts";
import { boards, type taskChecklistItems, tasks } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";

/*
 * Board order (product rules §4). A column's order is `tasks.rank`, a fractional-indexing key compared
 * byte by byte (the column's collation is "C"), ties broken by id. A move or a create computes a key
 * between its two neighbours and writes only its own row; the API's dense, unique `position` is the
 * task's index in that order, computed on read.
 *
 * Every transaction that writes tasks takes its boards' row locks first, in id order: then moves and
 * creates on one board see each other's committed keys (no two tasks get the same key), and the
 * board-version triggers, which update the same rows at the end of each statement, cannot deadlock
 * against another writer.
 */

/** A key longer than this makes its column be re-keyed evenly (rare: see `rankRebalances`). */
export const MAX_RANK_LENGTH = 48;

let rebalances = 0;

/** How many column re-keyings this process has done (the bench reports it). */
export function rankRebalances(): number {
  return rebalances;
}

/** Locks the board row until the transaction ends; 404 if it is gone. */
export async function lockBoard(db: DbOrTx, boardId: number): Promise<void> {
  const rows = await db.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for("update");
  if (rows.length === 0) throw notFound("Board");
}

/** Locks the rows of several boards in id order (a fixed order, so two such writers cannot deadlock). */
export async function lockBoards(db: DbOrTx, boardIds: SQLWrapper | readonly number[]): Promise<void> {
  if (Array.isArray(boardIds) && boardIds.length === 0) return;
  await db
    .select({ id: boards.id })
    .from(boards)
    .where(inArray(boards.id, boardIds as SQLWrapper | number[]))
    .orderBy(asc(boards.id))
    .for("update");
}

/** Locks the board of a task (before a write whose trigger bumps that board's version). */
export async function lockTaskBoard(db: DbOrTx, taskId: number): Promise<void> {
  await lockBoards(db, sql`(select ${tasks.boardId} from ${tasks} where ${tasks.id} = ${taskId})`);
}

/**
 * SQL: the dense index of the task in the row within its column, counted on the column's index.
 * For a few tasks at a time; a whole board numbers its columns with `row_number()` instead.
 */
export const taskPositionSql = sql<number>`(select count(*)::int from ${tasks} ahead
  where ahead.board_id = ${tasks.boardId} and ahead.status = ${tasks.status}
    and (ahead.rank, ahead.id) < (${tasks.rank}, ${tasks.id}))`;

type Ranked = { id: number; rank: string };

const before = (a: Ranked, b: Ranked) => a.rank < b.rank || (a.rank === b.rank && a.id < b.id);

function columnWhere(boardId: number, status: string, exceptId?: number) {
  const base = and(eq(tasks.boardId, boardId), eq(tasks.status, status));
  return exceptId === undefined ? base : and(base, ne(tasks.id, exceptId));
}

/** The key for a new last task of a column (the caller holds the board lock). */
export async function rankAtEnd(db: DbOrTx, boardId: number, status: string): Promise<string> {
  const [last] = await db
    .select({ id: tasks.id, rank: tasks.rank })
    .from(tasks)
    .where(columnWhere(boardId, status))
    .orderBy(desc(tasks.rank), desc(tasks.id))
    .limit(1);
  return keyBetween(db, boardId, status, last ?? null, null, { index: Number.POSITIVE_INFINITY });
}

/** The task row a move needs, as committed now. */
export type PlacedTask = Ranked & { status: string; completedAt: Date | null };

/**
 * For a move of `taskId` to `index` of column `status` (counted without the task itself; an index
 * past the end means last): the task as committed now (null if it was deleted), its new key (null
 * when it is already there) and its position after the move ("last": the column's size). One statement reads the task and at most three rows of the
 * column's index; the caller holds the board lock, so what it reads is the committed order.
 */
export async function placeTask(
  db: DbOrTx,
  boardId: number,
  taskId: number,
  status: string,
  index: number,
): Promise<{ task: PlacedTask | null; rank: string | null; position: number | "last" }> {
  const others = sql`board_id = ${boardId} and status = ${status} and id <> ${taskId}`;
  const result = await db.execute<{
    kind: "self" | "pair" | "last";
    id: number;
    rank: string;
    status: string;
    completed_at: Date | string | null;
  }>(sql`
    (select 'self' as kind, id, rank, status, completed_at from ${tasks} where id = ${taskId})
    union all
    (select 'pair', id, rank, status, null from ${tasks} where ${others}
     order by rank, id offset ${Math.max(index - 1, 0)} limit 2)
    union all
    (select 'last', id, rank, status, null from ${tasks} where ${others} order by rank desc, id desc limit 1)`);
  const rows = result.rows.map((r) => ({ ...r, id: Number(r.id) }));
  const self = rows.find((r) => r.kind === "self");
  if (!self) return { task: null, rank: null, position: 0 };
  const task: PlacedTask = {
    id: self.id,
    rank: self.rank,
    status: self.status,
    completedAt: self.completed_at === null ? null : new Date(self.completed_at),
  };
  const pair = rows.filter((r) => r.kind === "pair").sort((a, b) => (before(a, b) ? -1 : 1));
  const last = rows.find((r) => r.kind === "last") ?? null;
  let prev: Ranked | null;
  let next: Ranked | null;
  let position: number | "last";
  if (index === 0) {
    prev = null;
    next = pair[0] ?? null;
    position = 0;
  } else if (pair.length > 0) {
    prev = pair[0]!;
    next = pair[1] ?? null;
    position = index;
  } else {
    // Past the end: after the column's last task.
    prev = last;
    next = null;
    position = "last";
  }
  const inPlace =
    task.status === status && (prev === null || before(prev, task)) && (next === null || before(task, next));
  if (inPlace) return { task, rank: null, position };
  return { task, rank: await keyBetween(db, boardId, status, prev, next, { index, taskId }), position };
}

/**
 * A key strictly between two neighbours; when there is none short enough (equal or over-long keys),
 * re-keys the column evenly in the same transaction, leaving a slot for the task at `gap.index`.
 */
async function keyBetween(
  db: DbOrTx,
  boardId: number,
  status: string,
  prev: Ranked | null,
  next: Ranked | null,
  gap: { index: number; taskId?: number },
): Promise<string> {
  if (prev === null || next === null || prev.rank < next.rank) {
    try {
      const key = generateKeyBetween(prev?.rank ?? null, next?.rank ?? null);
      if (key.length <= MAX_RANK_LENGTH) return key;
    } catch {
      // A key that the library cannot read: re-key the column below.
    }
  }
  return rebalanceColumn(db, boardId, status, gap);
}

/**
 * Gives every task of a column (but `gap.taskId`) a fresh, evenly spaced key in its current order,
 * in one statement, and returns the key of the free slot at `gap.index`.
 */
async function rebalanceColumn(
  db: DbOrTx,
  boardId: number,
  status: string,
  gap: { index: number; taskId?: number },
): Promise<string> {
  rebalances += 1;
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(columnWhere(boardId, status, gap.taskId))
    .orderBy(asc(tasks.rank), asc(tasks.id));
  return rekeyWithGap(db, tasks, rows, gap.index);
}

/**
 * Gives `rows` (in their order) fresh, evenly spaced keys of `table`'s `rank` in one statement,
 * leaving a free slot at `index`, and returns that slot's key. Board columns and checklists use it.
 */
export async function rekeyWithGap(
  db: DbOrTx,
  table: typeof tasks | typeof taskChecklistItems,
  rows: readonly { id: number }[],
  index: number,
): Promise<string> {
  const slot = Math.min(index, rows.length);
  const keys = generateNKeysBetween(null, null, rows.length + 1);
  const rekeyed = rows.map((r, i) => ({ id: r.id, rank: keys[i < slot ? i : i + 1]! }));
  if (rekeyed.length > 0) {
    await db.execute(sql`
      update ${table} set rank = v.rank
      from jsonb_to_recordset(${JSON.stringify(rekeyed)}::jsonb) as v(id int, rank text)
      where ${table.id} = v.id`);
  }
  return keys[slot]!;
}
