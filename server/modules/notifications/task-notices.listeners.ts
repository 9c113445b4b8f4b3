import type { EventBus } from "../../platform/events.ts";
import { notificationText } from "./messages.ts";
import { createNotifications, type NewNotification } from "./notify.ts";

/*
 * In-app notices of task events (product rules §9), in the write's transaction, one statement per
 * event: the new assignee is told (`task_assigned`), and a task's creator and assignee are told when
 * someone else completes it (`task_completed`). Nobody is told of their own act (createNotifications).
 */

type Notice = { userId: number; taskId: number; actorId: number | null; text: NewNotificationText };
type NewNotificationText = ReturnType<typeof notificationText.taskAssigned>;

const toRow = ({ userId, taskId, actorId, text }: Notice): NewNotification => ({
  userId,
  ...text,
  relatedEntityId: taskId,
  relatedEntityType: "task",
  actionUserId: actorId,
});

export function registerTaskNotices(bus: EventBus): void {
  bus.on("task.created", {
    phase: "in-transaction",
    name: "notices",
    run: async ({ items, actorId }, { tx }) => {
      const notices = items
        .filter(({ task }) => task.assignedTo !== null)
        .map(({ task, project }) => ({
          userId: task.assignedTo as number,
          taskId: task.id,
          actorId,
          text: notificationText.taskAssigned(task.title, project.name),
        }));
      await createNotifications(tx, notices.map(toRow));
    },
  });
  bus.on("task.changed", {
    phase: "in-transaction",
    name: "notices",
    run: async ({ items, actorId }, { tx }) => {
      const notices: Notice[] = [];
      for (const { task, before, project, completedNow, assignedNow } of items) {
        if (completedNow) {
          const concerned = new Set([before.createdBy, task.assignedTo].filter((id) => id !== null));
          for (const userId of concerned as Set<number>)
            notices.push({
              userId,
              taskId: task.id,
              actorId,
              text: notificationText.taskCompleted(task.title, project.name),
            });
        }
        if (assignedNow !== null)
          notices.push({
            userId: assignedNow,
            taskId: task.id,
            actorId,
            text: notificationText.taskAssigned(task.title, project.name),
          });
      }
      await createNotifications(tx, notices.map(toRow));
    },
  });
}
