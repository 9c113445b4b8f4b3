import { and, eq, max, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { boards, tasks } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";

/*
 * Positions are dense (0..n-1) and unique within a (board, status) column (DECISIONS 4). Every
 * change of a column's membership or order takes the board's row lock first, so concurrent moves,
 * creates and deletes on one board run one after the other and each renumbers from committed data.
 */

/** Locks the board row until the transaction ends (serialises position changes on the board). */
export async function lockBoard(db: DbOrTx, boardId: number): Promise<void> {
  const rows = await db.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for("update");
  if (rows.length === 0) throw notFound("Board");
}

/** The index after the last task of a column. */
export async function nextPosition(db: DbOrTx, boardId: number, status: string): Promise<number> {
  const [row] = await db
    .select({ max: max(tasks.position) })
    .from(tasks)
    .where(and(eq(tasks.boardId, boardId), eq(tasks.status, status)));
  return row?.max == null ? 0 : row.max + 1;
}

/**
 * Renumbers a column densely in its current order (position, then id). With `gap`, the task
 * `gap.taskId` is left out and index `gap.index` is kept free for it. Only rows whose position
 * changes are written.
 */
export async function renumberColumn(
  db: DbOrTx,
  boardId: number,
  status: string,
  gap?: { taskId: number; index: number },
): Promise<void> {
  const others = gap
    ? and(eq(tasks.boardId, boardId), eq(tasks.status, status), ne(tasks.id, gap.taskId))
    : and(eq(tasks.boardId, boardId), eq(tasks.status, status));
  const index = gap?.index ?? 2147483647;
  await db.execute(sql`
    update ${tasks} set position = v.pos
    from (
      select id, case when rn - 1 >= ${index} then rn else rn - 1 end as pos
      from (select ${tasks.id} as id, row_number() over (order by ${tasks.position}, ${tasks.id}) as rn
            from ${tasks} where ${others}) ranked
    ) v
    where ${tasks.id} = v.id and ${tasks.position} <> v.pos`);
}

/** The number of tasks in a column, leaving out one task. */
export async function columnSize(
  db: DbOrTx,
  boardId: number,
  status: string,
  exceptId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.boardId, boardId), eq(tasks.status, status), ne(tasks.id, exceptId)));
  return row?.n ?? 0;
}
