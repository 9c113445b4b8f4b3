import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, type projects } from "../../db/schema.ts";
import { assertMayAssign } from "../../platform/access.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";

/*
 * Project memberships that follow from work (product rules §5): the owner who assigns a task to, or
 * imports work for, someone outside the project makes them a member, and they are told. Below the
 * tasks, projects and imports modules, which all admit people this way.
 */

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

/**
 * Adds users as members (those already members are skipped) and tells each one added, in the
 * caller's transaction. The caller has asked `assertMayAssign` first.
 */
export async function addProjectMembers(
  tx: DbOrTx,
  project: { id: number; name: string },
  userIds: readonly number[],
  actorId: number,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const added = await tx
    .insert(projectMembers)
    .values(userIds.map((id) => ({ projectId: project.id, userId: id, role: "member" })))
    .onConflictDoNothing()
    .returning({ userId: projectMembers.userId });
  await createNotifications(
    tx,
    added.map((row) => ({
      userId: row.userId,
      ...notificationText.projectMember(project.name),
      relatedEntityId: project.id,
      relatedEntityType: "project",
      actionUserId: actorId,
    })),
  );
  return added.map((row) => row.userId);
}
