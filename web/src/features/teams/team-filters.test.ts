import type { Team, TeamMember } from "@contract/teams";
import { describe, expect, it } from "vitest";
import { filterMembers, filterTeams } from "./team-filters";

const team = (id: number, name: string, description: string | null): Team => ({
  id,
  name,
  description,
  ownerId: 1,
  memberCount: 0,
  members: [],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});
const member = (id: number, firstName: string | null, email: string): TeamMember => ({
  id,
  teamId: 1,
  userId: id,
  role: "member",
  joinedAt: "2025-01-01T00:00:00.000Z",
  user: { id, firstName, lastName: null, email, profileImageUrl: null },
});

describe("department search", () => {
  it("matches name or description, ignoring case and surrounding spaces", () => {
    const all = [team(1, "Engineering", "Builds things"), team(2, "Sales", null)];
    expect(filterTeams(all, "  ENG ").map((t) => t.id)).toEqual([1]);
    expect(filterTeams(all, "builds").map((t) => t.id)).toEqual([1]);
    expect(filterTeams(all, "").map((t) => t.id)).toEqual([1, 2]);
    expect(filterTeams(all, "zzz")).toEqual([]);
  });

  it("matches members by name or email", () => {
    const all = [member(1, "Ada", "ada@x.test"), member(2, null, "bob@y.test")];
    expect(filterMembers(all, "ada").map((m) => m.id)).toEqual([1]);
    expect(filterMembers(all, "Y.TEST").map((m) => m.id)).toEqual([2]);
  });
});
