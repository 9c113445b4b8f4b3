import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SprintCommitmentSchema } from "../../../contract/backlog.ts";
import type { Burndown } from "../../../contract/reports.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import {
  addProjectMember,
  firstBoardId,
  insertTask,
  makeProject,
  makeSprint,
} from "../projects/projects.fixtures.ts";

/** Starting a sprint (product rules §21): the commitment snapshot and the scope changes after it. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let sprint: { id: number };
let project: { id: number };
const ids: Record<string, number> = {};
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  sprint = await makeSprint(t, owner, { name: "To start", endDate: inDays(9) });
  project = await makeProject(t, owner, { sprintId: sprint.id });
  await addProjectMember(t, project.id, member);
  for (const [title, storyPoints] of [
    ["Alpha", "5"],
    ["Beta", "3"],
    ["Gamma", "?"],
    ["Late", "2"],
  ] as const)
    ids[title] = (await insertTask(t, project.id, { title, storyPoints })).id;
  await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, { text: "Ship the login" });
});
afterAll(async () => {
  await t.close();
});

const plan = (user: TestUser, taskId: number, sprintId = sprint.id) =>
  as(t.app, user).put(`/api/sprints/${sprintId}/planned-tasks/${taskId}`);
const start = (user: TestUser, sprintId = sprint.id) =>
  as(t.app, user).post(`/api/sprints/${sprintId}/start`);
const commitment = async (user: TestUser = owner) => {
  const res = await as(t.app, user).get(`/api/sprints/${sprint.id}/commitment`);
  expect(res.statusCode, res.body).toBe(200);
  return SprintCommitmentSchema.parse(res.json());
};

describe("before the start", () => {
  it("there is no commitment, and an empty plan cannot start", async () => {
    expect(await commitment()).toEqual({ commitment: null, scopeChanges: [] });
    const res = await start(owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Plan at least one task before starting the sprint");
  });

  it("only the owner starts it: a member gets 403, an outsider 404; nothing changes", async () => {
    await plan(owner, ids.Alpha!);
    await plan(owner, ids.Beta!);
    await plan(owner, ids.Gamma!);
    expect((await start(member)).statusCode).toBe(403);
    expect((await start(outsider)).statusCode).toBe(404);
    expect((await commitment()).commitment).toBeNull();
    expect((await as(t.app, owner).get(`/api/sprints/${sprint.id}`)).json().status).toBe("planning");
  });

  it("a sprint that is not in planning cannot start", async () => {
    const active = await makeSprint(t, owner, { status: "active" });
    const p = await makeProject(t, owner, { sprintId: active.id });
    await plan(owner, (await insertTask(t, p.id)).id, active.id);
    const res = await start(owner, active.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only a sprint in planning can be started");
  });
});

describe("the start", () => {
  it("records the planned tasks, their points and the goals, and makes the sprint active", async () => {
    const res = await start(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = SprintCommitmentSchema.parse(res.json());
    expect(body.commitment).toMatchObject({
      taskCount: 3,
      points: 8,
      estimatedTasks: 2,
      goals: ["Ship the login"],
      committedBy: owner.id,
    });
    expect(body.commitment!.tasks.map((x) => [x.title, x.storyPoints])).toEqual([
      ["Alpha", 5],
      ["Beta", 3],
      ["Gamma", "?"],
    ]);
    const detail = (await as(t.app, owner).get(`/api/sprints/${sprint.id}`)).json();
    expect(detail.status).toBe("active");
    expect(detail.startDate.slice(0, 10)).toBe(today);
  });

  it("happens once: a second start, even after a PATCH back to planning, is 409", async () => {
    expect((await start(owner)).json().message).toBe("This sprint has already been started");
    await as(t.app, owner).patch(`/api/sprints/${sprint.id}`, { status: "planning" });
    const res = await start(owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This sprint has already been started");
    await as(t.app, owner).patch(`/api/sprints/${sprint.id}`, { status: "active" });
  });
});

describe("after the start", () => {
  it("the commitment never changes: edits, moves, deletions and later PATCHes leave it as it was", async () => {
    const before = (await commitment()).commitment;
    const api = as(t.app, owner);
    expect(
      (await api.patch(`/api/tasks/${ids.Alpha}`, { title: "Alpha renamed", storyPoints: 13 })).statusCode,
    ).toBe(200);
    expect(
      (await api.put(`/api/tasks/${ids.Beta}/position`, { status: "done", position: 0 })).statusCode,
    ).toBe(200);
    expect((await api.delete(`/api/tasks/${ids.Gamma}`)).statusCode).toBe(204);
    await api.post(`/api/sprints/${sprint.id}/goals`, { text: "A later goal" });
    await api.patch(`/api/sprints/${sprint.id}`, { name: "Renamed sprint", endDate: inDays(12) });
    const boardId = await firstBoardId(t, project.id);
    const created = await api.post(`/api/boards/${boardId}/tasks`, { title: "Brand new", storyPoints: 8 });
    expect(created.statusCode).toBe(201);
    expect((await commitment()).commitment).toEqual(before);
  });

  it("a task planned in is a scope change, marked on the backlog; one taken out too", async () => {
    const added = await plan(owner, ids.Late!);
    expect(added.json()).toEqual({ taskId: ids.Late, inSprint: true, addedAfterStart: true });
    const backlog = (await as(t.app, owner).get(`/api/sprints/${sprint.id}/backlog`)).json();
    const marks = Object.fromEntries(backlog.items.map((i: any) => [i.title, i.addedAfterStart]));
    expect(marks).toMatchObject({ Late: true, "Alpha renamed": false });
    await as(t.app, owner).delete(`/api/sprints/${sprint.id}/planned-tasks/${ids.Alpha}`);
    const { scopeChanges, commitment: snapshot } = await commitment();
    expect(scopeChanges.map((c) => [c.title, c.kind, c.storyPoints])).toEqual([
      ["Late", "added", 2],
      ["Alpha renamed", "removed", 13],
    ]);
    expect(snapshot!.taskCount).toBe(3);
    // The member reads the same; the outsider nothing.
    expect((await commitment(member)).scopeChanges).toHaveLength(2);
  });

  it("the burndown starts from the commitment and marks the scope changes", async () => {
    const res = await as(t.app, owner).get(`/api/sprints/${sprint.id}/burndown?unit=points`);
    expect(res.statusCode).toBe(200);
    const burndown = res.json() as Burndown;
    expect(burndown).toMatchObject({
      startTotal: 3,
      startPoints: 8,
      commitment: { taskCount: 3, points: 8 },
    });
    expect(burndown.scopeChanges).toEqual([
      {
        date: today,
        added: 1,
        removed: 1,
        delta: 0,
        deltaPoints: -11,
        unestimatedAdded: 0,
        unestimatedRemoved: 0,
      },
    ]);
    expect(burndown.days[0]).toMatchObject({ date: today, ideal: 3, idealPoints: 8 });
    // Planned now: Beta (done today) and Late (2 points, open).
    expect(burndown.days[0]).toMatchObject({ open: 1, openPoints: 2 });
  });

  it("a sprint without a commitment keeps the projects' burndown", async () => {
    const plain = await makeSprint(t, owner, { startDate: inDays(-1), endDate: inDays(3) });
    const p = await makeProject(t, owner, { sprintId: plain.id });
    await insertTask(t, p.id, { storyPoints: "3" });
    const burndown = (await as(t.app, owner).get(`/api/sprints/${plain.id}/burndown`)).json() as Burndown;
    expect(burndown).toMatchObject({ startTotal: 1, startPoints: 3, commitment: null, scopeChanges: [] });
  });

  it("a completed sprint cannot be planned any more", async () => {
    await as(t.app, owner).patch(`/api/sprints/${sprint.id}`, { status: "completed" });
    const res = await plan(owner, ids.Alpha!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A completed sprint cannot be planned");
    await as(t.app, owner).patch(`/api/sprints/${sprint.id}`, { status: "active" });
  });

  it("GET commitment costs the same for 1 task as for 40", async () => {
    const seed = async (n: number) => {
      const user = await createUser(t);
      const s = await makeSprint(t, user);
      const p = await makeProject(t, user, { sprintId: s.id });
      for (let i = 0; i < n; i++) await plan(user, (await insertTask(t, p.id, { title: `T${i}` })).id, s.id);
      expect((await start(user, s.id)).statusCode).toBe(200);
      await plan(user, (await insertTask(t, p.id, { title: "Later" })).id, s.id);
      return { user, sprintId: s.id };
    };
    const small = await seed(1);
    const large = await seed(40);
    const few = await countQueries(t, () =>
      as(t.app, small.user).get(`/api/sprints/${small.sprintId}/commitment`),
    );
    const many = await countQueries(t, async () => {
      const res = await as(t.app, large.user).get(`/api/sprints/${large.sprintId}/commitment`);
      expect(res.json().commitment.tasks).toHaveLength(40);
    });
    expect(many).toBe(few);
  });
});
