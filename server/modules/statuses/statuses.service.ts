import { and, asc, count, countDistinct, desc, eq, inArray, max, sql } from "drizzle-orm";
import { generateNKeysBetween } from "fractional-indexing";
import {
  type CreateCustomStatus,
  type CustomStatus,
  type CustomStatusUsage,
  statusValue,
  type UpdateCustomStatus,
} from "../../../contract/statuses.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, customStatuses, projects, tasks } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";

type StatusRow = typeof customStatuses.$inferSelect;

const DUPLICATE_MESSAGE = "A status with this name already exists";

/** A custom status as the API returns it, with its column value. */
export function presentStatus(row: StatusRow): CustomStatus {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    value: statusValue(row.name),
    color: row.color,
    isDefault: row.isDefault,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own statuses in board order. */
export async function listStatuses(db: DbOrTx, userId: number): Promise<CustomStatus[]> {
  const rows = await db
    .select()
    .from(customStatuses)
    .where(eq(customStatuses.userId, userId))
    .orderBy(asc(customStatuses.position), asc(customStatuses.id));
  return rows.map(presentStatus);
}

/** Adds a status at the end of the user's columns; 409 when its value is taken. */
export async function createStatus(
  ctx: AppContext,
  userId: number,
  input: CreateCustomStatus,
  origin: EventOrigin,
): Promise<CustomStatus> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserStatuses(tx, userId);
    await assertValueFree(tx, userId, statusValue(input.name), null);
    const [last] = await tx
      .select({ max: max(customStatuses.position) })
      .from(customStatuses)
      .where(eq(customStatuses.userId, userId));
    const [created] = await tx
      .insert(customStatuses)
      .values({ userId, name: input.name, color: input.color, position: (last?.max ?? -1) + 1 })
      .returning();
    return created!;
  });
  await announceColumns(ctx, userId, origin);
  return presentStatus(row);
}

/** Renames or recolours one of the user's statuses; a rename moves its tasks in the user's projects. */
export async function updateStatus(
  ctx: AppContext,
  userId: number,
  statusId: number,
  input: UpdateCustomStatus,
  origin: EventOrigin,
): Promise<CustomStatus> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserStatuses(tx, userId);
    const current = await loadOwnStatus(tx, userId, statusId);
    const patch: Partial<StatusRow> = {};
    if (input.color !== undefined) patch.color = input.color;
    if (input.name !== undefined && input.name !== current.name) {
      const from = statusValue(current.name);
      const to = statusValue(input.name);
      if (to !== from) {
        await assertValueFree(tx, userId, to, statusId);
        await moveStatusTasks(tx, userId, from, to);
        await moveWipLimits(tx, userId, from, to);
      }
      patch.name = input.name;
    }
    if (Object.keys(patch).length === 0) return current;
    const [updated] = await tx
      .update(customStatuses)
      .set(patch)
      .where(eq(customStatuses.id, statusId))
      .returning();
    return updated!;
  });
  await announceColumns(ctx, userId, origin);
  return presentStatus(row);
}

/** Deletes one of the user's statuses; the four defaults stay (400). Its tasks show in an extra column. */
export async function deleteStatus(
  ctx: AppContext,
  userId: number,
  statusId: number,
  origin: EventOrigin,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await loadOwnStatus(tx, userId, statusId);
    if (current.isDefault)
      throw badRequest("Default statuses cannot be deleted", "DEFAULT_STATUS_NOT_DELETABLE");
    await tx.delete(customStatuses).where(eq(customStatuses.id, statusId));
    await lockOwnBoards(tx, userId);
    await moveWipLimits(tx, userId, statusValue(current.name), null);
  });
  await announceColumns(ctx, userId, origin);
}

/**
 * Puts the user's statuses (their board columns) in the given order. `ids` must name each of the
 * user's statuses exactly once (400 otherwise), so only the owner of the columns can reorder them.
 */
export async function reorderStatuses(
  ctx: AppContext,
  userId: number,
  ids: readonly number[],
  origin: EventOrigin,
): Promise<CustomStatus[]> {
  const list = await ctx.db.transaction(async (tx) => {
    await lockUserStatuses(tx, userId);
    const own = await tx
      .select({ id: customStatuses.id })
      .from(customStatuses)
      .where(eq(customStatuses.userId, userId));
    const ownIds = new Set(own.map((r) => r.id));
    if (ids.length !== ownIds.size || new Set(ids).size !== ids.length || ids.some((id) => !ownIds.has(id)))
      throw badRequest("The order must list each of your statuses exactly once", "STATUS_ORDER_INVALID");
    for (const [position, id] of ids.entries()) {
      await tx.update(customStatuses).set({ position }).where(eq(customStatuses.id, id));
    }
    return listStatuses(tx, userId);
  });
  await announceColumns(ctx, userId, origin);
  return list;
}

/** How many tasks on the user's own boards are in one of the user's statuses (for the delete warning). */
export async function statusUsage(db: DbOrTx, userId: number, statusId: number): Promise<CustomStatusUsage> {
  const status = await loadOwnStatus(db, userId, statusId);
  const [row] = await db
    .select({ taskCount: count(tasks.id), projectCount: countDistinct(projects.id) })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(projects.ownerId, userId), eq(tasks.status, statusValue(status.name))));
  return { taskCount: Number(row?.taskCount ?? 0), projectCount: Number(row?.projectCount ?? 0) };
}

async function loadOwnStatus(db: DbOrTx, userId: number, statusId: number): Promise<StatusRow> {
  const [row] = await db
    .select()
    .from(customStatuses)
    .where(and(eq(customStatuses.id, statusId), eq(customStatuses.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Status");
  return row;
}

/** Serialises one user's status changes, so two concurrent creates cannot take the same value. */
async function lockUserStatuses(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.userStatuses}, ${userId})`);
}

async function assertValueFree(db: DbOrTx, userId: number, value: string, exceptId: number | null) {
  const rows = await db
    .select({ id: customStatuses.id, name: customStatuses.name })
    .from(customStatuses)
    .where(eq(customStatuses.userId, userId));
  if (rows.some((r) => r.id !== exceptId && statusValue(r.name) === value)) throw conflict(DUPLICATE_MESSAGE);
}

/**
 * Moves every task with status `from` on the user's projects' boards to `to`, appending them after
 * the tasks already there. The boards are locked in id order first, like a move, so a rename and
 * concurrent moves cannot deadlock.
 */
async function moveStatusTasks(db: DbOrTx, userId: number, from: string, to: string): Promise<void> {
  const owned = await lockOwnBoards(db, userId);
  if (owned.length === 0) return;
  const boardIds = owned.map((b) => b.id);
  const moving = await db
    .select({ id: tasks.id, boardId: tasks.boardId })
    .from(tasks)
    .where(and(inArray(tasks.boardId, boardIds), eq(tasks.status, from)))
    .orderBy(asc(tasks.boardId), asc(tasks.rank), asc(tasks.id));
  if (moving.length === 0) return;
  const lastRanks = await db
    .selectDistinctOn([tasks.boardId], { boardId: tasks.boardId, rank: tasks.rank })
    .from(tasks)
    .where(and(inArray(tasks.boardId, [...new Set(moving.map((m) => m.boardId))]), eq(tasks.status, to)))
    .orderBy(asc(tasks.boardId), desc(tasks.rank), desc(tasks.id));
  const last = new Map(lastRanks.map((r) => [r.boardId, r.rank]));
  const byBoard = new Map<number, number[]>();
  for (const m of moving) byBoard.set(m.boardId, [...(byBoard.get(m.boardId) ?? []), m.id]);
  const rows = [...byBoard].flatMap(([boardId, ids]) => {
    const keys = generateNKeysBetween(last.get(boardId) ?? null, null, ids.length);
    return ids.map((id, i) => ({ id, rank: keys[i]! }));
  });
  await db.execute(sql`
    update ${tasks} set status = ${to}, rank = v.rank
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, rank text)
    where ${tasks.id} = v.id`);
}

/** Locks the boards of the user's projects in id order, as every writer of several boards does. */
function lockOwnBoards(db: DbOrTx, userId: number): Promise<{ id: number }[]> {
  return db
    .select({ id: boards.id })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(eq(projects.ownerId, userId))
    .orderBy(asc(boards.id))
    .for("update", { of: boards });
}

/**
 * A column's WIP limit follows its status: a rename carries it to the new value, a delete (`to`
 * null) drops it, so a later column of the old name starts without it. Boards must be locked.
 */
async function moveWipLimits(db: DbOrTx, userId: number, from: string, to: string | null): Promise<void> {
  const moved =
    to === null
      ? sql`${boards.wipLimits} - ${from}::text`
      : sql`(${boards.wipLimits} - ${from}::text) || jsonb_build_object(${to}::text, ${boards.wipLimits} -> ${from}::text)`;
  await db.execute(sql`
    update ${boards} set wip_limits = ${moved}
    where ${boards.wipLimits} ? ${from}::text
      and ${boards.projectId} in (select ${projects.id} from ${projects} where ${projects.ownerId} = ${userId})`);
}

/** Tells the viewers of the user's projects that the columns changed. */
async function announceColumns(ctx: AppContext, userId: number, origin: EventOrigin): Promise<void> {
  const owned = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, userId));
  for (const p of owned) ctx.realtime.publish({ type: "board_updated", projectId: p.id, ...origin });
}
