import type { Task } from "../../../contract/tasks.ts";
import { loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { loadTask, loadTasks } from "./task-queries.ts";

/*
 * The tasks module's services, for routes and other modules: each writer lives in its own file and
 * says what happened through domain events (platform/events.ts), which history, notices, watchers,
 * webhooks and realtime follow from their own modules (server/listeners.ts).
 */

export { createTask } from "./task-create.service.ts";
export { deleteTask, unassignMemberTasks } from "./task-delete.service.ts";
export { moveTask } from "./task-move.service.ts";
export { type TaskActor, updateTask } from "./task-update.service.ts";

/** One task the user may see (404 otherwise). */
export async function getTask(ctx: AppContext, userId: number, taskId: number): Promise<Task> {
  await loadVisibleTask(ctx.db, userId, taskId);
  return loadTask(ctx.db, taskId);
}

/**
 * Publishes `task_updated` for tasks whose card changed outside this module (a linked pull request's
 * badge, product rules §34), as they are now: one statement whatever the number of tasks.
 */
export async function announceTasksChanged(
  ctx: AppContext,
  taskIds: readonly number[],
  origin: EventOrigin,
): Promise<void> {
  for (const task of await loadTasks(ctx.db, taskIds)) {
    ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
  }
}
