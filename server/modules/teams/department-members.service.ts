import { eq } from "drizzle-orm";
import type { AddTeamMember, TeamMember, UpdateTeamMember } from "../../../contract/teams.ts";
import type { Db } from "../../db/client.ts";
import { teamMembers, users } from "../../db/schema.ts";
import { loadManagedTeam } from "../../platform/access.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { SessionUser } from "../../platform/sessions.ts";
import { notificationText } from "../notifications/messages.ts";
import { createNotifications } from "../notifications/notify.ts";
import { loadMember } from "./team-queries.ts";

const displayName = (u: Pick<SessionUser, "firstName" | "lastName" | "email">) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.email;

/**
 * Adds an approved user to a department (owner and admins; 403 others): 409 when already a member.
 * The added user is told with a `member_invite` notification unless they added themselves.
 */
export async function addTeamMember(
  db: Db,
  actor: SessionUser,
  teamId: number,
  input: AddTeamMember,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const team = await loadManagedTeam(tx, actor.id, teamId);
    const [user] = await tx
      .select({ isApproved: users.isApproved })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!user) throw notFound("User");
    if (!user.isApproved)
      throw badRequest("Only approved users can be added to a department", "DEPARTMENT_MEMBER_NOT_APPROVED");
    const [row] = await tx
      .insert(teamMembers)
      .values({ teamId, userId: input.userId, role: input.role })
      .onConflictDoNothing()
      .returning({ id: teamMembers.id });
    if (!row) throw conflict("User is already a member of this department", "ALREADY_DEPARTMENT_MEMBER");
    await createNotifications(tx, [
      {
        userId: input.userId,
        ...notificationText.departmentMember(displayName(actor), team.name),
        relatedEntityId: team.id,
        relatedEntityType: "team",
        actionUserId: actor.id,
      },
    ]);
    return loadMember(tx, teamId, row.id);
  });
}

/** Changes a member's role (owner and admins); the owner stays an admin (400). */
export async function updateTeamMemberRole(
  db: Db,
  actorId: number,
  teamId: number,
  memberId: number,
  input: UpdateTeamMember,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const team = await loadManagedTeam(tx, actorId, teamId);
    const member = await loadMember(tx, teamId, memberId);
    if (member.userId === team.ownerId && input.role !== "admin") {
      throw badRequest("The department owner is always an admin", "DEPARTMENT_OWNER_IS_ADMIN");
    }
    await tx.update(teamMembers).set({ role: input.role }).where(eq(teamMembers.id, memberId));
    return { ...member, role: input.role };
  });
}

/** Removes a member (owner and admins); the owner's own membership cannot be removed (400). */
export async function removeTeamMember(
  db: Db,
  actorId: number,
  teamId: number,
  memberId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await loadManagedTeam(tx, actorId, teamId);
    const member = await loadMember(tx, teamId, memberId);
    if (member.userId === team.ownerId)
      throw badRequest("The department owner cannot be removed", "DEPARTMENT_OWNER_NOT_REMOVABLE");
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
  });
}
