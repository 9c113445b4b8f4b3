import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backlog, BacklogSchema } from "../../../contract/backlog.ts";
import { backlogItems } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/** Backlog and sprint planning (product rules §21): the backlog, ranking and planning. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let sprint: { id: number };
let shared: { id: number };
let loose: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  member = await createUser(t);
  outsider = await createUser(t);
  sprint = await makeSprint(t, owner, { name: "Backlog" });
  shared = await makeProject(t, owner, { name: "Shared", sprintId: sprint.id });
  await addProjectMember(t, shared.id, member);
  loose = await makeProject(t, owner, { name: "Loose" });
  const other = await makeSprint(t, owner, { name: "Other" });
  const otherProject = await makeProject(t, owner, { name: "In other", sprintId: other.id });
  const outsiders = await makeProject(t, outsider, { name: "Not ours" });
  const add = async (key: string, projectId: number, values: Record<string, unknown> = {}) => {
    ids[key] = (await insertTask(t, projectId, { title: key, ...values })).id;
  };
  await add("Login", shared.id, { storyPoints: "5", priority: "high", assignedTo: owner.id });
  await add("Signup", shared.id, { storyPoints: "3" });
  await add("Finished", shared.id, { status: "done", completedAt: new Date(), storyPoints: "8" });
  await add("Loose idea", loose.id, { storyPoints: "?" });
  await add("Other sprint", otherProject.id);
  await add("Foreign", outsiders.id);
});
afterAll(async () => {
  await t.close();
});

const backlog = async (user: TestUser, query = ""): Promise<Backlog> => {
  const res = await as(t.app, user).get(`/api/sprints/${sprint.id}/backlog${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return BacklogSchema.parse(res.json());
};
const titles = (b: Backlog) => b.items.map((i) => i.title);
const plan = (user: TestUser, key: string) =>
  as(t.app, user).put(`/api/sprints/${sprint.id}/planned-tasks/${ids[key]}`);
const rank = (user: TestUser, key: string, after: string | null) =>
  as(t.app, user).put(`/api/sprints/${sprint.id}/backlog/rank`, {
    taskId: ids[key],
    afterTaskId: after === null ? null : ids[after],
  });

describe("the backlog", () => {
  it("holds the open tasks of the sprint's projects and of the owner's projects in no sprint", async () => {
    const b = await backlog(owner);
    expect(titles(b)).toEqual(["Login", "Signup", "Loose idea"]);
    expect(b).toMatchObject({ canPlan: true, started: false, status: "planning", truncated: false });
    expect(b.items[0]).toMatchObject({
      storyPoints: 5,
      assigneeName: "Olive Owner",
      project: { id: shared.id, name: "Shared" },
      inSprint: false,
      addedAfterStart: false,
    });
  });

  it("a member sees only the tasks of projects they may see, read-only; an outsider gets 404", async () => {
    const b = await backlog(member);
    expect(titles(b)).toEqual(["Login", "Signup"]);
    expect(b.canPlan).toBe(false);
    expect((await as(t.app, outsider).get(`/api/sprints/${sprint.id}/backlog`)).statusCode).toBe(404);
    expect((await as(t.app, outsider).get(`/api/sprints/${sprint.id}/commitment`)).statusCode).toBe(404);
  });

  it("filters by search, assignee, priority, points and project", async () => {
    expect(titles(await backlog(owner, "?search=IGN"))).toEqual(["Signup"]);
    expect(titles(await backlog(owner, `?assignee=${owner.id}`))).toEqual(["Login"]);
    expect(titles(await backlog(owner, "?assignee=none"))).toEqual(["Signup", "Loose idea"]);
    expect(titles(await backlog(owner, "?priority=high"))).toEqual(["Login"]);
    expect(titles(await backlog(owner, "?points=3"))).toEqual(["Signup"]);
    expect(titles(await backlog(owner, "?points=%3F"))).toEqual(["Loose idea"]);
    expect(titles(await backlog(owner, `?projectId=${loose.id}&search=`))).toEqual(["Loose idea"]);
  });

  it("answers bad filters with a clear 400", async () => {
    for (const [query, message] of [
      ["?priority=urgent", "Priority must be one of high, medium, low"],
      ["?points=4", "Points must be an estimate, ? or none"],
      ["?assignee=me", "Assignee must be a user id or none"],
      ["?projectId=0", "Project must be a project id"],
    ]) {
      const res = await as(t.app, owner).get(`/api/sprints/${sprint.id}/backlog${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe("ranking", () => {
  it("the owner ranks by putting a task after another, or first", async () => {
    expect((await rank(owner, "Loose idea", null)).statusCode).toBe(204);
    expect(titles(await backlog(owner))).toEqual(["Loose idea", "Login", "Signup"]);
    expect((await rank(owner, "Login", "Signup")).statusCode).toBe(204);
    expect(titles(await backlog(owner))).toEqual(["Loose idea", "Signup", "Login"]);
    const patched = await as(t.app, owner).patch(`/api/sprints/${sprint.id}/backlog/rank`, {
      taskId: ids.Login,
      afterTaskId: ids["Loose idea"],
    });
    expect(patched.statusCode).toBe(204);
    expect(titles(await backlog(owner))).toEqual(["Loose idea", "Login", "Signup"]);
    // The member sees the same order, without the task they may not see.
    expect(titles(await backlog(member))).toEqual(["Login", "Signup"]);
  });

  it("refuses a task outside the backlog, itself as the anchor, and bad input; nothing changes", async () => {
    const before = await t.database.db
      .select()
      .from(backlogItems)
      .where(eq(backlogItems.sprintId, sprint.id));
    for (const [key, after, message] of [
      ["Finished", null, /is not in this backlog/],
      ["Other sprint", null, /is not in this backlog/],
      ["Login", "Login", /is not another task of this backlog/],
      ["Login", "Foreign", /is not another task of this backlog/],
    ] as const) {
      const res = await rank(owner, key, after);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    for (const body of [
      {},
      { taskId: "1", afterTaskId: null },
      { taskId: ids.Login },
      { taskId: 1, afterTaskId: 0 },
    ]) {
      const res = await as(t.app, owner).put(`/api/sprints/${sprint.id}/backlog/rank`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const after = await t.database.db.select().from(backlogItems).where(eq(backlogItems.sprintId, sprint.id));
    expect(after).toEqual(before);
  });

  it("a member may not rank (403), an outsider does not see the sprint (404)", async () => {
    expect((await rank(member, "Signup", null)).statusCode).toBe(403);
    expect((await rank(outsider, "Signup", null)).statusCode).toBe(404);
    expect(titles(await backlog(owner))).toEqual(["Loose idea", "Login", "Signup"]);
  });
});

describe("planning", () => {
  it("the owner plans tasks into the sprint and takes them out; the stats follow", async () => {
    expect((await plan(owner, "Login")).json()).toEqual({
      taskId: ids.Login,
      inSprint: true,
      addedAfterStart: false,
    });
    expect((await plan(owner, "Signup")).statusCode).toBe(200);
    expect((await plan(owner, "Loose idea")).statusCode).toBe(200);
    let b = await backlog(owner);
    expect(b.items.map((i) => i.inSprint)).toEqual([true, true, true]);
    expect(b.stats).toMatchObject({ plannedTasks: 3, plannedPoints: 8, estimatedTasks: 2, unit: "points" });
    const out = await as(t.app, owner).delete(`/api/sprints/${sprint.id}/planned-tasks/${ids["Loose idea"]}`);
    expect(out.json()).toEqual({ taskId: ids["Loose idea"], inSprint: false, addedAfterStart: false });
    b = await backlog(owner);
    expect(b.stats).toMatchObject({ plannedTasks: 2, plannedPoints: 8 });
    // The member's numbers count only what they may see (the same here).
    expect((await backlog(member)).stats).toMatchObject({ plannedTasks: 2, plannedPoints: 8 });
  });

  it("refuses a task of another sprint's project, a done one, and one planned into another sprint", async () => {
    for (const key of ["Other sprint", "Finished"]) {
      const res = await plan(owner, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(`Task ${ids[key]} is not in this backlog`);
    }
    const second = await makeSprint(t, owner, { name: "Second" });
    const res = await as(t.app, owner).put(`/api/sprints/${second.id}/planned-tasks/${ids.Login}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This task is planned into another sprint");
    const notPlanned = await as(t.app, owner).delete(
      `/api/sprints/${sprint.id}/planned-tasks/${ids["Loose idea"]}`,
    );
    expect(notPlanned.statusCode).toBe(400);
    expect(
      (await as(t.app, owner).put(`/api/sprints/${sprint.id}/planned-tasks/${ids.Foreign}`)).statusCode,
    ).toBe(404);
  });

  it("a member may not plan (403), an outsider gets 404", async () => {
    expect((await plan(member, "Loose idea")).statusCode).toBe(403);
    expect((await plan(outsider, "Loose idea")).statusCode).toBe(404);
    const out = await as(t.app, member).delete(`/api/sprints/${sprint.id}/planned-tasks/${ids.Login}`);
    expect(out.statusCode).toBe(403);
    expect((await backlog(owner)).stats.plannedTasks).toBe(2);
  });
});

describe("velocity", () => {
  it("averages the owner's last three completed sprints, in points, else tasks", async () => {
    const fresh = await createUser(t);
    const ended = [];
    for (const [i, points] of [
      [1, "2"],
      [2, "3"],
      [3, "5"],
      [4, "8"],
    ] as const) {
      const s = await makeSprint(t, fresh, {
        name: `Done ${i}`,
        status: "completed",
        endDate: `2026-0${i}-28T00:00:00.000Z`,
      });
      const p = await makeProject(t, fresh, { sprintId: s.id });
      await insertTask(t, p.id, {
        title: `Done ${i}`,
        status: "done",
        completedAt: new Date(),
        storyPoints: points,
      });
      await insertTask(t, p.id, { title: `Open ${i}` });
      ended.push(s);
    }
    const next = await makeSprint(t, fresh, { name: "Next" });
    const res = await as(t.app, fresh).get(`/api/sprints/${next.id}/backlog`);
    const stats = BacklogSchema.parse(res.json()).stats;
    expect(stats.velocitySprints.map((s) => s.name)).toEqual(["Done 4", "Done 3", "Done 2"]);
    expect(stats).toMatchObject({ averagePoints: 5.3, averageTasks: 1, unit: "points", plannedTasks: 0 });
  });

  it("without history there is no average, and the unit is tasks", async () => {
    const fresh = await createUser(t);
    const s = await makeSprint(t, fresh);
    const stats = BacklogSchema.parse(
      (await as(t.app, fresh).get(`/api/sprints/${s.id}/backlog`)).json(),
    ).stats;
    expect(stats).toMatchObject({
      averagePoints: null,
      averageTasks: null,
      unit: "tasks",
      velocitySprints: [],
    });
  });
});

describe("bounded queries", () => {
  it("GET /api/sprints/{id}/backlog costs the same for 1 task as for 60", async () => {
    const seed = async (n: number) => {
      const user = await createUser(t);
      const s = await makeSprint(t, user);
      const done = await makeSprint(t, user, { status: "completed" });
      for (const sprintId of [s.id, done.id]) {
        const p = await makeProject(t, user, { sprintId });
        for (let i = 0; i < n; i++) await insertTask(t, p.id, { title: `T${i}`, storyPoints: "1" });
      }
      return { user, sprintId: s.id };
    };
    const small = await seed(1);
    const large = await seed(60);
    const few = await countQueries(t, () =>
      as(t.app, small.user).get(`/api/sprints/${small.sprintId}/backlog`),
    );
    const many = await countQueries(t, async () => {
      const res = await as(t.app, large.user).get(`/api/sprints/${large.sprintId}/backlog`);
      expect(res.json().items).toHaveLength(60);
    });
    expect(many).toBe(few);
  });
});
