import { type AnyColumn, asc, eq, type SQL, sql } from "drizzle-orm";
import { statusValue } from "../../../contract/statuses.ts";
import type { BoardColumn } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { customStatuses } from "../../db/schema.ts";

/** A project's board columns: its owner's custom statuses in position order (product rules §3, 12). */
export async function ownerColumns(db: DbOrTx, ownerId: number): Promise<BoardColumn[]> {
  const rows = await db
    .select({ name: customStatuses.name, color: customStatuses.color })
    .from(customStatuses)
    .where(eq(customStatuses.userId, ownerId))
    .orderBy(asc(customStatuses.position), asc(customStatuses.id));
  return toColumns(rows);
}

/**
 * SQL: the board columns of the owner `ownerIdColumn` as a JSON array of {name, color}, in order, to
 * read them in the same statement as something else; `toColumns` turns the array into columns.
 */
export function ownerColumnsSql(ownerIdColumn: SQL | AnyColumn): SQL<{ name: string; color: string }[]> {
  return sql`(select coalesce(json_agg(json_build_object('name', cs.name, 'color', cs.color)
    order by cs.position, cs.id), '[]'::json) from ${customStatuses} cs where cs.user_id = ${ownerIdColumn})`;
}

/**
 * Columns from statuses' names and colours in order (`ownerColumnsSql`'s array, or rows); without
 * WIP limits, which are the board's (boards.service.ts adds them).
 */
export function toColumns(rows: { name: string; color: string }[]): BoardColumn[] {
  return rows.map((s) => ({ id: statusValue(s.name), title: s.name, color: s.color, wipLimit: null }));
}

/** The completed state of a board: `done` when it is a column, else the last column (product rules §3). */
export function completedStatus(columns: readonly BoardColumn[]): string {
  if (columns.length === 0 || columns.some((c) => c.id === "done")) return "done";
  return columns[columns.length - 1]!.id;
}

/**
 * `completedAt` after a status change: set (now) when the task enters the completed state, cleared
 * when it leaves it, kept otherwise.
 */
export function nextCompletedAt(
  columns: readonly BoardColumn[],
  from: { status: string; completedAt: Date | null } | null,
  toStatus: string,
  now: Date,
): Date | null {
  const done = completedStatus(columns);
  if (toStatus !== done) return null;
  if (from && from.status === done && from.completedAt) return from.completedAt;
  return now;
}
