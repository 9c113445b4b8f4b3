import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/sprints", () => {
  it("creates a sprint with status planning by default and answers 201", async () => {
    const res = await as(t.app, owner).post("/api/sprints", { name: "  Sprint 1 ", description: "First" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Sprint 1",
      description: "First",
      status: "planning",
      startDate: null,
      endDate: null,
      ownerId: owner.id,
      projectCount: 0,
    });
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();
  });

  it("takes optional start and end dates as ISO dates or date-times", async () => {
    const res = await as(t.app, owner).post("/api/sprints", {
      name: "Dated",
      status: "active",
      startDate: "2025-03-01",
      endDate: "2025-03-14T17:00:00Z",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "active",
      startDate: "2025-03-01T00:00:00.000Z",
      endDate: "2025-03-14T17:00:00.000Z",
    });
  });

  it("rejects a missing or blank name with 'Sprint name is required'", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }]) {
      const res = await as(t.app, owner).post("/api/sprints", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Sprint name is required");
    }
  });

  it("rejects an end date before the start date", async () => {
    const res = await as(t.app, owner).post("/api/sprints", {
      name: "Backwards",
      startDate: "2025-03-10",
      endDate: "2025-03-01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("End date cannot be before start date");
  });

  it("rejects an unknown status, a bad date and an over-long name, creating nothing", async () => {
    const before = (await as(t.app, owner).get("/api/sprints")).json().length;
    const bad = [
      { name: "x", status: "done" },
      { name: "x", startDate: "next tuesday" },
      { name: "x".repeat(256) },
    ];
    for (const body of bad) {
      const res = await as(t.app, owner).post("/api/sprints", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await as(t.app, owner).get("/api/sprints")).json()).toHaveLength(before);
  });

  it("needs a signed-in approved user", async () => {
    expect((await as(t.app, null).post("/api/sprints", { name: "x" })).statusCode).toBe(401);
    const pending = await createUser(t, { approved: false });
    expect((await as(t.app, pending).post("/api/sprints", { name: "x" })).statusCode).toBe(403);
  });
});

describe("GET /api/sprints", () => {
  it("lists owned sprints and sprints holding a visible project, with visible project counts only", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const sprint = await makeSprint(t, a, { name: "Shared" });
    await makeProject(t, a, { name: "A's own", sprintId: sprint.id });
    const shared = await makeProject(t, a, { name: "B is in", sprintId: sprint.id });
    await addProjectMember(t, shared.id, b);
    await makeSprint(t, a, { name: "Private" });

    const mine = (await as(t.app, a).get("/api/sprints")).json();
    expect(mine.map((s: { name: string }) => s.name)).toEqual(["Private", "Shared"]);
    expect(mine.find((s: { name: string }) => s.name === "Shared").projectCount).toBe(2);

    const theirs = (await as(t.app, b).get("/api/sprints")).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: sprint.id, projectCount: 1 });
    expect((await as(t.app, outsider).get("/api/sprints")).json()).toEqual([]);
  });
});

describe("GET /api/sprints/{id}", () => {
  it("embeds the visible projects of the sprint with their real member counts", async () => {
    const sprint = await makeSprint(t, owner, { name: "Detail" });
    const p1 = await makeProject(t, owner, { name: "One", sprintId: sprint.id, status: "planning" });
    await addProjectMember(t, p1.id, member);
    await makeProject(t, owner, { name: "Elsewhere" });
    const res = await as(t.app, owner).get(`/api/sprints/${sprint.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sprint.id, name: "Detail", projectCount: 1 });
    expect(res.json().projects).toEqual([
      expect.objectContaining({
        id: p1.id,
        name: "One",
        status: "planning",
        sprintId: sprint.id,
        memberCount: 2,
      }),
    ]);
  });

  it("shows a member only the projects of the sprint they can see", async () => {
    const sprint = await makeSprint(t, owner);
    const seen = await makeProject(t, owner, { sprintId: sprint.id });
    await makeProject(t, owner, { sprintId: sprint.id });
    await addProjectMember(t, seen.id, member);
    const res = await as(t.app, member).get(`/api/sprints/${sprint.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().projects.map((p: { id: number }) => p.id)).toEqual([seen.id]);
  });

  it("answers 404 to an outsider, for a missing id, and 400 for a malformed id", async () => {
    const sprint = await makeSprint(t, owner);
    expect((await as(t.app, outsider).get(`/api/sprints/${sprint.id}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/sprints/999999")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/sprints/99999999999")).statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/sprints/abc")).statusCode).toBe(400);
  });
});

describe("PUT /api/sprints/{id}", () => {
  it("changes only the fields present and null clears", async () => {
    const sprint = await makeSprint(t, owner, {
      name: "Before",
      description: "keep",
      startDate: "2025-01-01",
    });
    const res = await as(t.app, owner).put(`/api/sprints/${sprint.id}`, {
      status: "completed",
      startDate: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Before",
      description: "keep",
      status: "completed",
      startDate: null,
    });
    const renamed = await as(t.app, owner).put(`/api/sprints/${sprint.id}`, {
      name: "After",
      description: null,
    });
    expect(renamed.json()).toMatchObject({ name: "After", description: null, status: "completed" });
  });

  it("rejects an empty name and an end before the stored start", async () => {
    const sprint = await makeSprint(t, owner, { startDate: "2025-05-10" });
    const empty = await as(t.app, owner).put(`/api/sprints/${sprint.id}`, { name: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Sprint name is required");
    const early = await as(t.app, owner).put(`/api/sprints/${sprint.id}`, { endDate: "2025-05-01" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("End date cannot be before start date");
  });

  it("is owner-only: 403 for a member who sees it through a project, 404 for an outsider", async () => {
    const sprint = await makeSprint(t, owner, { name: "Owned" });
    const project = await makeProject(t, owner, { sprintId: sprint.id });
    await addProjectMember(t, project.id, member);
    expect((await as(t.app, member).put(`/api/sprints/${sprint.id}`, { name: "Mine" })).statusCode).toBe(403);
    expect((await as(t.app, outsider).put(`/api/sprints/${sprint.id}`, { name: "Mine" })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, member).delete(`/api/sprints/${sprint.id}`)).statusCode).toBe(403);
    expect((await as(t.app, outsider).delete(`/api/sprints/${sprint.id}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get(`/api/sprints/${sprint.id}`)).json().name).toBe("Owned");
  });
});

describe("DELETE /api/sprints/{id}", () => {
  it("deletes the owner's projects in it (with their tasks) and detaches the others'", async () => {
    const sprint = await makeSprint(t, owner);
    const own = await makeProject(t, owner, { sprintId: sprint.id });
    const task = await insertTask(t, own.id);
    const other = await makeProject(t, member);
    await addProjectMember(t, other.id, owner);
    expect(
      (await as(t.app, owner).put(`/api/projects/${other.id}`, { sprintId: sprint.id })).statusCode,
    ).toBe(200);

    const res = await as(t.app, owner).delete(`/api/sprints/${sprint.id}`);
    expect(res.statusCode).toBe(204);
    expect((await as(t.app, owner).get(`/api/sprints/${sprint.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, own.id))).toEqual([]);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([]);
    const [kept] = await t.database.db.select().from(projects).where(eq(projects.id, other.id));
    expect(kept).toMatchObject({ id: other.id, sprintId: null });
  });
});
