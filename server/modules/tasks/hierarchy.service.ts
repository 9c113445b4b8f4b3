import { eq } from "drizzle-orm";
import type { Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { tasks } from "../../db/schema.ts";
import { loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { assertParent, lockHierarchy, type TaskRef, taskRef } from "./hierarchy.ts";
import { lockBoard } from "./task-positions.ts";
import { loadChildren, loadTask, loadTasks } from "./task-queries.ts";

/** The children of a task the user may see (404 otherwise), as task payloads. */
export async function listChildren(ctx: AppContext, userId: number, taskId: number): Promise<Task[]> {
  await loadVisibleTask(ctx.db, userId, taskId);
  return loadChildren(ctx.db, taskId);
}

/** Publishes `task_updated` for parents whose child counts changed (after the commit); one read. */
export async function announceParents(
  ctx: AppContext,
  db: DbOrTx,
  parentIds: readonly (number | null | undefined)[],
  origin: EventOrigin,
): Promise<void> {
  const ids = [...new Set(parentIds.filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return;
  for (const task of await loadTasks(db, ids)) {
    ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
  }
}

/**
 * PUT /api/tasks/{id}/parent: puts the task under `parentId` (same project; the rules of §35) or
 * makes it top-level (null). Under the project's hierarchy lock; the child's history says `parent`,
 * the parents' `subtask`; the child and both parents are published as updated.
 */
export async function setParent(
  ctx: AppContext,
  userId: number,
  taskId: number,
  parentId: number | null,
  origin: EventOrigin,
): Promise<Task> {
  return unitOfWork(ctx, async (tx) => {
    const { task: seen, project } = await loadVisibleTask(tx, userId, taskId);
    await lockHierarchy(tx, project.id);
    await lockBoard(tx, seen.boardId);
    const [current] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
    if (!current) throw notFound("Task");
    if (current.parentId === parentId) return loadTask(tx, taskId);
    const to =
      parentId === null
        ? null
        : await assertParent(tx, { id: taskId, type: current.type, projectId: project.id }, parentId);
    const from = await taskRef(tx, current.parentId);
    await tx.update(tasks).set({ parentId, updatedAt: new Date() }).where(eq(tasks.id, taskId));
    const child = (await taskRef(tx, taskId)) as TaskRef;
    const task = await loadTask(tx, taskId);
    await emit(tx, "task.parent_changed", { actorId: userId, origin, project, task, child, from, to });
    return task;
  });
}
