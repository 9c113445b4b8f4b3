import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, type projects } from "../../db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import { createNotifications, type NewNotification } from "../notifications/notify.ts";
import { isApprovedUser } from "../users/users.service.ts";

type ProjectRow = typeof projects.$inferSelect;

/**
 * Makes `assigneeId` able to hold a task of the project: any approved user may be assigned
 * (DECISIONS 1); one who is neither owner nor member becomes a member in the same transaction
 * (DECISIONS 5) and is told so. 400 for a missing or pending user.
 */
export async function admitAssignee(
  tx: DbOrTx,
  project: ProjectRow,
  assigneeId: number,
  actorId: number,
): Promise<void> {
  if (!(await isApprovedUser(tx, assigneeId))) throw badRequest("Assignee must be an approved user");
  if (assigneeId === project.ownerId) return;
  const added = await tx
    .insert(projectMembers)
    .values({ projectId: project.id, userId: assigneeId, role: "member" })
    .onConflictDoNothing()
    .returning({ id: projectMembers.id });
  if (added.length > 0) {
    await createNotifications(tx, [
      {
        userId: assigneeId,
        type: "project_assigned",
        title: "Added to a project",
        message: `You were added to the project "${project.name}"`,
        relatedEntityId: project.id,
        relatedEntityType: "project",
        actionUserId: actorId,
      },
    ]);
  }
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
