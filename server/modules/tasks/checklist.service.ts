import { and, eq, sql } from "drizzle-orm";
import type { ActivityChange } from "../../../contract/activity.ts";
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
import { recordTaskActivity, viaOf } from "../activity/record.ts";
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

/** What a checklist change gives: its answer and, when the item was added, changed or removed, its history. */
type Changed<T> = { result: T; change: ActivityChange | null };

/** An item as the history shows it. */
const itemValue = (item: { text: string; done: boolean }) => ({ text: item.text, done: item.done });

/** Runs `change` on the task's checklist in one transaction (recording it), then publishes the task. */
async function changeChecklist<T>(
  ctx: AppContext,
  userId: number,
  taskId: number,
  origin: EventOrigin,
  change: (tx: Tx) => Promise<Changed<T>>,
): Promise<T> {
  const { result, task } = await ctx.db.transaction(async (tx) => {
    const { task: seen } = await loadVisibleTask(tx, userId, taskId);
    await lockBoard(tx, seen.boardId);
    const { result, change: recorded } = await change(tx);
    if (recorded) {
      await recordTaskActivity(tx, [
        { taskId, actorId: userId, via: viaOf(origin), kind: "checklist", changes: [recorded] },
      ]);
    }
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
      throw badRequest(`A checklist can have at most ${MAX_CHECKLIST_ITEMS} items`, "CHECKLIST_FULL", {
        max: MAX_CHECKLIST_ITEMS,
      });
    }
    const [row] = await tx
      .insert(items)
      .values({ taskId, text: input.text, rank: end.rank })
      .returning({ id: items.id, taskId: items.taskId, text: items.text, done: items.done });
    return {
      result: { ...row!, position: end.count },
      change: { field: "checklistItem", from: null, to: itemValue(row!) },
    };
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
    // One statement writes the item and reads what it was (the FROM row is the one before the update).
    const rows = await tx.execute<{ old_text: string; old_done: boolean; text: string; done: boolean }>(sql`
      update ${items} as i set
        text = coalesce(${input.text ?? null}::varchar, i.text),
        done = coalesce(${input.done ?? null}::boolean, i.done),
        updated_at = now()
      from ${items} as old
      where old.id = i.id and i.id = ${itemId} and i.task_id = ${taskId}
      returning old.text as old_text, old.done as old_done, i.text, i.done`);
    const row = rows.rows[0];
    if (!row) throw notFound("Checklist item");
    const before = { text: row.old_text, done: row.old_done };
    const after = { text: row.text, done: row.done };
    const same = before.text === after.text && before.done === after.done;
    return {
      result: await loadItem(tx, taskId, itemId),
      change: same ? null : { field: "checklistItem", from: before, to: after },
    };
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
    // The checklist's order is no history.
    return { result: await loadItem(tx, taskId, itemId), change: null };
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
      .returning({ text: items.text, done: items.done });
    if (rows.length === 0) throw notFound("Checklist item");
    return { result: undefined, change: { field: "checklistItem", from: itemValue(rows[0]!), to: null } };
  });
}
