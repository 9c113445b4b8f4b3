import { and, eq } from "drizzle-orm";
import {
  type Checklist,
  type ChecklistItem,
  type CreateChecklistItem,
  MAX_CHECKLIST_ITEMS,
  type ReorderChecklistItem,
  type UpdateChecklistItem,
} from "../../../contract/checklists.ts";
import type { Task } from "../../../contract/tasks.ts";
import type { Tx } from "../../db/client.ts";
import { taskChecklistItems as items } from "../../db/schema.ts";
import { loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { endOfChecklist, keyAfter, listItems, loadItem, syncChecklistProgress } from "./checklist-queries.ts";
import { lockBoard } from "./task-positions.ts";
import { loadTask } from "./task-queries.ts";

/*
 * A task's checklist (product rules §24). Whoever may edit the task may read and change it (its
 * project's owner and members; others 404). Each change runs under the task's board lock, keeps the
 * task's progress when it follows the checklist, and is published after the commit as the task's
 * `task_updated` (its counts and progress changed), which also tells open dialogs to reload the list.
 */

/** The task's checklist in order. */
export async function listChecklist(ctx: AppContext, userId: number, taskId: number): Promise<Checklist> {
  await loadVisibleTask(ctx.db, userId, taskId);
  return { items: await listItems(ctx.db, taskId) };
}

/** Runs `change` on the task's checklist in one transaction, then publishes the task. */
async function changeChecklist<T>(
  ctx: AppContext,
  userId: number,
  taskId: number,
  origin: EventOrigin,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { result, task } = await ctx.db.transaction(async (tx) => {
    const { task: seen } = await loadVisibleTask(tx, userId, taskId);
    await lockBoard(tx, seen.boardId);
    const result = await change(tx);
    await syncChecklistProgress(tx, taskId);
    return { result, task: await loadTask(tx, taskId) };
  });
  publishTask(ctx, task, origin);
  return result;
}

function publishTask(ctx: AppContext, task: Task, origin: EventOrigin): void {
  ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
}

/** Adds an item at the end (at most 100 per task: else 400). */
export async function createChecklistItem(
  ctx: AppContext,
  userId: number,
  taskId: number,
  input: CreateChecklistItem,
  origin: EventOrigin,
): Promise<ChecklistItem> {
  return changeChecklist(ctx, userId, taskId, origin, async (tx) => {
    const end = await endOfChecklist(tx, taskId);
    if (end.count >= MAX_CHECKLIST_ITEMS) {
      throw badRequest(`A checklist can have at most ${MAX_CHECKLIST_ITEMS} items`);
    }
    const [row] = await tx
      .insert(items)
      .values({ taskId, text: input.text, rank: end.rank })
      .returning({ id: items.id, taskId: items.taskId, text: items.text, done: items.done });
    return { ...row!, position: end.count };
  });
}

/** Changes an item's text or done mark. */
export async function updateChecklistItem(
  ctx: AppContext,
  userId: number,
  taskId: number,
  itemId: number,
  input: UpdateChecklistItem,
  origin: EventOrigin,
): Promise<ChecklistItem> {
  return changeChecklist(ctx, userId, taskId, origin, async (tx) => {
    const patch: Partial<typeof items.$inferInsert> = { updatedAt: new Date() };
    if (input.text !== undefined) patch.text = input.text;
    if (input.done !== undefined) patch.done = input.done;
    const rows = await tx
      .update(items)
      .set(patch)
      .where(and(eq(items.id, itemId), eq(items.taskId, taskId)))
      .returning({ id: items.id });
    if (rows.length === 0) throw notFound("Checklist item");
    return loadItem(tx, taskId, itemId);
  });
}

/** Puts an item right after another (null: first), writing only its own row. */
export async function reorderChecklistItem(
  ctx: AppContext,
  userId: number,
  taskId: number,
  itemId: number,
  input: ReorderChecklistItem,
  origin: EventOrigin,
): Promise<ChecklistItem> {
  return changeChecklist(ctx, userId, taskId, origin, async (tx) => {
    await loadItem(tx, taskId, itemId);
    const rank = await keyAfter(tx, taskId, itemId, input.afterItemId);
    if (rank !== null) {
      await tx.update(items).set({ rank, updatedAt: new Date() }).where(eq(items.id, itemId));
    }
    return loadItem(tx, taskId, itemId);
  });
}

/** Deletes an item (the positions after it close up on read). */
export async function deleteChecklistItem(
  ctx: AppContext,
  userId: number,
  taskId: number,
  itemId: number,
  origin: EventOrigin,
): Promise<void> {
  await changeChecklist(ctx, userId, taskId, origin, async (tx) => {
    const rows = await tx
      .delete(items)
      .where(and(eq(items.id, itemId), eq(items.taskId, taskId)))
      .returning({ id: items.id });
    if (rows.length === 0) throw notFound("Checklist item");
  });
}
