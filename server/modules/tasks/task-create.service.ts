import type { CreateTask, Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tasks } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { admitAssignee } from "../memberships/memberships.service.ts";
import { nextCompletedAt } from "../statuses/status-columns.ts";
import { assertParent, lockHierarchy, type TaskRef } from "./hierarchy.ts";
import { lockBoard, rankAtEnd } from "./task-positions.ts";
import { loadVisibleBoardColumns, writeTask } from "./task-queries.ts";
import { assertWipRoom } from "./wip-limits.ts";

/** Creates a task at the end of its column (the board's first column when no status is given). */
export async function createTask(
  ctx: AppContext,
  userId: number,
  boardId: number,
  input: CreateTask,
  origin: EventOrigin,
  /** Runs in the create's transaction after the insert; a throw undoes the task (a claim on its source). */
  within?: (tx: DbOrTx, task: Task) => Promise<void>,
): Promise<Task> {
  // As for a move, only the key and the insert (which reads the task back) run under the board's lock.
  const task = await unitOfWork(ctx, async (tx) => {
    const { project, columns } = await loadVisibleBoardColumns(tx, userId, boardId);
    const status = input.status ?? columns[0]?.id ?? "todo";
    const assignedTo = input.assignedTo ?? null;
    if (assignedTo !== null) await admitAssignee(tx, project, assignedTo, userId);
    const parentId = input.parentId ?? null;
    let parent: TaskRef | null = null;
    if (parentId !== null) {
      // The hierarchy lock before the board's, as every change to the tree takes them (product rules §35).
      await lockHierarchy(tx, project.id);
      parent = await assertParent(tx, { id: null, type: input.type, projectId: project.id }, parentId);
    }
    await lockBoard(tx, boardId);
    const overWip = await assertWipRoom(tx, boardId, status, 1, input.overrideWipLimit);
    const now = new Date();
    const write = tx
      .insert(tasks)
      .values({
        boardId,
        title: input.title,
        type: input.type,
        parentId,
        description: input.description ?? null,
        status,
        priority: input.priority,
        assignedTo,
        dueDate: input.dueDate ? new Date(input.dueDate) : null,
        startDate: input.startDate ? new Date(input.startDate) : null,
        progress: input.progress,
        tags: input.tags,
        storyPoints: input.storyPoints == null ? null : String(input.storyPoints),
        rank: await rankAtEnd(tx, boardId, status),
        completedAt: nextCompletedAt(columns, null, status, now),
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const task = await writeTask(tx, write.getSQL(), "last");
    if (within) await within(tx, task);
    await emit(tx, "task.created", {
      actorId: userId,
      origin,
      bulk: false,
      items: [{ project, task, parent, overWip }],
    });
    return task;
  });
  return task;
}
