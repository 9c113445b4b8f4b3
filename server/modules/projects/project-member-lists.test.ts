import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalTeamMembers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, addTeamMember, makeProject } from "./projects.fixtures.ts";

/* Who a project shows as its people: its members, the users one may assign, and the user list. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/projects/{id}/members and /assignable-users", () => {
  it("lists the owner first with role owner, then the members with their profiles", async () => {
    const project = await makeProject(t, owner);
    await addProjectMember(t, project.id, member);
    const res = await as(t.app, member).get(`/api/projects/${project.id}/members`);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json();
    expect(first).toMatchObject({ id: null, userId: owner.id, role: "owner" });
    expect(first.user).toEqual({
      id: owner.id,
      email: owner.email,
      firstName: "Olga",
      lastName: "Owner",
      profileImageUrl: null,
    });
    expect(second).toMatchObject({ id: expect.any(Number), userId: member.id, role: "member" });
    expect(Date.parse(second.joinedAt)).not.toBeNaN();
  });

  it("offers the owner the owner, the members and their registered team members, each once", async () => {
    const boss = await createUser(t, { firstName: "Bo", lastName: "Boss" });
    const helper = await createUser(t, { firstName: "Al", lastName: "Helper" });
    const project = await makeProject(t, boss);
    await addProjectMember(t, project.id, member);
    await addTeamMember(t, boss, helper);
    await addTeamMember(t, boss, member);
    await t.database.db
      .insert(personalTeamMembers)
      .values({ ownerId: boss.id, invitedEmail: "not-yet@example.test" });
    const res = await as(t.app, boss).get(`/api/projects/${project.id}/assignable-users`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual([boss.id, helper.id, member.id]);
    expect(res.json()[0]).toEqual({
      id: boss.id,
      email: boss.email,
      firstName: "Bo",
      lastName: "Boss",
      profileImageUrl: null,
    });
  });
});

describe("GET /api/users", () => {
  it("lists approved users sorted by name, without pending accounts or secrets", async () => {
    const pending = await createUser(t, { approved: false, firstName: "Aaron" });
    const res = await as(t.app, member).get("/api/users");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; firstName: string; lastName: string }[];
    expect(list.some((u) => u.id === pending.id)).toBe(false);
    const names = list.map((u) => `${u.firstName} ${u.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(list[0]!).sort()).toEqual(["email", "firstName", "id", "lastName", "profileImageUrl"]);
    expect((await as(t.app, null).get("/api/users")).statusCode).toBe(401);
  });
});
