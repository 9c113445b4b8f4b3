import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, makeProject, makeSprint } from "./projects.fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  outsider = await createUser(t, { firstName: "Otto", lastName: "Outsider" });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/projects", () => {
  it("creates a plain project (status default active) with one board of the owner's status columns", async () => {
    const res = await as(t.app, owner).post("/api/projects", { name: " Website ", description: "New site" });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({
      name: "Website",
      description: "New site",
      status: "active",
      sprintId: null,
      ownerId: owner.id,
      memberCount: 1,
    });
    const rows = await t.database.db.select().from(boards).where(eq(boards.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("Main Board");
    expect(rows[0]!.columns).toEqual([
      { id: "todo", title: "To Do", color: "gray", wipLimit: null },
      { id: "in_progress", title: "In Progress", color: "blue", wipLimit: null },
      { id: "review", title: "Review", color: "amber", wipLimit: null },
      { id: "done", title: "Done", color: "green", wipLimit: null },
    ]);
  });

  it("puts a project in a visible sprint (the sprint page's payload)", async () => {
    const sprint = await makeSprint(t, owner);
    const res = await as(t.app, owner).post("/api/projects", {
      name: "In sprint",
      description: "",
      status: "planning",
      sprintId: sprint.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sprintId: sprint.id, status: "planning" });
  });

  it("refuses a sprint the user cannot see", async () => {
    const hidden = await makeSprint(t, outsider);
    const res = await as(t.app, owner).post("/api/projects", { name: "Sneaky", sprintId: hidden.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Sprint not found");
  });

  it("accepts on-hold and paused as on_hold", async () => {
    for (const status of ["on-hold", "paused", "on_hold"]) {
      const res = await as(t.app, owner).post("/api/projects", { name: `Held ${status}`, status });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe("on_hold");
    }
  });

  it("validates the name and the status with clear messages", async () => {
    const blank = await as(t.app, owner).post("/api/projects", { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Project name is required");
    const missing = await as(t.app, owner).post("/api/projects", { description: "x" });
    expect(missing.json().message).toBe("Project name is required");
    const status = await as(t.app, owner).post("/api/projects", { name: "x", status: "sleeping" });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/^Status must be one of/);
    const long = await as(t.app, owner).post("/api/projects", { name: "x".repeat(256) });
    expect(long.statusCode).toBe(400);
  });
});

describe("GET /api/projects", () => {
  it("lists only visible projects, most recently updated first, with member counts", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const first = await makeProject(t, a, { name: "First" });
    const second = await makeProject(t, b, { name: "Shared with a" });
    await addProjectMember(t, second.id, a);
    await makeProject(t, b, { name: "B only" });
    await as(t.app, a).put(`/api/projects/${first.id}`, { description: "touched" });
    const list = (await as(t.app, a).get("/api/projects")).json();
    expect(list.map((p: { name: string }) => p.name)).toEqual(["First", "Shared with a"]);
    expect(list[1]).toMatchObject({ ownerId: b.id, memberCount: 2 });
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        "createdAt",
        "description",
        "id",
        // Added by product rules §26.
        "key",
        "memberCount",
        "name",
        "ownerId",
        "sprintId",
        "status",
        "updatedAt",
      ].sort(),
    );
  });
});

describe("GET /api/projects/{id}", () => {
  it("answers the project to its owner and members and 404 to anyone else", async () => {
    const project = await makeProject(t, owner, { name: "Visible" });
    await addProjectMember(t, project.id, member);
    expect((await as(t.app, owner).get(`/api/projects/${project.id}`)).json()).toMatchObject({
      name: "Visible",
      memberCount: 2,
    });
    expect((await as(t.app, member).get(`/api/projects/${project.id}`)).statusCode).toBe(200);
    expect((await as(t.app, outsider).get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/projects/987654")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/projects/3000000000")).statusCode).toBe(400);
  });

  it("answers 404 to an outsider on every project route and changes nothing", async () => {
    const project = await makeProject(t, owner, { name: "Private" });
    const id = project.id;
    const api = as(t.app, outsider);
    expect((await api.put(`/api/projects/${id}`, { name: "Mine" })).statusCode).toBe(404);
    expect((await api.delete(`/api/projects/${id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/projects/${id}/members`)).statusCode).toBe(404);
    expect((await api.get(`/api/projects/${id}/assignable-users`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get(`/api/projects/${id}`)).json().name).toBe("Private");
  });
});

describe("PUT /api/projects/{id}", () => {
  it("lets a member change name, description, status (with aliases) and sprint", async () => {
    const project = await makeProject(t, owner, { name: "Team work", description: "d" });
    await addProjectMember(t, project.id, member);
    const sprint = await makeSprint(t, member);
    const res = await as(t.app, member).put(`/api/projects/${project.id}`, {
      name: "Renamed",
      status: "paused",
      sprintId: sprint.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      description: "d",
      status: "on_hold",
      sprintId: sprint.id,
    });
    const cleared = await as(t.app, member).put(`/api/projects/${project.id}`, {
      sprintId: null,
      description: null,
    });
    expect(cleared.json()).toMatchObject({ sprintId: null, description: null, name: "Renamed" });
  });

  it("accepts the unchanged owner id from a member (the edit form sends it) but 403 for a new owner", async () => {
    const project = await makeProject(t, owner);
    await addProjectMember(t, project.id, member);
    const same = await as(t.app, member).put(`/api/projects/${project.id}`, {
      name: "Ok",
      ownerId: owner.id,
    });
    expect(same.statusCode).toBe(200);
    const res = await as(t.app, member).put(`/api/projects/${project.id}`, { ownerId: member.id });
    expect(res.statusCode).toBe(403);
    expect((await as(t.app, owner).get(`/api/projects/${project.id}`)).json().ownerId).toBe(owner.id);
  });

  it("lets the owner hand the project over; the old owner stays as a member", async () => {
    const project = await makeProject(t, owner, { name: "Handover" });
    await addProjectMember(t, project.id, member);
    const res = await as(t.app, owner).put(`/api/projects/${project.id}`, { ownerId: member.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ownerId: member.id, memberCount: 2 });
    const members = (await as(t.app, owner).get(`/api/projects/${project.id}/members`)).json();
    expect(members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [member.id, "owner"],
      [owner.id, "member"],
    ]);
    expect((await as(t.app, owner).delete(`/api/projects/${project.id}`)).statusCode).toBe(403);
  });

  it("refuses a new owner who is not an approved user, and a sprint the user cannot see", async () => {
    const project = await makeProject(t, owner);
    const pending = await createUser(t, { approved: false });
    const res = await as(t.app, owner).put(`/api/projects/${project.id}`, { ownerId: pending.id });
    expect(res.statusCode).toBe(400);
    expect((await as(t.app, owner).put(`/api/projects/${project.id}`, { ownerId: 99999 })).statusCode).toBe(
      400,
    );
    const hidden = await makeSprint(t, outsider);
    const sprint = await as(t.app, owner).put(`/api/projects/${project.id}`, { sprintId: hidden.id });
    expect(sprint.statusCode).toBe(400);
    expect(sprint.json().message).toBe("Sprint not found");
  });

  it("rejects an empty name and a bad status", async () => {
    const project = await makeProject(t, owner);
    const res = await as(t.app, owner).put(`/api/projects/${project.id}`, { name: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Project name is required");
    expect((await as(t.app, owner).put(`/api/projects/${project.id}`, { status: "zzz" })).statusCode).toBe(
      400,
    );
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("is owner-only: 403 for a member, 204 for the owner, then 404", async () => {
    const project = await makeProject(t, owner);
    await addProjectMember(t, project.id, member);
    const denied = await as(t.app, member).delete(`/api/projects/${project.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toEqual(expect.any(String));
    expect((await as(t.app, owner).delete(`/api/projects/${project.id}`)).statusCode).toBe(204);
    expect((await as(t.app, owner).get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(boards)
      .where(and(eq(boards.projectId, project.id)));
    expect(left).toEqual([]);
  });
});

describe("malformed input on project and sprint writes", () => {
  it("answers 400 with a message for bodies of the wrong shape and creates nothing", async () => {
    const api = as(t.app, owner);
    const before = (await api.get("/api/projects")).json().length;
    const sprintsBefore = (await api.get("/api/sprints")).json().length;
    for (const body of [
      [],
      "text",
      { name: 5 },
      { name: "x", sprintId: "abc" },
      { name: "x", tasks: "many" },
    ]) {
      // A bare string goes out as text/plain: 415 rather than 400.
      const res = await api.post("/api/projects", body);
      expect([400, 415]).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const body of [[], { name: 5 }, { name: "x", startDate: 20250101 }]) {
      expect((await api.post("/api/sprints", body)).statusCode).toBe(400);
    }
    const project = await makeProject(t, owner);
    for (const body of [{ name: 5 }, { ownerId: "me" }, { sprintId: -1 }, { status: null }]) {
      expect((await api.put(`/api/projects/${project.id}`, body)).statusCode).toBe(400);
    }
    expect((await api.get("/api/projects")).json()).toHaveLength(before + 1);
    expect((await api.get("/api/sprints")).json()).toHaveLength(sprintsBefore);
  });
});
