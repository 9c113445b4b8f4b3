import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idListSql } from "../../db/id-list.ts";
import { boards, tasks } from "../../db/schema.ts";
import { conflict } from "../../platform/errors.ts";

/*
 * WIP limits (product rules §24): a board column may have a limit of 1-999 tasks. A create, move,
 * status change or bulk change that would leave a column with more tasks than its limit is refused
 * with 409 unless the request says `overrideWipLimit: true`. The caller holds the board's lock, so
 * the count it reads is the committed one.
 */

/** The message of the 409, which the web shows in its confirmation. */
export function wipLimitMessage(limit: number): string {
  return `This column is at its WIP limit (${limit}). Send overrideWipLimit: true to go over it.`;
}

/**
 * Refuses (409) `entering` tasks going into column `status` of the board when the column would then
 * hold more than its limit; `exceptIds` are the entering tasks (not counted twice). Two statements
 * at most, whatever the number of tasks. With `override`, nothing is refused and the answer says
 * whether the change goes over the limit (for the task's history).
 */
export async function assertWipRoom(
  db: DbOrTx,
  boardId: number,
  status: string,
  entering: readonly number[] | number,
  override: boolean | undefined,
): Promise<boolean> {
  const [board] = await db
    .select({ limit: sql<number | null>`(${boards.wipLimits} ->> ${status})::int` })
    .from(boards)
    .where(eq(boards.id, boardId));
  const limit = board?.limit ?? null;
  if (limit === null) return false;
  const ids = typeof entering === "number" ? [] : entering;
  const count = typeof entering === "number" ? entering : ids.length;
  if (count === 0) return false;
  const where = and(eq(tasks.boardId, boardId), eq(tasks.status, status));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(ids.length > 0 ? and(where, notInArray(tasks.id, [...ids])) : where);
  const over = Number(row?.n ?? 0) + count > limit;
  if (over && !override) throw conflict(wipLimitMessage(limit), "WIP_LIMIT", { limit });
  return over;
}

/**
 * `assertWipRoom` for a bulk change: the tasks `entering` column `status`, by board. One statement
 * for every board concerned. With `override`, returns the boards whose column goes over its limit.
 */
export async function assertBulkWipRoom(
  db: DbOrTx,
  status: string,
  entering: ReadonlyMap<number, readonly number[]>,
  override: boolean | undefined,
): Promise<Set<number>> {
  const over = new Set<number>();
  if (entering.size === 0) return over;
  const moving = idListSql([...entering.values()].flat());
  const boardIds = idListSql([...entering.keys()]);
  const result = await db.execute<{ id: number; lim: number | null; n: number }>(sql`
    select b.id, (b.wip_limits ->> ${status})::int as lim,
      (select count(*)::int from ${tasks} t where t.board_id = b.id and t.status = ${status}
        and t.id not in (${moving})) as n
    from ${boards} b
    where b.id in (${boardIds})
      and b.wip_limits ? ${status}`);
  for (const row of result.rows) {
    const limit = row.lim === null ? null : Number(row.lim);
    const count = entering.get(Number(row.id))?.length ?? 0;
    if (limit !== null && Number(row.n) + count > limit) {
      if (!override) throw conflict(wipLimitMessage(limit), "WIP_LIMIT", { limit });
      over.add(Number(row.id));
    }
  }
  return over;
}
