import { sql } from "drizzle-orm";
import type { LinkedTask, StoredLinkType } from "../../../contract/links.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, taskLinks, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";

/** A stored link with both ends' projects, keys and titles (for the service; never sent as is). */
export type LinkRow = {
  id: number;
  type: StoredLinkType;
  sourceTaskId: number;
  targetTaskId: number;
  source: LinkedTask;
  target: LinkedTask;
  /** Whether the asking user may see each end's project. */
  sourceVisible: boolean;
  targetVisible: boolean;
};

const endJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'key', ${alias}p.key || '-' || ${alias}.number,
  'title', ${alias}.title, 'status', ${alias}.status, 'projectId', ${alias}b.project_id,
  'completedAt', to_char(${alias}.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);

/**
 * Links matching `where` (on `l`, the link) with both ends and whether `userId` may see each, in
 * one statement, ordered by id.
 */
export async function selectLinks(
  db: DbOrTx,
  userId: number,
  where: ReturnType<typeof sql>,
): Promise<LinkRow[]> {
  const result = await db.execute<{
    id: number;
    type: StoredLinkType;
    source_task_id: number;
    target_task_id: number;
    source: LinkedTask | string;
    target: LinkedTask | string;
    source_visible: boolean;
    target_visible: boolean;
  }>(sql`
    select l.id, l.type, l.source_task_id, l.target_task_id,
      ${endJson("s")} as source, ${endJson("t")} as target,
      ${projectVisibleTo(userId, sql`sb.project_id`)} as source_visible,
      ${projectVisibleTo(userId, sql`tb.project_id`)} as target_visible
    from ${taskLinks} l
    join ${tasks} s on s.id = l.source_task_id
    join ${boards} sb on sb.id = s.board_id
    join ${projects} sp on sp.id = sb.project_id
    join ${tasks} t on t.id = l.target_task_id
    join ${boards} tb on tb.id = t.board_id
    join ${projects} tp on tp.id = tb.project_id
    where ${where}
    order by l.id`);
  const json = (v: LinkedTask | string) => (typeof v === "string" ? (JSON.parse(v) as LinkedTask) : v);
  return result.rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    sourceTaskId: Number(r.source_task_id),
    targetTaskId: Number(r.target_task_id),
    source: json(r.source),
    target: json(r.target),
    sourceVisible: r.source_visible === true || String(r.source_visible) === "true",
    targetVisible: r.target_visible === true || String(r.target_visible) === "true",
  }));
}

/**
 * Whether `fromTaskId` already (transitively) blocks `toTaskId`: adding `toTaskId blocks fromTaskId`
 * would then close a cycle. One recursive statement over the blocks links.
 */
export async function blocksPathExists(db: DbOrTx, fromTaskId: number, toTaskId: number): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive reach(id) as (
      select ${fromTaskId}::int
      union
      select l.target_task_id from ${taskLinks} l join reach r on l.source_task_id = r.id
      where l.type = 'blocks'
    )
    select exists(select 1 from reach where id = ${toTaskId}::int) as found`);
  const found = result.rows[0]?.found;
  return found === true || String(found) === "true";
}

/**
 * Whether `fromTaskId` (transitively) blocks `toTaskId` through tasks `userId` may see only: the
 * cycle message names its two ends only when the whole path is the user's to see.
 */
export async function visibleBlocksPathExists(
  db: DbOrTx,
  userId: number,
  fromTaskId: number,
  toTaskId: number,
): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive reach(id) as (
      select ${fromTaskId}::int
      union
      select l.target_task_id from ${taskLinks} l join reach r on l.source_task_id = r.id
        join ${tasks} t on t.id = l.target_task_id join ${boards} b on b.id = t.board_id
      where l.type = 'blocks' and ${projectVisibleTo(userId, sql`b.project_id`)}
    )
    select exists(select 1 from reach where id = ${toTaskId}::int) as found`);
  const found = result.rows[0]?.found;
  return found === true || String(found) === "true";
}
