import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, projects, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { testRank } from "../tasks/task-fixtures.ts";

/** Issue 9: sprint cards show done / total tasks, from their own call; the list's keys stay the documented. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let busy: { id: number };
let empty: { id: number };
let hidden: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  busy = await makeSprint(t, owner, { name: "Busy" });
  empty = await makeSprint(t, owner, { name: "Empty" });
  hidden = await makeSprint(t, outsider, { name: "Hidden" });

  // Two of the owner's projects in Busy: 3 tasks (1 done) and 2 tasks (1 done); the member sees the first.
  const shared = await makeProject(t, owner, { sprintId: busy.id });
  await addProjectMember(t, shared.id, member);
  const done = new Date();
  await insertTask(t, shared.id, { title: "a" });
  await insertTask(t, shared.id, { title: "b", status: "in_progress" });
  await insertTask(t, shared.id, { title: "c", status: "done", completedAt: done });
  const own = await makeProject(t, owner, { sprintId: busy.id });
  await insertTask(t, own.id, { title: "d" });
  // Moved to done through the API: the completion time the server sets is what counts.
  const moved = await insertTask(t, own.id, { title: "e" });
  const res = await as(t.app, owner).put(`/api/tasks/${moved.id}`, { status: "done" });
  expect(res.statusCode, res.body).toBe(200);

  // An outsider's project in Busy (put there directly): not the owner's to see or count.
  const [foreign] = await t.database.db
    .insert(projects)
    .values({ name: "Foreign", ownerId: outsider.id, sprintId: busy.id })
    .returning();
  const [board] = await t.database.db
    .insert(boards)
    .values({ projectId: foreign!.id, name: "Main Board" })
    .returning();
  await t.database.db
    .insert(tasks)
    .values([0, 1, 2, 3].map((i) => ({ boardId: board!.id, title: `f${i}`, rank: testRank(i) })));
  await insertTask(t, (await makeProject(t, outsider, { sprintId: hidden.id })).id, { title: "z" });
});
afterAll(async () => {
  await t.close();
});

/** What a sprint without estimates shows in the points fields (product rules §19). */
const noPoints = { totalPoints: 0, donePoints: 0, estimatedTasks: 0 };

const progressOf = async (user: TestUser) => {
  const res = await as(t.app, user).get("/api/sprints/progress");
  expect(res.statusCode).toBe(200);
  return res.json() as { sprintId: number; done: number; total: number }[];
};

describe("GET /api/sprints/progress", () => {
  it("counts done and total tasks of the user's visible projects per visible sprint", async () => {
    expect(await progressOf(owner)).toEqual([
      { sprintId: busy.id, done: 2, total: 5, ...noPoints },
      { sprintId: empty.id, done: 0, total: 0, ...noPoints },
    ]);
  });

  it("counts for each user only the projects they see, and hides sprints they cannot see", async () => {
    expect(await progressOf(member)).toEqual([{ sprintId: busy.id, done: 1, total: 3, ...noPoints }]);
    // The outsider sees Busy through their own project in it, and counts only that project's tasks.
    expect(await progressOf(outsider)).toEqual([
      { sprintId: busy.id, done: 0, total: 4, ...noPoints },
      { sprintId: hidden.id, done: 0, total: 1, ...noPoints },
    ]);
  });

  it("follows a task leaving the completed column", async () => {
    const sprint = await makeSprint(t, member);
    const project = await makeProject(t, member, { sprintId: sprint.id });
    const task = await insertTask(t, project.id, { status: "done", completedAt: new Date() });
    const before = (await progressOf(member)).find((p) => p.sprintId === sprint.id);
    expect(before).toEqual({ sprintId: sprint.id, done: 1, total: 1, ...noPoints });
    await as(t.app, member).put(`/api/tasks/${task.id}`, { status: "todo" });
    const after = (await progressOf(member)).find((p) => p.sprintId === sprint.id);
    expect(after).toEqual({ sprintId: sprint.id, done: 0, total: 1, ...noPoints });
  });

  it("sums the numeric story points, done and total, and counts the estimated tasks (§19)", async () => {
    const sprint = await makeSprint(t, member);
    const project = await makeProject(t, member, { sprintId: sprint.id });
    await insertTask(t, project.id, { storyPoints: "8" });
    await insertTask(t, project.id, { storyPoints: "?" });
    await insertTask(t, project.id);
    await insertTask(t, project.id, { storyPoints: "13", status: "done", completedAt: new Date() });
    await insertTask(t, project.id, { storyPoints: "0", status: "done", completedAt: new Date() });
    const task = await insertTask(t, project.id, { storyPoints: "2" });
    const res = await as(t.app, member).put(`/api/tasks/${task.id}`, { status: "done" });
    expect(res.statusCode, res.body).toBe(200);
    const progress = (await progressOf(member)).find((p) => p.sprintId === sprint.id);
    expect(progress).toEqual({
      sprintId: sprint.id,
      done: 3,
      total: 6,
      totalPoints: 23,
      donePoints: 15,
      estimatedTasks: 4,
    });
  });

  it("needs a signed-in user", async () => {
    expect((await as(t.app, null).get("/api/sprints/progress")).statusCode).toBe(401);
  });

  it("leaves GET /api/sprints with exactly the keys it had", async () => {
    const res = await as(t.app, owner).get("/api/sprints");
    const [first] = res.json() as Record<string, unknown>[];
    expect(Object.keys(first!).sort()).toEqual(
      [
        "createdAt",
        "description",
        "endDate",
        "id",
        "name",
        "ownerId",
        "projectCount",
        "startDate",
        "status",
        "updatedAt",
      ].sort(),
    );
  });
});
