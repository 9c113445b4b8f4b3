import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { boardChanges, boards, tasks } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";
import { type BoardTaskRow, boardTaskRows } from "./task-queries.ts";

/*
 * The board change log (issue 26, product rules §37). The triggers that bump `boards.version` log, in
 * the same statement, each task whose card that version changed (board_changes, migration
 * 0024_board_changes). Versions step by one, so the log reaches back to `since` exactly when it holds
 * one or more rows for each version after it: a pruned log, a version bumped without a log row (a
 * project key change) or a `since` ahead of the board all show as a gap, and the answer is a reset.
 */

/** The changes of a board since a version: rows to merge (in list order), ids gone, the board's columns. */
export type ChangesSince =
  | { version: number; reset: false; changed: BoardTaskRow[]; removedIds: number[]; statuses: string[] }
  | { version: number; reset: true };

/**
 * What changed on board `boardId` since version `since`, read in the caller's transaction (run it
 * REPEATABLE READ so the version, the log and the tasks are one snapshot). Two statements, whatever
 * the number of changes; 404 if the board is gone. The caller has checked the reader may see the board:
 * every task of a visible board is visible, and a task that left it is only named in `removedIds`.
 */
export async function readChangesSince(db: DbOrTx, boardId: number, since: number): Promise<ChangesSince> {
  const result = await db.execute<{ version: string; logged: number; removed: string; statuses: string }>(sql`
    select b.version::text as version,
      (select count(distinct c.version)::int from ${boardChanges} c
        where c.board_id = b.id and c.version > ${since}) as logged,
      (select coalesce(json_agg(x.task_id), '[]')::text from (
        select distinct c.task_id from ${boardChanges} c
        where c.board_id = b.id and c.version > ${since}
          and not exists (select 1 from ${tasks} t where t.id = c.task_id and t.board_id = b.id)) x) as removed,
      (select coalesce(json_agg(x.status order by x.status), '[]')::text from (
        select distinct status from ${tasks} where board_id = b.id) x) as statuses
    from ${boards} b where b.id = ${boardId}`);
  const row = result.rows[0];
  if (!row) throw notFound("Board");
  const version = Number(row.version);
  if (since > version || Number(row.logged) !== version - since) return { version, reset: true };
  const changed =
    since === version
      ? []
      : await boardTaskRows(
          db,
          boardId,
          sql`select distinct c.task_id from ${boardChanges} c where c.board_id = ${boardId} and c.version > ${since}`,
        );
  return {
    version,
    reset: false,
    changed,
    removedIds: JSON.parse(row.removed) as number[],
    statuses: JSON.parse(row.statuses) as string[],
  };
}
