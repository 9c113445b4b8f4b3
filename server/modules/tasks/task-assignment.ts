import type { DbOrTx } from "../../db/client.ts";
import type { projects } from "../../db/schema.ts";
import { assertMayAssign } from "../../platform/access.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";
import { addProjectMembers } from "../projects/project-members.service.ts";

type ProjectRow = typeof projects.$inferSelect;

/**
 * Makes `assigneeId` able to hold a task of the project, by the rule of `assertMayAssign`: 400 for
 * a missing or pending user, 403 when a plain member names a non-member; when the owner names one,
 * they become a member in the same transaction and are told so (DECISIONS 5).
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
  actorId: number,
): Promise<void> {
  const note: NewNotification = {
    userId: assigneeId,
    type: "task_assigned",
    title: "New task assigned",
    message: `You were assigned "${task.title}" in ${project.name}`,
    relatedEntityId: task.id,
    relatedEntityType: "task",
    actionUserId: actorId,
  };
  await createNotifications(tx, [note]);
}
