import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backlog } from "../../../contract/backlog.ts";
import type { SprintReview } from "../../../contract/ceremonies.ts";
import type { Burndown } from "../../../contract/reports.ts";
import type { SprintProgress } from "../../../contract/sprints.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/*
 * Issue 20, items 11 to 13: once a sprint has a plan, every figure of it counts the planned tasks
 * (product rules §21); velocity is the sprint's own figure, the same for everyone who sees the
 * sprint (§21, §22); a scope change says how many of its tasks were not estimated.
 */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let past: { id: number };
let sprint: { id: number };
const ids: Record<string, number> = {};
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  // A completed sprint of the owner's that the member cannot see: 2 tasks, 13 points done.
  past = await makeSprint(t, owner, { name: "Past", startDate: inDays(-20), endDate: inDays(-6) });
  const old = await makeProject(t, owner, { sprintId: past.id });
  await insertTask(t, old.id, { storyPoints: "8", status: "done", completedAt: new Date() });
  await insertTask(t, old.id, { storyPoints: "5", status: "done", completedAt: new Date() });
  await insertTask(t, old.id, { storyPoints: "3" });
  await as(t.app, owner).patch(`/api/sprints/${past.id}`, { status: "completed" });

  // The sprint: a project the member shares with 5 tasks, and the owner's own project in no sprint.
  sprint = await makeSprint(t, owner, { name: "Now", startDate: inDays(-1), endDate: inDays(5) });
  const shared = await makeProject(t, owner, { sprintId: sprint.id });
  await addProjectMember(t, shared.id, member);
  const own = await makeProject(t, owner);
  const seed: [string, number, Partial<Parameters<typeof insertTask>[2]>][] = [
    ["p1", shared.id, { storyPoints: "5" }],
    ["p2", shared.id, { storyPoints: "3" }],
    ["p3", shared.id, {}],
    ["p4", shared.id, { storyPoints: "8" }],
    ["p5", shared.id, {}],
    ["q1", own.id, { storyPoints: "13" }],
  ];
  for (const [title, projectId, values] of seed)
    ids[title] = (await insertTask(t, projectId, { title, ...values })).id;
  // Planned: p1, p2 (the member sees them) and q1 (the member does not).
  for (const title of ["p1", "p2", "q1"]) {
    const res = await as(t.app, owner).put(`/api/sprints/${sprint.id}/planned-tasks/${ids[title]}`);
    expect(res.statusCode, res.body).toBe(200);
  }
  // Then p1 and q1 are done (only open tasks can be planned).
  for (const title of ["p1", "q1"]) {
    const res = await as(t.app, owner).put(`/api/tasks/${ids[title]}`, { status: "done" });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(user: TestUser, url: string): Promise<T> => {
  const res = await as(t.app, user).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const progressOf = async (user: TestUser) =>
  (await get<SprintProgress[]>(user, "/api/sprints/progress")).find((p) => p.sprintId === sprint.id);

describe("a sprint with a plan counts its planned tasks (item 11)", () => {
  it("in its progress, over the planned tasks each reader may see", async () => {
    expect(await progressOf(owner)).toEqual({
      sprintId: sprint.id,
      done: 2,
      total: 3,
      totalPoints: 21,
      donePoints: 18,
      estimatedTasks: 3,
    });
    expect(await progressOf(member)).toEqual({
      sprintId: sprint.id,
      done: 1,
      total: 2,
      totalPoints: 8,
      donePoints: 5,
      estimatedTasks: 2,
    });
  });

  it("in the velocity of /reports", async () => {
    const body = await get<{ velocity: { sprintId: number; completed: number; completedPoints: number }[] }>(
      owner,
      "/api/reports",
    );
    expect(body.velocity.find((v) => v.sprintId === sprint.id)).toMatchObject({
      completed: 2,
      completedPoints: 18,
    });
  });

  it("in its burndown and its review, before it is started", async () => {
    const burndown = await get<Burndown>(owner, `/api/sprints/${sprint.id}/burndown?unit=points`);
    expect(burndown).toMatchObject({ startTotal: 3, startPoints: 21, commitment: null });
    const review = await get<SprintReview>(owner, `/api/sprints/${sprint.id}/review`);
    expect(review.committed).toEqual({ tasks: 3, points: 21 });
    expect(review.done).toEqual({ tasks: 2, points: 18 });
  });
});

describe("velocity is the sprint's own figure, the same for every reader (item 12)", () => {
  it("the backlog's average velocity, without naming a sprint the reader cannot see", async () => {
    const mine = (await get<Backlog>(owner, `/api/sprints/${sprint.id}/backlog`)).stats;
    const theirs = (await get<Backlog>(member, `/api/sprints/${sprint.id}/backlog`)).stats;
    expect(mine).toMatchObject({ averagePoints: 13, averageTasks: 2 });
    expect(theirs).toMatchObject({ averagePoints: 13, averageTasks: 2 });
    expect(mine.velocitySprints).toEqual([{ id: past.id, name: "Past", completed: 2, completedPoints: 13 }]);
    expect(theirs.velocitySprints).toEqual([{ id: past.id, name: null, completed: 2, completedPoints: 13 }]);
  });

  it("the review's velocity and average", async () => {
    for (const user of [owner, member]) {
      const review = await get<SprintReview>(user, `/api/sprints/${sprint.id}/review`);
      expect(review.velocity).toEqual({ points: 18, previousAverage: 13 });
    }
  });
});

describe("after the start (items 11 and 13)", () => {
  it("the progress still counts the plan, and an unestimated scope change says so", async () => {
    expect((await as(t.app, owner).post(`/api/sprints/${sprint.id}/start`)).statusCode).toBe(200);
    await as(t.app, owner).put(`/api/sprints/${sprint.id}/planned-tasks/${ids.p3}`);
    expect(await progressOf(owner)).toMatchObject({ done: 2, total: 4, totalPoints: 21 });
    const burndown = await get<Burndown>(member, `/api/sprints/${sprint.id}/burndown?unit=points`);
    expect(burndown.scopeChanges).toEqual([
      {
        date: new Date().toISOString().slice(0, 10),
        added: 1,
        removed: 0,
        delta: 1,
        deltaPoints: 0,
        unestimatedAdded: 1,
        unestimatedRemoved: 0,
      },
    ]);
  });
});
