import { and, asc, eq, sql } from "drizzle-orm";
import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";
import type { Backlog, BacklogQuery, PlannedTask, RankBacklog } from "../../../contract/backlog.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  backlogItems,
  boards,
  projects,
  sprintCommitments,
  sprintCommitmentTasks,
  sprintScopeChanges,
  sprints,
  tasks,
} from "../../db/schema.ts";
import { loadOwnedSprint, loadVisibleSprint, loadVisibleTask } from "../../platform/access.ts";
import { badRequest, conflict } from "../../platform/errors.ts";
import {
  type BacklogSprint,
  backlogJoin,
  backlogScope,
  planningStats,
  queryBacklogItems,
} from "./backlog-queries.ts";

/** Whether the sprint has been started with a commitment (product rules §21). */
export async function hasCommitment(db: DbOrTx, sprintId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sprintCommitments.sprintId })
    .from(sprintCommitments)
    .where(eq(sprintCommitments.sprintId, sprintId));
  return rows.length > 0;
}

/** A visible sprint's backlog with the planning numbers; 404 for a sprint the user may not see. */
export async function getBacklog(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  query: BacklogQuery,
): Promise<Backlog> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  const started = await hasCommitment(db, sprint.id);
  const [{ items, truncated }, stats] = await Promise.all([
    queryBacklogItems(db, sprint, userId, query, started),
    planningStats(db, sprint, userId),
  ]);
  return {
    sprintId: sprint.id,
    status: sprint.status,
    canPlan: sprint.ownerId === userId && sprint.status !== "completed",
    started,
    items,
    truncated,
    stats,
  };
}

/**
 * The sprint if the user owns it (404 invisible, 403 member) and it is not completed (409), its row
 * locked until the transaction ends: planning writes of one sprint run one at a time.
 */
async function loadPlannableSprint(db: DbOrTx, userId: number, sprintId: number) {
  const sprint = await loadOwnedSprint(db, userId, sprintId);
  await db.select({ id: sprints.id }).from(sprints).where(eq(sprints.id, sprint.id)).for("update");
  if (sprint.status === "completed")
    throw conflict("A completed sprint cannot be planned", "SPRINT_COMPLETED");
  return sprint;
}

/** The backlog's whole order for its owner: ids and ranks (null: not ranked yet). */
async function backlogOrder(db: DbOrTx, sprint: BacklogSprint) {
  return db
    .select({ id: tasks.id, rank: backlogItems.rank })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(backlogItems, backlogJoin(sprint.id))
    .where(backlogScope(sprint, sprint.ownerId))
    .orderBy(sql`${backlogItems.rank} asc nulls last`, asc(tasks.id));
}

async function writeRanks(db: DbOrTx, sprintId: number, ranks: { id: number; rank: string }[]) {
  if (ranks.length === 0) return;
  await db
    .insert(backlogItems)
    .values(ranks.map((r) => ({ sprintId, taskId: r.id, rank: r.rank })))
    .onConflictDoUpdate({
      target: [backlogItems.sprintId, backlogItems.taskId],
      set: { rank: sql`excluded.rank`, updatedAt: new Date() },
    });
}

/**
 * Puts a task of the backlog right after another (or first); the owner only. Unranked tasks above
 * the target get keys first (once), then only the moved task's key changes.
 */
export async function rankBacklogTask(db: Db, userId: number, sprintId: number, input: RankBacklog) {
  await db.transaction(async (tx) => {
    const sprint = await loadPlannableSprint(tx, userId, sprintId);
    const order = await backlogOrder(tx, sprint);
    const inBacklog = (id: number) => order.some((o) => o.id === id);
    if (!inBacklog(input.taskId)) throw badRequest(`Task ${input.taskId} is not in this backlog`);
    const after = input.afterTaskId;
    if (after !== null && (after === input.taskId || !inBacklog(after)))
      throw badRequest(`Task ${after} is not another task of this backlog`);
    const rest = order.filter((o) => o.id !== input.taskId);
    const at = after === null ? 0 : rest.findIndex((o) => o.id === after) + 1;
    const unranked = rest.filter((o) => o.rank === null);
    if (rest.slice(0, at + 1).some((o) => o.rank === null)) {
      const lastRanked = rest.filter((o) => o.rank !== null).at(-1)?.rank ?? null;
      const keys = generateNKeysBetween(lastRanked, null, unranked.length);
      unranked.forEach((o, i) => {
        o.rank = keys[i]!;
      });
      await writeRanks(tx, sprint.id, unranked as { id: number; rank: string }[]);
    }
    const rank = generateKeyBetween(rest[at - 1]?.rank ?? null, rest[at]?.rank ?? null);
    await writeRanks(tx, sprint.id, [{ id: input.taskId, rank }]);
  });
}

async function logScopeChange(
  db: DbOrTx,
  sprintId: number,
  userId: number,
  kind: "added" | "removed",
  row: { task: typeof tasks.$inferSelect; project: { id: number } },
) {
  await db.insert(sprintScopeChanges).values({
    sprintId,
    taskId: row.task.id,
    title: row.task.title,
    projectId: row.project.id,
    kind,
    storyPoints: row.task.storyPoints,
    userId,
  });
}

/** Whether the task is planned into another sprint that is not completed. */
async function plannedElsewhere(db: DbOrTx, sprintId: number, taskId: number): Promise<boolean> {
  const rows = await db
    .select({ id: backlogItems.sprintId })
    .from(backlogItems)
    .innerJoin(sprints, eq(sprints.id, backlogItems.sprintId))
    .where(
      and(
        eq(backlogItems.taskId, taskId),
        eq(backlogItems.planned, true),
        sql`${backlogItems.sprintId} <> ${sprintId} and ${sprints.status} <> 'completed'`,
      ),
    );
  return rows.length > 0;
}

/** Whether the task is committed to the sprint (in its snapshot). */
async function isCommitted(db: DbOrTx, sprintId: number, taskId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sprintCommitmentTasks.taskId })
    .from(sprintCommitmentTasks)
    .where(and(eq(sprintCommitmentTasks.sprintId, sprintId), eq(sprintCommitmentTasks.taskId, taskId)));
  return rows.length > 0;
}

/**
 * Plans a task of the backlog into the sprint (product rules §21); the owner only. After the start
 * it is a scope change. Planning a planned task changes nothing.
 */
export async function planTask(
  db: Db,
  userId: number,
  sprintId: number,
  taskId: number,
): Promise<PlannedTask> {
  return db.transaction(async (tx) => {
    const sprint = await loadPlannableSprint(tx, userId, sprintId);
    const row = await loadVisibleTask(tx, userId, taskId);
    // Serialises planning of one task into two sprints at once.
    await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).for("update");
    const started = await hasCommitment(tx, sprint.id);
    const [inScope] = await tx
      .select({ planned: sql<boolean>`coalesce(${backlogItems.planned}, false)` })
      .from(tasks)
      .innerJoin(boards, eq(boards.id, tasks.boardId))
      .innerJoin(projects, eq(projects.id, boards.projectId))
      .leftJoin(backlogItems, backlogJoin(sprint.id))
      .where(and(eq(tasks.id, taskId), backlogScope(sprint, userId)));
    if (!inScope) {
      if (await plannedElsewhere(tx, sprint.id, taskId))
        throw conflict("This task is planned into another sprint", "TASK_IN_OTHER_SPRINT");
      throw badRequest(`Task ${taskId} is not in this backlog`);
    }
    if (!inScope.planned) {
      await tx
        .insert(backlogItems)
        .values({ sprintId: sprint.id, taskId, planned: true, plannedAt: new Date() })
        .onConflictDoUpdate({
          target: [backlogItems.sprintId, backlogItems.taskId],
          set: { planned: true, plannedAt: new Date(), updatedAt: new Date() },
        });
      if (started) await logScopeChange(tx, sprint.id, userId, "added", row);
    }
    const committed = started && (await isCommitted(tx, sprint.id, taskId));
    return { taskId, inSprint: true, addedAfterStart: started && !committed };
  });
}

/** Takes a task out of the sprint, back to the backlog; the owner only. After the start it is a scope change. */
export async function unplanTask(
  db: Db,
  userId: number,
  sprintId: number,
  taskId: number,
): Promise<PlannedTask> {
  return db.transaction(async (tx) => {
    const sprint = await loadPlannableSprint(tx, userId, sprintId);
    const row = await loadVisibleTask(tx, userId, taskId);
    const updated = await tx
      .update(backlogItems)
      .set({ planned: false, plannedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(backlogItems.sprintId, sprint.id),
          eq(backlogItems.taskId, taskId),
          eq(backlogItems.planned, true),
        ),
      )
      .returning({ taskId: backlogItems.taskId });
    if (updated.length === 0) throw badRequest(`Task ${taskId} is not planned into this sprint`);
    if (await hasCommitment(tx, sprint.id)) await logScopeChange(tx, sprint.id, userId, "removed", row);
    return { taskId, inSprint: false, addedAfterStart: false };
  });
}
