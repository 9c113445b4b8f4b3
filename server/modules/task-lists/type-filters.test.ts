import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/**
 * Product rules §35: a task's type is filterable everywhere tasks are listed. The calendar, My Tasks,
 * the backlog and the All Projects table take `?type=`; each list's tasks carry their type.
 */

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let sprint: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  outsider = await createUser(t);
  sprint = await makeSprint(t, owner, { name: "Typed sprint" });
  const project = await makeProject(t, owner, { name: "Typed", sprintId: sprint.id });
  const due = new Date("2025-06-10T12:00:00Z");
  for (const [title, type] of [
    ["Typed epic", "epic"],
    ["Typed bug", "bug"],
    ["Typed story", "story"],
    ["Typed task", "task"],
  ] as const)
    await insertTask(t, project.id, { title, type, assignedTo: owner.id, dueDate: due });
  const foreign = await makeProject(t, outsider, { name: "Foreign" });
  await insertTask(t, foreign.id, {
    title: "Foreign bug",
    type: "bug",
    assignedTo: outsider.id,
    dueDate: due,
  });
});
afterAll(async () => {
  await t.close();
});

const titles = async (path: string, user = owner): Promise<{ title: string; type: string }[]> => {
  const res = await as(t.app, user).get(path);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (Array.isArray(body) ? body : body.items).map((r: { title: string; type: string }) => ({
    title: r.title,
    type: r.type,
  }));
};

describe("?type= on every task list", () => {
  it("the calendar keeps the tasks of that type, per day too, and each carries its type", async () => {
    expect(await titles("/api/tasks/calendar?type=bug")).toEqual([{ title: "Typed bug", type: "bug" }]);
    expect(await titles("/api/tasks/calendar?from=2025-06-01&to=2025-06-30&perDay=5&type=epic")).toEqual([
      { title: "Typed epic", type: "epic" },
    ]);
    expect((await titles("/api/tasks/calendar")).map((r) => r.type).sort()).toEqual([
      "bug",
      "epic",
      "story",
      "task",
    ]);
  });

  it("My Tasks keeps the tasks of that type and counts only those as matching", async () => {
    const res = await as(t.app, owner).get("/api/tasks/user?type=story&limit=10");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { title: string; type: string }) => [r.title, r.type])).toEqual([
      ["Typed story", "story"],
    ]);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(res.headers["x-assigned-count"]).toBe("4");
  });

  it("the backlog keeps the tasks of that type", async () => {
    expect(await titles(`/api/sprints/${sprint.id}/backlog?type=epic`)).toEqual([
      { title: "Typed epic", type: "epic" },
    ]);
  });

  it("the All Projects table keeps the tasks of that type", async () => {
    expect((await titles("/api/projects/tasks?type=bug&limit=10")).map((r) => r.title)).toEqual([
      "Typed bug",
    ]);
  });

  it("a type the app does not know is a 400 that names the types", async () => {
    for (const path of [
      "/api/tasks/calendar?type=saga",
      "/api/tasks/user?type=saga",
      `/api/sprints/${sprint.id}/backlog?type=saga`,
      "/api/projects/tasks?type=saga",
    ]) {
      const res = await as(t.app, owner).get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.body, path).toContain("Type must be task, story, bug or epic");
    }
  });
});
