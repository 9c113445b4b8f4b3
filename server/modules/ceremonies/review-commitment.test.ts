import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SprintReviewSchema } from "../../../contract/ceremonies.ts";
import { tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/** The sprint review of a sprint started from its backlog reads its commitment (product rules §21, §22). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the sprint review of a sprint started from its backlog", () => {
  it("counts the commitment as it was, the work planned in later, and what is done of both", async () => {
    const owner = await createUser(t);
    const sprint = await makeSprint(t, owner, { name: "Committed" });
    const project = await makeProject(t, owner, { sprintId: sprint.id });
    const a = await insertTask(t, project.id, { title: "A", storyPoints: "5" });
    const b = await insertTask(t, project.id, { title: "B", storyPoints: "3" });
    await insertTask(t, project.id, { title: "Never planned", storyPoints: "8" });
    const owners = as(t.app, owner);
    for (const task of [a, b]) {
      expect((await owners.put(`/api/sprints/${sprint.id}/planned-tasks/${task.id}`)).statusCode).toBe(200);
    }
    expect((await owners.post(`/api/sprints/${sprint.id}/start`)).statusCode).toBe(200);

    // After the start: A is re-estimated (the commitment keeps 5), C is planned in and done, B is done.
    await t.database.db.update(tasks).set({ storyPoints: "13" }).where(eq(tasks.id, a.id));
    const c = await insertTask(t, project.id, { title: "C", storyPoints: "2" });
    expect((await owners.put(`/api/sprints/${sprint.id}/planned-tasks/${c.id}`)).statusCode).toBe(200);
    await t.database.db.update(tasks).set({ completedAt: new Date() }).where(eq(tasks.id, b.id));
    await t.database.db.update(tasks).set({ completedAt: new Date() }).where(eq(tasks.id, c.id));

    const res = await owners.get(`/api/sprints/${sprint.id}/review`);
    expect(res.statusCode, res.body).toBe(200);
    expect(SprintReviewSchema.parse(res.json())).toMatchObject({
      committed: { tasks: 2, points: 8 },
      addedAfterStart: { tasks: 1, points: 2 },
      done: { tasks: 2, points: 5 },
      velocity: { points: 5 },
    });
  });
});
