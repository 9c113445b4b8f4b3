import { eq } from "drizzle-orm";
import type { MoveTask, Task } from "../../../contract/tasks.ts";
import { tasks } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ChangeSet } from "../activity/record.ts";
import { nextCompletedAt } from "../statuses/status-columns.ts";
import { lockBoard, placeTask } from "./task-positions.ts";
import { loadTask, loadVisibleTaskColumns, type TaskRow, writeTask } from "./task-queries.ts";
import { assertWipRoom } from "./wip-limits.ts";

/**
 * Puts the task at index `position` of column `status` (counted without the task; past the end means
 * last) by giving it a key between its new neighbours: one row written, under the board's lock. A
 * drop at the same place changes nothing.
 */
export async function moveTask(
  ctx: AppContext,
  userId: number,
  taskId: number,
  input: MoveTask,
  origin: EventOrigin,
): Promise<Task> {
  // Only what decides the new order runs under the board's lock: the lock, one read of the task and
  // its new neighbours, and one statement that writes the task and reads it back as the API shows it.
  const task = await unitOfWork(ctx, async (tx) => {
    const { task: seen, project, columns } = await loadVisibleTaskColumns(tx, userId, taskId);
    await lockBoard(tx, seen.boardId);
    const placed = await placeTask(tx, seen.boardId, taskId, input.status, input.position);
    const current = placed.task;
    if (!current) throw notFound("Task");
    if (placed.rank === null) return null;
    const overWip =
      current.status !== input.status &&
      (await assertWipRoom(tx, seen.boardId, input.status, [taskId], input.overrideWipLimit));
    const now = new Date();
    const patch: Partial<TaskRow> = { status: input.status, rank: placed.rank, updatedAt: now };
    if (current.status !== input.status) {
      patch.completedAt = nextCompletedAt(columns, current, input.status, now);
    }
    const write = tx.update(tasks).set(patch).where(eq(tasks.id, taskId)).returning();
    const task = await writeTask(tx, write.getSQL(), placed.position);
    // A reorder within its column is no history; a change of column is.
    const moved = new ChangeSet().add("status", current.status, input.status);
    if (overWip) moved.add("wipLimitOverride", null, true);
    await emit(tx, "task.changed", {
      actorId: userId,
      origin,
      bulk: false,
      items: [
        {
          project,
          before: { ...seen, status: current.status },
          patch,
          task,
          changes: moved.changes,
          fromStatus: current.status,
          completedNow: patch.completedAt != null && current.completedAt === null,
          assignedNow: null,
          // Only a child done or undone changes its parent's roll-up (product rules §35).
          rollupChanged: (task.completedAt === null) !== (current.completedAt === null),
        },
      ],
    });
    return task;
  });
  return task ?? loadTask(ctx.db, taskId);
}
