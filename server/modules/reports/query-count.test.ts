import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, projects, sprints, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { testRank } from "../tasks/task-fixtures.ts";

/*
 * Reports, the export, the burndown and My Tasks cost the same number of database round trips for
 * 1 project as for 60 (each with a board and four tasks, some done, some overdue).
 */

let t: TestApp;
let small: TestUser;
let large: TestUser;
let smallSprint: number;
let largeSprint: number;

async function seed(owner: TestUser, n: number): Promise<number> {
  const db = t.database.db;
  const day = 86_400_000;
  const [sprint] = await db
    .insert(sprints)
    .values({
      name: `Sprint of ${n}`,
      ownerId: owner.id,
      startDate: new Date(Date.now() - 10 * day),
      endDate: new Date(Date.now() + 4 * day),
    })
    .returning();
  const rows = await db
    .insert(projects)
    .values(Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ownerId: owner.id, sprintId: sprint!.id })))
    .returning({ id: projects.id });
  const boardRows = await db
    .insert(boards)
    .values(rows.map((p) => ({ projectId: p.id, name: "Main Board" })))
    .returning({ id: boards.id });
  await db.insert(tasks).values(
    boardRows.flatMap((b) =>
      [0, 1, 2, 3].map((position) => ({
        boardId: b.id,
        title: `T${position}`,
        rank: testRank(position),
        status: position === 0 ? "done" : "todo",
        completedAt: position === 0 ? new Date(Date.now() - day) : null,
        assignedTo: position < 2 ? owner.id : null,
        storyPoints: (["3", "?", null, "8"] as const)[position],
        dueDate: new Date(Date.now() - day),
      })),
    ),
  );
  return sprint!.id;
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
