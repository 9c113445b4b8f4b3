import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers, teams } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { makeTeam } from "./teams.fixtures.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/teams", () => {
  it("creates a department with the creator as its admin member and answers 201", async () => {
    const res = await as(t.app, owner).post("/api/teams", { name: "  Design ", description: "Pixels" });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    expect(team).toMatchObject({
      name: "Design",
      description: "Pixels",
      ownerId: owner.id,
      memberCount: 1,
      members: [
        { userId: owner.id, role: "admin", teamId: team.id, user: { id: owner.id, email: owner.email } },
      ],
    });
    expect(Date.parse(team.createdAt)).not.toBeNaN();
    expect(Date.parse(team.members[0].joinedAt)).not.toBeNaN();
  });

  it("takes a missing or blank description as none", async () => {
    expect((await as(t.app, owner).post("/api/teams", { name: "Ops" })).json().description).toBeNull();
    expect(
      (await as(t.app, owner).post("/api/teams", { name: "Ops2", description: "  " })).json().description,
    ).toBeNull();
  });

  it("rejects a missing, blank or over-long name with 'Department name is required' and friends", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }, { name: null }]) {
      const res = await as(t.app, owner).post("/api/teams", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Department name is required");
    }
    const long = await as(t.app, owner).post("/api/teams", { name: "x".repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Department name must be at most 255 characters");
  });

  it("needs an approved, signed-in user", async () => {
    expect((await as(t.app, null).post("/api/teams", { name: "X" })).statusCode).toBe(401);
    const pending = await createUser(t, { approved: false });
    expect((await as(t.app, pending).post("/api/teams", { name: "X" })).statusCode).toBe(403);
  });
});

describe("GET /api/teams and /api/teams/{id}", () => {
  it("lists every department to every approved user, with members and memberCount", async () => {
    const team = await makeTeam(t, owner, { name: "Zeta squad" });
    await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: other.id });
    const stranger = await createUser(t);
    const res = await as(t.app, stranger).get("/api/teams");
    expect(res.statusCode).toBe(200);
    const listed = res.json().find((x: { id: number }) => x.id === team.id);
    expect(listed).toMatchObject({ name: "Zeta squad", memberCount: 2, ownerId: owner.id });
    expect(listed.members.map((m: { userId: number }) => m.userId)).toEqual([owner.id, other.id]);
    expect(listed.members[1].user).toEqual({
      id: other.id,
      email: other.email,
      firstName: other.firstName,
      lastName: other.lastName,
      profileImageUrl: null,
    });
  });

  it("lists departments by name", async () => {
    const names = (await as(t.app, owner).get("/api/teams"))
      .json()
      .map((x: { name: string }) => x.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("reads one department with its members; 404 when missing, 400 for a malformed id", async () => {
    const team = await makeTeam(t, owner, { name: "Solo" });
    const res = await as(t.app, other).get(`/api/teams/${team.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: team.id, name: "Solo", memberCount: 1 });
    const missing = await as(t.app, other).get("/api/teams/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Department not found");
    expect((await as(t.app, other).get("/api/teams/99999999999")).statusCode).toBe(400);
    expect((await as(t.app, other).get("/api/teams/abc")).statusCode).toBe(400);
  });
});

describe("PUT /api/teams/{id}", () => {
  it("lets the owner rename and clear the description; only fields present change", async () => {
    const team = await makeTeam(t, owner, { name: "Old", description: "Keep" });
    const renamed = await as(t.app, owner).put(`/api/teams/${team.id}`, { name: "New" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "New", description: "Keep" });
    const cleared = await as(t.app, owner).put(`/api/teams/${team.id}`, { description: null });
    expect(cleared.json()).toMatchObject({ name: "New", description: null });
  });

  it("lets an admin member rename it, and refuses a plain member (403) and a stranger (403)", async () => {
    const team = await makeTeam(t, owner);
    const admin = await createUser(t);
    const member = await createUser(t);
    await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: admin.id, role: "admin" });
    await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: member.id });
    expect((await as(t.app, admin).put(`/api/teams/${team.id}`, { name: "By admin" })).statusCode).toBe(200);
    expect((await as(t.app, member).put(`/api/teams/${team.id}`, { name: "No" })).statusCode).toBe(403);
    expect((await as(t.app, other).put(`/api/teams/${team.id}`, { name: "No" })).statusCode).toBe(403);
    expect((await as(t.app, other).get(`/api/teams/${team.id}`)).json().name).toBe("By admin");
  });

  it("rejects a blank name and answers 404 for a missing department", async () => {
    const team = await makeTeam(t, owner);
    const blank = await as(t.app, owner).put(`/api/teams/${team.id}`, { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Department name is required");
    expect((await as(t.app, owner).put("/api/teams/999999", { name: "x" })).statusCode).toBe(404);
  });
});

describe("DELETE /api/teams/{id}", () => {
  it("lets only the owner delete (admins get 403), then it is gone", async () => {
    const team = await makeTeam(t, owner);
    const admin = await createUser(t);
    await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: admin.id, role: "admin" });
    expect((await as(t.app, admin).delete(`/api/teams/${team.id}`)).statusCode).toBe(403);
    expect((await as(t.app, owner).delete(`/api/teams/${team.id}`)).statusCode).toBe(204);
    expect((await as(t.app, owner).get(`/api/teams/${team.id}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).delete(`/api/teams/${team.id}`)).statusCode).toBe(404);
  });
});

describe("no query per row", () => {
  it("GET /api/teams costs the same round trips for 30 more departments with members", async () => {
    const list = () => as(t.app, owner).get("/api/teams");
    const before = await countQueries(t, list);
    // Seeded straight into the tables: API writes would leave background work (notifications) in the count.
    const db = t.database.db;
    const rows = await db
      .insert(teams)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Bulk ${i}`, ownerId: owner.id })))
      .returning({ id: teams.id });
    await db.insert(teamMembers).values(
      rows.flatMap((r) => [
        { teamId: r.id, userId: owner.id, role: "admin" },
        { teamId: r.id, userId: other.id, role: "member" },
      ]),
    );
    expect(await countQueries(t, list)).toBe(before);
  });
});
