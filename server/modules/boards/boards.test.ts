import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard } from "../tasks/task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/projects/{id}/boards", () => {
  it("returns the project's boards with the owner's statuses as columns, for members too", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    await as(t.app, owner).post("/api/custom-statuses", { name: "QA Check", color: "purple" });
    await as(t.app, member).post("/api/custom-statuses", { name: "Member Only" });
    const res = await as(t.app, member).get(`/api/projects/${b.projectId}/boards`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: b.boardId,
        projectId: b.projectId,
        name: "Main Board",
        columns: [
          { id: "todo", title: "To Do", color: "gray", wipLimit: null },
          { id: "in_progress", title: "In Progress", color: "blue", wipLimit: null },
          { id: "review", title: "Review", color: "amber", wipLimit: null },
          { id: "done", title: "Done", color: "green", wipLimit: null },
          { id: "qa_check", title: "QA Check", color: "purple", wipLimit: null },
        ],
      }),
    ]);
  });

  it("answers 404 to outsiders and for missing projects, 400 for malformed ids", async () => {
    const outsider = await createUser(t);
    const b = await createBoard(t, owner);
    expect((await as(t.app, outsider).get(`/api/projects/${b.projectId}/boards`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/projects/987654/boards")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/projects/1e30/boards")).statusCode).toBe(400);
  });
});
