import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, makeProject } from "./projects.fixtures.ts";

/** Issue 9: All Projects shows each project's owner, asked for with ?include=owner; the default list is the documented. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let shared: { id: number };
let own: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Oona", lastName: "Owner" });
  member = await createUser(t, { firstName: "Max", lastName: "Member" });
  outsider = await createUser(t, { firstName: "Ute", lastName: "Outside" });
  shared = await makeProject(t, owner, { name: "Shared" });
  await addProjectMember(t, shared.id, member);
  own = await makeProject(t, member, { name: "Member's own" });
  await makeProject(t, outsider, { name: "Not visible" });
});
afterAll(async () => {
  await t.close();
});

const SPEC_KEYS = [
  "createdAt",
  "description",
  "id",
  // Added by product rules §26: the project's key.
  "key",
  "memberCount",
  "name",
  "ownerId",
  "sprintId",
  "status",
  "updatedAt",
];

describe("GET /api/projects?include=owner", () => {
  it("adds each visible project's owner as a public user", async () => {
    const res = await as(t.app, member).get("/api/projects?include=owner");
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string; ownerId: number; owner: unknown }[];
    expect(list.map((p) => p.name).sort()).toEqual(["Member's own", "Shared"]);
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.get(shared.id)!.owner).toEqual({
      id: owner.id,
      email: owner.email,
      firstName: "Oona",
      lastName: "Owner",
      profileImageUrl: null,
    });
    expect(byId.get(own.id)!.owner).toMatchObject({ id: member.id, firstName: "Max" });
    for (const p of list) expect(Object.keys(p).sort()).toEqual([...SPEC_KEYS, "owner"].sort());
  });

  it("follows an ownership transfer", async () => {
    const project = await makeProject(t, owner, { name: "Handed over" });
    const res = await as(t.app, owner).put(`/api/projects/${project.id}`, { ownerId: member.id });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await as(t.app, owner).get("/api/projects?include=owner")).json() as {
      id: number;
      owner: { id: number };
    }[];
    expect(list.find((p) => p.id === project.id)!.owner.id).toBe(member.id);
  });

  it("leaves the default list exactly as documented", async () => {
    const plain = await as(t.app, member).get("/api/projects");
    expect(plain.statusCode).toBe(200);
    const list = plain.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(SPEC_KEYS);
    // Unknown parameters are ignored, as before.
    const other = await as(t.app, member).get("/api/projects?page=2");
    expect(other.json()).toEqual(list);
  });

  it("refuses an unknown include with a clear 400", async () => {
    for (const query of ["include=members", "include=", "include=owner&include=owner"]) {
      const res = await as(t.app, member).get(`/api/projects?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe("Include must be owner");
    }
  });

  it("needs a signed-in user", async () => {
    expect((await as(t.app, null).get("/api/projects?include=owner")).statusCode).toBe(401);
  });
});
