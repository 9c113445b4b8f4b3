import type { Team, TeamMember } from "@contract/teams";
import { displayName } from "@/lib/user";

/** Departments whose name or description contains `search`, case-insensitively. */
export function filterTeams(teams: readonly Team[], search: string): Team[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...teams];
  return teams.filter(
    (t) => t.name.toLowerCase().includes(q) || (t.description ?? "").toLowerCase().includes(q),
  );
}

/** Members whose name or email contains `search`, case-insensitively. */
export function filterMembers(members: readonly TeamMember[], search: string): TeamMember[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...members];
  return members.filter(
    (m) => displayName(m.user).toLowerCase().includes(q) || m.user.email.toLowerCase().includes(q),
  );
}
