import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { generateKeyBetween } from "fractional-indexing";
import type { ChecklistItem } from "../../../contract/checklists.ts";
import type { DbOrTx } from "../../db/client.ts";
import { taskChecklistItems as items, tasks } from "../../db/schema.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { MAX_RANK_LENGTH, rekeyWithGap } from "./task-positions.ts";

/*
 * A checklist's order (product rules §24) is the board's (§4): `rank` is a fractional-indexing key
 * compared byte by byte (collation "C"), ties broken by id; a create or a reorder writes only its own
 * row, and the API's dense `position` is computed on read. Writers hold the task's board lock.
 */

type Ranked = { id: number; rank: string };

/** SQL: the task's progress from its checklist, 0-100 (0 without items). */
export function checklistProgressSql(taskId: number): SQL<number> {
  return sql<number>`(select coalesce(round(100.0 * count(*) filter (where ${items.done}) / nullif(count(*), 0)), 0)::int
    from ${items} where ${items.taskId} = ${taskId})`;
}

/** Sets the task's progress from its checklist when it follows it (one statement). */
export async function syncChecklistProgress(db: DbOrTx, taskId: number): Promise<void> {
  await db
    .update(tasks)
    .set({ progress: checklistProgressSql(taskId) })
    .where(and(eq(tasks.id, taskId), eq(tasks.progressFromChecklist, true)));
}

/** The task's items in order, with their positions. */
export async function listItems(db: DbOrTx, taskId: number): Promise<ChecklistItem[]> {
  const rows = await db
    .select({ id: items.id, taskId: items.taskId, text: items.text, done: items.done })
    .from(items)
    .where(eq(items.taskId, taskId))
    .orderBy(asc(items.rank), asc(items.id));
  return rows.map((r, position) => ({ ...r, position }));
}

/** One item of the task as the API shows it; 404 when it is not the task's. */
export async function loadItem(db: DbOrTx, taskId: number, itemId: number): Promise<ChecklistItem> {
  const [row] = await db
    .select({
      id: items.id,
      taskId: items.taskId,
      text: items.text,
      done: items.done,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, which `o` would capture.
      position: sql<number>`(select count(*)::int from ${items} o where o.task_id = "task_checklist_items"."task_id"
        and (o.rank, o.id) < ("task_checklist_items"."rank", "task_checklist_items"."id"))`,
    })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.taskId, taskId)));
  if (!row) throw notFound("Checklist item");
  return row;
}

/** The number of items of the task and the key of a new last one (one statement). */
export async function endOfChecklist(db: DbOrTx, taskId: number): Promise<{ count: number; rank: string }> {
  const [row] = await db
    .select({
      count: sql<number>`(select count(*)::int from ${items} where ${items.taskId} = ${taskId})`,
      last: sql<string | null>`(select ${items.rank} from ${items} where ${items.taskId} = ${taskId}
        order by ${items.rank} desc, ${items.id} desc limit 1)`,
    })
    .from(sql`(select 1) one`);
  const count = Number(row?.count ?? 0);
  const last = row?.last ?? null;
  const key = safeKeyBetween(last, null);
  if (key !== null) return { count, rank: key };
  return { count, rank: await rebalance(db, taskId, null, count) };
}

/**
 * The new key of `itemId` placed right after `afterItemId` (null: first): one read of at most three
 * rows (the item and its new neighbours). Null when it is already there.
 */
export async function keyAfter(
  db: DbOrTx,
  taskId: number,
  itemId: number,
  afterItemId: number | null,
): Promise<string | null> {
  if (afterItemId === itemId)
    throw badRequest("An item cannot go after itself", "CHECKLIST_ITEM_AFTER_ITSELF");
  const others = and(eq(items.taskId, taskId), sql`${items.id} <> ${itemId}`);
  let prev: Ranked | null = null;
  if (afterItemId !== null) {
    const [row] = await db
      .select({ id: items.id, rank: items.rank })
      .from(items)
      .where(and(eq(items.id, afterItemId), eq(items.taskId, taskId)));
    if (!row) throw badRequest("afterItemId is not an item of this checklist");
    prev = row;
  }
  const [next] = await db
    .select({ id: items.id, rank: items.rank })
    .from(items)
    .where(prev ? and(others, sql`(${items.rank}, ${items.id}) > (${prev.rank}, ${prev.id})`) : others)
    .orderBy(asc(items.rank), asc(items.id))
    .limit(1);
  const [self] = await db.select({ id: items.id, rank: items.rank }).from(items).where(eq(items.id, itemId));
  if (!self) throw notFound("Checklist item");
  const after = (a: Ranked, b: Ranked) => a.rank > b.rank || (a.rank === b.rank && a.id > b.id);
  if ((prev === null || after(self, prev)) && (next === undefined || after(next, self))) return null;
  const key =
    prev === null || !next || prev.rank < next.rank
      ? safeKeyBetween(prev?.rank ?? null, next?.rank ?? null)
      : null;
  if (key !== null) return key;
  // No short key between them: re-key the others evenly, leaving a slot after `prev`.
  const index = prev === null ? 0 : await countUpTo(db, taskId, itemId, prev);
  return rebalance(db, taskId, itemId, index);
}

async function countUpTo(db: DbOrTx, taskId: number, itemId: number, prev: Ranked): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(
      and(
        eq(items.taskId, taskId),
        sql`${items.id} <> ${itemId}`,
        sql`(${items.rank}, ${items.id}) <= (${prev.rank}, ${prev.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}

function safeKeyBetween(a: string | null, b: string | null): string | null {
  try {
    const key = generateKeyBetween(a, b);
    return key.length <= MAX_RANK_LENGTH ? key : null;
  } catch {
    return null;
  }
}

/** Gives every item of the task (but `exceptId`) a fresh, even key; returns the free slot's key at `index`. */
async function rebalance(
  db: DbOrTx,
  taskId: number,
  exceptId: number | null,
  index: number,
): Promise<string> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(
      exceptId === null
        ? eq(items.taskId, taskId)
        : and(eq(items.taskId, taskId), sql`${items.id} <> ${exceptId}`),
    )
    .orderBy(asc(items.rank), asc(items.id));
  return rekeyWithGap(db, items, rows, index);
}
