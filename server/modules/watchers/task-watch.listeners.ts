import type { EventBus } from "../../platform/events.ts";
import { autoWatchPairs, fieldChanges } from "./auto-watch.ts";
import { notifyWatchers } from "./watch-notices.ts";

/*
 * Watchers follow the task events (product rules 'Watchers'), in the write's transaction, after the
 * notices (a new assignee's `task_assigned` is not doubled by a `task_changed`): a new task's creator
 * and assignee watch it, a new assignee watches, and the watchers are told what someone else changed.
 */

export function registerTaskWatchers(bus: EventBus): void {
  bus.on("task.created", {
    phase: "in-transaction",
    name: "watchers",
    run: async ({ items, actorId }, { tx }) => {
      await autoWatchPairs(
        tx,
        items.flatMap(({ task }) => [
          { taskId: task.id, userId: actorId },
          { taskId: task.id, userId: task.assignedTo },
        ]),
      );
    },
  });
  bus.on("task.changed", {
    phase: "in-transaction",
    name: "watchers",
    run: async ({ items, actorId }, { tx }) => {
      await autoWatchPairs(
        tx,
        items
          .filter((i) => i.assignedNow !== null)
          .map((i) => ({ taskId: i.task.id, userId: i.assignedNow })),
      );
      await notifyWatchers(
        tx,
        items.map(({ task, project, before, patch }) => ({
          taskId: task.id,
          projectId: project.id,
          actorId,
          changes: fieldChanges(before, patch),
        })),
      );
    },
  });
}
