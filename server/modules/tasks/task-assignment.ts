import type { DbOrTx } from "../../db/client.ts";
import type { projects } from "../../db/schema.ts";
import { assertMayAssign } from "../../platform/access.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";
import { addProjectMembers } from "../projects/project-members.service.ts";

type ProjectRow = typeof projects.$inferSelect;

/**
 * Makes `assigneeId` able to hold a task of the project, by the rule of `assertMayAssign`: 400 for
 * a missing or pending user, 403 when a plain member names a non-member; when the owner names one,
 * they become a member in the same transaction and are told so (product rules §5).
 */
export async function admitAssignee(
  tx: DbOrTx,
  project: ProjectRow,
  assigneeId: number,
  actorId: number,
): Promise<void> {
  const newMembers = await assertMayAssign(tx, project, actorId, [assigneeId]);
  await addProjectMembers(tx, project, newMembers, actorId);
}

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

/**
 * Tells the people a task concerns, its creator and its assignee, that someone else completed it
 * (`task_completed`; the /settings 'Task Completions' switch decides whether it also goes to the
 * chat workspace, product rules §9). Call when the task enters the completed state, in its transaction.
 */
export async function notifyCompleted(
  tx: DbOrTx,
  project: Pick<ProjectRow, "name">,
  task: { id: number; title: string; createdBy: number | null; assignedTo: number | null },
  /** The user who completed it, or null for a repository connection (everyone concerned is told). */
  actorId: number | null,
): Promise<void> {
  const recipients = new Set(
    [task.createdBy, task.assignedTo].filter((id): id is number => id !== null && id !== actorId),
  );
  await createNotifications(
    tx,
    [...recipients].map((userId) => ({
      userId,
      ...notificationText.taskCompleted(task.title, project.name),
      relatedEntityId: task.id,
      relatedEntityType: "task",
      actionUserId: actorId,
    })),
  );
}
