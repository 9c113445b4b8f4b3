import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Team, TeamMember } from "../../../contract/teams.ts";
import type { DbOrTx } from "../../db/client.ts";
import { teamMembers, teams, users } from "../../db/schema.ts";
import { notFound } from "../../platform/errors.ts";
import { presentPublicUser, publicUserColumns } from "../users/users.service.ts";

type MemberRow = { member: typeof teamMembers.$inferSelect; user: Parameters<typeof presentPublicUser>[0] };

/** A membership row and its user as the API returns it. */
export function presentMember(row: MemberRow): TeamMember {
  return {
    id: row.member.id,
    teamId: row.member.teamId,
    userId: row.member.userId,
    role: row.member.role,
    joinedAt: row.member.joinedAt.toISOString(),
    user: presentPublicUser(row.user),
  };
}

/** Members of the given departments, oldest first: one query. */
async function membersOf(db: DbOrTx, where: SQL): Promise<MemberRow[]> {
  return db
    .select({ member: teamMembers, user: publicUserColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(where)
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
}

/** Departments matching `where`, by name, each with all its members: two queries whatever the count. */
export async function listTeamsWhere(db: DbOrTx, where?: SQL): Promise<Team[]> {
  const rows = await db.select().from(teams).where(where).orderBy(sql`lower(${teams.name})`, asc(teams.id));
  if (rows.length === 0) return [];
  const members = await membersOf(
    db,
    inArray(
      teamMembers.teamId,
      rows.map((r) => r.id),
    ),
  );
  const byTeam = new Map<number, TeamMember[]>();
  for (const m of members) {
    const list = byTeam.get(m.member.teamId) ?? [];
    list.push(presentMember(m));
    byTeam.set(m.member.teamId, list);
  }
  return rows.map((team) => {
    const list = byTeam.get(team.id) ?? [];
    return {
      id: team.id,
      name: team.name,
      description: team.description,
      ownerId: team.ownerId,
      memberCount: list.length,
      members: list,
      createdAt: team.createdAt.toISOString(),
      updatedAt: team.updatedAt.toISOString(),
    };
  });
}

/** One department with its members; 404 when missing. */
export async function loadTeam(db: DbOrTx, teamId: number): Promise<Team> {
  const [team] = await listTeamsWhere(db, eq(teams.id, teamId));
  if (!team) throw notFound("Department");
  return team;
}

/** One membership of a department with its user; 404 when it is not one of this department's. */
export async function loadMember(db: DbOrTx, teamId: number, memberId: number): Promise<TeamMember> {
  const [row] = await membersOf(db, eq(teamMembers.id, memberId));
  if (!row || row.member.teamId !== teamId) throw notFound("Member");
  return presentMember(row);
}
