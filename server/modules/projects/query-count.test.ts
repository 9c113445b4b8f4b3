import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectMembers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries, seedSprintOfProjects } from "../../test/query-count.ts";

/*
 * No list endpoint runs a query per row: each list below costs the same number of database
 * round trips for 1 project as for 100 (each with a board, 3 tasks and a member).
 */

let t: TestApp;
let small: TestUser;
let large: TestUser;
let helper: TestUser;
let smallSprint: number;
let largeSprint: number;

/** Inserts `n` projects in a sprint, each with a board, three tasks (one assigned) and a member. */
async function seed(owner: TestUser, n: number): Promise<number> {
  const { sprintId, projectIds } = await seedSprintOfProjects(t, owner, n, {
    tasksPerBoard: 3,
    task: (position) => ({
      assignedTo: position === 0 ? helper.id : null,
      dueDate: new Date(Date.now() - 86_400_000),
    }),
  });
  await t.database.db
    .insert(projectMembers)
    .values(projectIds.map((projectId) => ({ projectId, userId: helper.id })));
  return sprintId;
}

beforeAll(async () => {
  t = await buildTestApp();
  small = await createUser(t);
  large = await createUser(t);
  helper = await createUser(t);
  smallSprint = await seed(small, 1);
  largeSprint = await seed(large, 100);
});
afterAll(async () => {
  await t.close();
});

describe("query counts for 1 and for 100 projects", () => {
  const lists: [string, (sprintId: number) => string, number][] = [
    ["GET /api/projects", () => "/api/projects", 100],
    ["GET /api/projects?include=owner", () => "/api/projects?include=owner", 100],
    ["GET /api/projects/tasks (table view)", () => "/api/projects/tasks", 300],
    [
      "GET /api/projects/tasks?limit=100 (a page)",
      () => "/api/projects/tasks?limit=100&sort=assignee:asc",
      100,
    ],
    ["GET /api/sprints", () => "/api/sprints", 1],
    ["GET /api/sprints/progress", () => "/api/sprints/progress", 1],
    ["GET /api/sprints/{id}", (id) => `/api/sprints/${id}`, 1],
    ["GET /api/tasks/calendar", () => "/api/tasks/calendar", 300],
    ["GET /api/dashboard/stats", () => "/api/dashboard/stats?tz=Europe/Paris", 1],
  ];
  for (const [name, url, largeRows] of lists) {
    it(`${name} runs the same number of queries`, async () => {
      let smallBody: unknown;
      let largeBody: unknown;
      const few = await countQueries(t, async () => {
        smallBody = (await as(t.app, small).get(url(smallSprint))).json();
      });
      const many = await countQueries(t, async () => {
        largeBody = (await as(t.app, large).get(url(largeSprint))).json();
      });
      if (Array.isArray(largeBody)) expect(largeBody).toHaveLength(largeRows);
      expect(smallBody).toBeTruthy();
      console.info(`${name}: ${few} queries for 1 project, ${many} for 100`);
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(4);
    });
  }
});
