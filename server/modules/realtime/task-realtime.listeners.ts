import type { EventBus } from "../../platform/events.ts";

/*
 * Open boards hear of task events after the commit (product rules §37): one socket event per task,
 * with the task as it now is (never for a write that rolled back).
 */

export function registerTaskRealtime(bus: EventBus): void {
  bus.on("task.created", {
    phase: "after-commit",
    name: "realtime",
    run: ({ items, origin }, ctx) => {
      for (const { task } of items)
        ctx.realtime.publish({ type: "task_created", projectId: task.projectId, ...origin, task });
    },
  });
  bus.on("task.changed", {
    phase: "after-commit",
    name: "realtime",
    run: ({ items, origin }, ctx) => {
      for (const { task, fromStatus } of items) {
        const base = { projectId: task.projectId, ...origin, task };
        ctx.realtime.publish(
          fromStatus === null
            ? { type: "task_updated", ...base }
            : { type: "task_moved", ...base, fromStatus },
        );
      }
    },
  });
  bus.on("task.deleted", {
    phase: "after-commit",
    name: "realtime",
    run: ({ gone, kept, origin }, ctx) => {
      for (const task of gone)
        ctx.realtime.publish({
          type: "task_deleted",
          projectId: task.projectId,
          boardId: task.boardId,
          ...origin,
          taskId: task.id,
        });
      for (const task of kept)
        ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
    },
  });
  bus.on("task.parent_changed", {
    phase: "after-commit",
    name: "realtime",
    run: ({ task, origin }, ctx) => {
      ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
    },
  });
  bus.on("task.member_unassigned", {
    phase: "after-commit",
    name: "realtime",
    run: ({ tasks, origin }, ctx) => {
      for (const task of tasks)
        ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
    },
  });
}
