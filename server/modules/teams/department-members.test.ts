import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { makeTeam } from "./teams.fixtures.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const notesOf = async (user: TestUser) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe("POST /api/teams/{id}/members", () => {
  it("adds an approved user as a member by default (201) and tells them with member_invite", async () => {
    const team = await makeTeam(t, owner, { name: "Platform" });
    const user = await createUser(t);
    const res = await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      teamId: team.id,
      userId: user.id,
      role: "member",
      user: { id: user.id },
    });
    const [note] = await notesOf(user);
    expect(note).toMatchObject({
      type: "member_invite",
      relatedEntityId: team.id,
      relatedEntityType: "team",
      actionUserId: owner.id,
    });
    expect(note!.message).toContain("Platform");
    const after = (await as(t.app, user).get(`/api/teams/${team.id}`)).json();
    expect(after.memberCount).toBe(2);
  });

  it("takes the admin role", async () => {
    const team = await makeTeam(t, owner);
    const user = await createUser(t);
    const res = await as(t.app, owner).post(`/api/teams/${team.id}/members`, {
      userId: user.id,
      role: "admin",
    });
    expect(res.json().role).toBe("admin");
  });

  it("answers 409 'User is already a member of this department' for a repeat", async () => {
    const team = await makeTeam(t, owner);
    const user = await createUser(t);
    await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: user.id });
    const again = await as(t.app, owner).post(`/api/teams/${team.id}/members`, {
      userId: user.id,
      role: "admin",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("User is already a member of this department");
    const self = await as(t.app, owner).post(`/api/teams/${team.id}/members`, { userId: owner.id });
    expect(self.statusCode).toBe(409);
  });

  it("refuses a pending or missing user, a bad role and a missing userId", async () => {
    const team = await makeTeam(t, owner);
    const pending = await createUser(t, { approved: false });
    const url = `/api/teams/${team.id}/members`;
    expect((await as(t.app, owner).post(url, { userId: pending.id })).statusCode).toBe(400);
    expect((await as(t.app, owner).post(url, { userId: 999999 })).statusCode).toBe(404);
    const role = await as(t.app, owner).post(url, { userId: pending.id, role: "boss" });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe("Role must be member or admin");
    expect((await as(t.app, owner).post(url, {})).statusCode).toBe(400);
    expect((await as(t.app, owner).get(`/api/teams/${team.id}`)).json().memberCount).toBe(1);
  });

  it("lets admins add members but answers 403 to plain members and strangers, 404 for a missing department", async () => {
    const team = await makeTeam(t, owner);
    const admin = await createUser(t);
    const member = await createUser(t);
    const stranger = await createUser(t);
    const url = `/api/teams/${team.id}/members`;
    await as(t.app, owner).post(url, { userId: admin.id, role: "admin" });
    expect((await as(t.app, admin).post(url, { userId: member.id })).statusCode).toBe(201);
    const byMember = await as(t.app, member).post(url, { userId: stranger.id });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toEqual(expect.any(String));
    expect((await as(t.app, stranger).post(url, { userId: stranger.id })).statusCode).toBe(403);
    expect((await as(t.app, owner).post("/api/teams/999999/members", { userId: member.id })).statusCode).toBe(
      404,
    );
  });
});

describe("PUT /api/teams/{id}/members/{memberId}", () => {
  it("changes a member's role at once (200) for the owner and admins; 403 for members", async () => {
    const team = await makeTeam(t, owner);
    const a = await createUser(t);
    const b = await createUser(t);
    const url = `/api/teams/${team.id}/members`;
    const ma = (await as(t.app, owner).post(url, { userId: a.id })).json();
    const mb = (await as(t.app, owner).post(url, { userId: b.id })).json();
    expect((await as(t.app, a).put(`${url}/${mb.id}`, { role: "admin" })).statusCode).toBe(403);
    const promoted = await as(t.app, owner).put(`${url}/${ma.id}`, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: ma.id, role: "admin", user: { id: a.id } });
    expect((await as(t.app, a).put(`${url}/${mb.id}`, { role: "admin" })).json().role).toBe("admin");
  });

  it("rejects a bad role, keeps the owner an admin, and answers 404 for another department's member", async () => {
    const team = await makeTeam(t, owner);
    const otherTeam = await makeTeam(t, owner);
    const url = `/api/teams/${team.id}/members`;
    const bad = await as(t.app, owner).put(`${url}/${team.members[0]!.id}`, { role: "king" });
    expect(bad.statusCode).toBe(400);
    expect((await as(t.app, owner).put(`${url}/${team.members[0]!.id}`, { role: "member" })).statusCode).toBe(
      400,
    );
    expect(
      (await as(t.app, owner).put(`${url}/${otherTeam.members[0]!.id}`, { role: "admin" })).statusCode,
    ).toBe(404);
    expect((await as(t.app, owner).put(`${url}/999999`, { role: "admin" })).statusCode).toBe(404);
  });
});

describe("DELETE /api/teams/{id}/members/{memberId}", () => {
  it("removes a member (204) for the owner and admins; 403 for members", async () => {
    const team = await makeTeam(t, owner);
    const admin = await createUser(t);
    const member = await createUser(t);
    const url = `/api/teams/${team.id}/members`;
    const madmin = (await as(t.app, owner).post(url, { userId: admin.id, role: "admin" })).json();
    const mmember = (await as(t.app, owner).post(url, { userId: member.id })).json();
    expect((await as(t.app, member).delete(`${url}/${madmin.id}`)).statusCode).toBe(403);
    expect((await as(t.app, admin).delete(`${url}/${mmember.id}`)).statusCode).toBe(204);
    const after = (await as(t.app, owner).get(`/api/teams/${team.id}`)).json();
    expect(after.members.map((m: { userId: number }) => m.userId)).toEqual([owner.id, admin.id]);
    expect(after.memberCount).toBe(2);
  });

  it("refuses to remove the owner's own membership (400) and answers 404 for a missing member", async () => {
    const team = await makeTeam(t, owner);
    const res = await as(t.app, owner).delete(`/api/teams/${team.id}/members/${team.members[0]!.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The department owner cannot be removed");
    expect((await as(t.app, owner).delete(`/api/teams/${team.id}/members/999999`)).statusCode).toBe(404);
  });
});
