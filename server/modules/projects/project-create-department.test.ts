import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { firstBoardId } from "./projects.fixtures.ts";

/** Issue 9: the department picked per task in the AI assistant's review is sent and kept. */

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Dora", lastName: "Dept" });
  other = await createUser(t, { firstName: "Ola", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

async function makeTeam(user: TestUser, name: string): Promise<number> {
  const res = await as(t.app, user).post("/api/teams", { name, description: "" });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function boardTasks(projectId: number) {
  const boardId = await firstBoardId(t, projectId);
  const res = await as(t.app, owner).get(`/api/boards/${boardId}/tasks`);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; title: string; departmentId: number | null }[];
}

describe("POST /api/projects with the assistant's tasks and their departments", () => {
  it("stores each task's department and returns it on the task", async () => {
    const design = await makeTeam(owner, "Design dept");
    // Departments are visible to every approved user, so another user's department may be chosen.
    const backend = await makeTeam(other, "Backend dept");
    const res = await as(t.app, owner).post("/api/projects", {
      name: "Planned with departments",
      tasks: [
        { title: "Wireframes", departmentId: design },
        { title: "API", departmentId: backend },
        { title: "Launch", departmentId: null },
        { title: "Retro" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await boardTasks(res.json().id);
    const byTitle = Object.fromEntries(list.map((x) => [x.title, x.departmentId]));
    expect(byTitle).toEqual({ Wireframes: design, API: backend, Launch: null, Retro: null });
    const one = await as(t.app, owner).get(`/api/tasks/${list.find((x) => x.title === "API")!.id}`);
    expect(one.json().departmentId).toBe(backend);
  });

  it("refuses a department that does not exist with 400, creating nothing", async () => {
    const before = (await as(t.app, owner).get("/api/projects")).json().length;
    const res = await as(t.app, owner).post("/api/projects", {
      name: "Ghost department",
      tasks: [{ title: "Haunt", departmentId: 999_999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Department not found");
    expect((await as(t.app, owner).get("/api/projects")).json()).toHaveLength(before);
  });

  it("refuses a department id that is not a positive integer with a clear 400", async () => {
    for (const departmentId of ["3", -1, 1.5, 2 ** 31]) {
      const res = await as(t.app, owner).post("/api/projects", {
        name: `Bad department ${String(departmentId)}`,
        tasks: [{ title: "x", departmentId }],
      });
      expect(res.statusCode, String(departmentId)).toBe(400);
      expect(res.json().message).toBe("Must be a department id");
    }
  });

  it("clears the task's department when the department is deleted", async () => {
    const temp = await makeTeam(owner, "Short-lived dept");
    const res = await as(t.app, owner).post("/api/projects", {
      name: "Outlives its department",
      tasks: [{ title: "Stays", departmentId: temp }],
    });
    expect(res.statusCode).toBe(201);
    expect((await as(t.app, owner).delete(`/api/teams/${temp}`)).statusCode).toBe(204);
    const [task] = await boardTasks(res.json().id);
    expect(task).toMatchObject({ title: "Stays", departmentId: null });
  });
});
