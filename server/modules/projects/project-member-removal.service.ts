import { and, eq } from "drizzle-orm";
import { projectMembers } from "../../db/schema.ts";
import { loadOwnedProject } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { unassignMemberTasks } from "../tasks/tasks.service.ts";

/**
 * Removes a member from a project (product rules §5: owner only). 404 when the project is invisible or
 * the user is not a member, 403 for a member, 400 for the owner. One transaction deletes the member
 * row and unassigns the member's tasks there; after the commit each of those tasks is published as
 * `task_updated`, so open boards update. The database tells the real-time hub that the row went
 * (migration 0001's trigger), which makes the user's sockets leave the project.
 */
export async function removeProjectMember(
  ctx: AppContext,
  actorId: number,
  projectId: number,
  memberId: number,
  origin: EventOrigin,
): Promise<void> {
  await unitOfWork(ctx, async (tx) => {
    const project = await loadOwnedProject(
      tx,
      actorId,
      projectId,
      "Only the project owner can remove members",
    );
    if (memberId === project.ownerId)
      throw badRequest("The project owner cannot be removed", "PROJECT_OWNER_NOT_REMOVABLE");
    const removed = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, memberId)))
      .returning({ id: projectMembers.id });
    if (removed.length === 0) throw notFound("Member");
    await unassignMemberTasks(tx, project.id, memberId, origin);
  });
}
