import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries, seedSprintOfProjects } from "../../test/query-count.ts";

/*
 * Reports, the export, the burndown and My Tasks cost the same number of database round trips for
 * 1 project as for 60 (each with a board and four tasks, some done, some overdue).
 */

let t: TestApp;
let small: TestUser;
let large: TestUser;
let smallSprint: number;
let largeSprint: number;

/** Inserts `n` projects in a sprint of two weeks, each with a board and four tasks (one done). */
async function seed(owner: TestUser, n: number): Promise<number> {
  const day = 86_400_000;
  const { sprintId } = await seedSprintOfProjects(t, owner, n, {
    sprint: { startDate: new Date(Date.now() - 10 * day), endDate: new Date(Date.now() + 4 * day) },
    tasksPerBoard: 4,
    task: (position) => ({
      status: position === 0 ? "done" : "todo",
      completedAt: position === 0 ? new Date(Date.now() - day) : null,
      assignedTo: position < 2 ? owner.id : null,
      storyPoints: (["3", "?", null, "8"] as const)[position],
      dueDate: new Date(Date.now() - day),
    }),
  });
  return sprintId;
}

beforeAll(async () => {
  t = await buildTestApp();
  small = await createUser(t);
  large = await createUser(t);
  smallSprint = await seed(small, 1);
  largeSprint = await seed(large, 60);
});
afterAll(async () => {
  await t.close();
});

describe("bounded queries", () => {
  it.each([
    ["GET /api/reports", () => "/api/reports"],
    ["GET /api/reports?timeframe=30d&userId", () => `/api/reports?timeframe=30d&userId=${large.id}`],
    ["GET /api/reports?unit=tasks", () => "/api/reports?unit=tasks"],
    ["GET /api/reports/export", () => "/api/reports/export"],
    ["GET /api/tasks/user", () => "/api/tasks/user"],
  ])("%s costs the same for 1 project as for 60", async (_name, url) => {
    const few = await countQueries(t, () =>
      as(t.app, small).get(url().replace(String(large.id), String(small.id))),
    );
    const many = await countQueries(t, async () => {
      const res = await as(t.app, large).get(url());
      expect(res.statusCode).toBe(200);
    });
    expect(many).toBe(few);
  });

  it.each(["", "?unit=points", "?unit=tasks"])(
    "GET /api/sprints/{id}/burndown%s costs the same for 1 project as for 60",
    async (query) => {
      const few = await countQueries(t, () =>
        as(t.app, small).get(`/api/sprints/${smallSprint}/burndown${query}`),
      );
      const many = await countQueries(t, async () => {
        const res = await as(t.app, large).get(`/api/sprints/${largeSprint}/burndown${query}`);
        // Open at the start: every task but the 60 done the day before, and their 60 x 11 points.
        expect(res.json()).toMatchObject({ startTotal: 240, startPoints: 660 });
      });
      expect(many).toBe(few);
    },
  );

  it("the large report counts every project's tasks", async () => {
    const res = await as(t.app, large).get("/api/reports");
    expect(res.json().overview).toMatchObject({
      totalTasks: 240,
      completedTasks: 60,
      overdueTasks: 180,
      totalPoints: 660,
      completedPoints: 180,
      estimatedTasks: 120,
    });
    expect(res.json().unit).toBe("points");
  });
});
