import { asc, eq, sql } from "drizzle-orm";
import type { ProjectMember, ProjectUser } from "../../../contract/projects.ts";
import type { DbOrTx } from "../../db/client.ts";
import { projectMembers, users } from "../../db/schema.ts";
import { assignableUserCondition, loadVisibleProject } from "../../platform/access.ts";
import { presentPublicUser, publicUserColumns } from "../users/users.service.ts";

const byName = sql`lower(coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}))`;

/** The owner (role owner, id null, joined at creation) then the members by join time. 404 if not visible. */
export async function listProjectMembers(
  db: DbOrTx,
  userId: number,
  projectId: number,
): Promise<ProjectMember[]> {
  const project = await loadVisibleProject(db, userId, projectId);
  const [owner] = await db.select(publicUserColumns).from(users).where(eq(users.id, project.ownerId));
  const rows = await db
    .select({ member: projectMembers, user: publicUserColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, project.id))
    .orderBy(asc(projectMembers.joinedAt), asc(projectMembers.id));
  const members: ProjectMember[] = rows
    .filter((r) => r.user.id !== project.ownerId)
    .map((r) => ({
      id: r.member.id,
      userId: r.member.userId,
      role: r.member.role,
      joinedAt: r.member.joinedAt.toISOString(),
      user: presentPublicUser(r.user),
    }));
  if (!owner) return members;
  const ownerEntry: ProjectMember = {
    id: null,
    userId: owner.id,
    role: "owner",
    joinedAt: project.createdAt.toISOString(),
    user: presentPublicUser(owner),
  };
  return [ownerEntry, ...members];
}

/**
 * Who the asking user may assign the project's tasks to (product rules §5, `assignableUserCondition`):
 * the owner first, then the members and, for the owner only, their registered personal team members,
 * by name, each once. 404 if not visible.
 */
export async function listAssignableUsers(
  db: DbOrTx,
  userId: number,
  projectId: number,
): Promise<ProjectUser[]> {
  const project = await loadVisibleProject(db, userId, projectId);
  const rows = await db
    .select(publicUserColumns)
    .from(users)
    .where(assignableUserCondition(project, userId))
    .orderBy(sql`${users.id} <> ${project.ownerId}`, byName, asc(users.id));
  return rows.map(presentPublicUser);
}
