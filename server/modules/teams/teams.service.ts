import { eq } from "drizzle-orm";
import type { CreateTeam, Team, UpdateTeam } from "../../../contract/teams.ts";
import type { Db } from "../../db/client.ts";
import { teamMembers, teams } from "../../db/schema.ts";
import { loadManagedTeam, loadOwnedTeam, loadVisibleTeam } from "../../platform/access.ts";
import { listTeamsWhere, loadTeam } from "./team-queries.ts";

/** Every department (all approved users see all, product rules §5), by name, with members. */
export async function listTeams(db: Db): Promise<Team[]> {
  return listTeamsWhere(db);
}

/** One department with its members; 404 when missing. */
export async function getTeam(db: Db, teamId: number): Promise<Team> {
  await loadVisibleTeam(db, teamId);
  return loadTeam(db, teamId);
}

/** Creates a department owned by the user, who becomes its first member with the role admin (product rules §12). */
export async function createTeam(db: Db, userId: number, input: CreateTeam): Promise<Team> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name: input.name, description: input.description, ownerId: userId })
      .returning({ id: teams.id, createdAt: teams.createdAt });
    await tx
      .insert(teamMembers)
      .values({ teamId: team!.id, userId, role: "admin", joinedAt: team!.createdAt });
    return loadTeam(tx, team!.id);
  });
}

/** Renames or re-describes a department: its owner and admins (403 others, 404 missing). */
export async function updateTeam(db: Db, userId: number, teamId: number, input: UpdateTeam): Promise<Team> {
  return db.transaction(async (tx) => {
    await loadManagedTeam(tx, userId, teamId);
    const patch: Partial<typeof teams.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    await tx.update(teams).set(patch).where(eq(teams.id, teamId));
    return loadTeam(tx, teamId);
  });
}

/** Deletes a department and its memberships: its owner only (403 others, 404 missing). */
export async function deleteTeam(db: Db, userId: number, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await loadOwnedTeam(tx, userId, teamId);
    await tx.delete(teams).where(eq(teams.id, teamId));
  });
}
