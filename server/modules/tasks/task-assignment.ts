import type { DbOrTx } from "../../db/client.ts";
import type { projects } from "../../db/schema.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";

type ProjectRow = typeof projects.$inferSelect;

/** Tells the new assignee of a task (never the user who assigned themself). */
export async function notifyAssigned(
  tx: DbOrTx,
  project: ProjectRow,
  task: { id: number; title: string },
  assigneeId: number,
  actorId: number | null,
): Promise<void> {
  const note: NewNotification = {
    userId: assigneeId,
    ...notificationText.taskAssigned(task.title, project.name),
    relatedEntityId: task.id,
    relatedEntityType: "task",
    actionUserId: actorId,
  };
  await createNotifications(tx, [note]);
}
