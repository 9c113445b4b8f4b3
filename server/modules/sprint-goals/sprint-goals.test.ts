import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SprintGoalSchema } from "../../../contract/sprint-goals.ts";
import { sprintGoals } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/** Sprint goals (product rules §20): the owner writes them, the sprint's members read them. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let sprint: { id: number };
let inSprint: { id: number }[];
let elsewhere: { id: number };
let hiddenTask: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  sprint = await makeSprint(t, owner, { name: "Goals" });
  const shared = await makeProject(t, owner, { sprintId: sprint.id });
  await addProjectMember(t, shared.id, member);
  inSprint = [
    await insertTask(t, shared.id, { title: "Login page" }),
    await insertTask(t, shared.id, { title: "Signup page", status: "done", completedAt: new Date() }),
    await insertTask(t, shared.id, { title: "Reset page" }),
  ];
  // A task of the owner's outside the sprint, and one in the sprint the member cannot see.
  elsewhere = await insertTask(t, (await makeProject(t, owner)).id, { title: "Elsewhere" });
  const ownOnly = await makeProject(t, owner, { sprintId: sprint.id });
  hiddenTask = await insertTask(t, ownOnly.id, {
    title: "Owner only",
    status: "done",
    completedAt: new Date(),
  });
});
afterAll(async () => {
  await t.close();
});

const goalCount = async () => (await t.database.db.select().from(sprintGoals)).length;

describe("the sprint owner", () => {
  it("adds a goal with linked tasks; progress counts the done ones", async () => {
    const res = await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, {
      text: "  Ship the account pages  ",
      taskIds: [inSprint[0]!.id, inSprint[1]!.id, inSprint[1]!.id, hiddenTask.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const goal = SprintGoalSchema.parse(res.json());
    expect(goal).toMatchObject({ sprintId: sprint.id, text: "Ship the account pages", outcome: "open" });
    expect(goal.tasks.map((x) => x.title)).toEqual(["Login page", "Signup page", "Owner only"]);
    expect(goal.progress).toEqual({ done: 2, total: 3 });
  });

  it("changes the text, the linked tasks and the outcome", async () => {
    const created = await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, { text: "Faster board" });
    const id = created.json().id as number;
    const res = await as(t.app, owner).patch(`/api/sprint-goals/${id}`, {
      text: "A faster board",
      taskIds: [inSprint[2]!.id],
      outcome: "not_met",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      text: "A faster board",
      outcome: "not_met",
      tasks: [{ id: inSprint[2]!.id, done: false }],
      progress: { done: 0, total: 1 },
    });
    const cleared = await as(t.app, owner).put(`/api/sprint-goals/${id}`, { taskIds: [], outcome: "met" });
    expect(cleared.json()).toMatchObject({ text: "A faster board", outcome: "met", tasks: [] });
    expect((await as(t.app, owner).delete(`/api/sprint-goals/${id}`)).statusCode).toBe(204);
    expect((await as(t.app, owner).get(`/api/sprints/${sprint.id}/goals`)).json()).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it("links only tasks of the sprint's projects, and writes nothing otherwise", async () => {
    const before = await goalCount();
    for (const taskIds of [[elsewhere.id], [inSprint[0]!.id, 999_999]]) {
      const res = await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, { text: "Bad", taskIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Task \d+ is not in this sprint$/);
    }
    expect(await goalCount()).toBe(before);
  });

  it("gets a clear 400 for bad input, and nothing changes", async () => {
    const before = await goalCount();
    const bad: [unknown, RegExp][] = [
      [{}, /Goal text is required/],
      [{ text: "   " }, /Goal text is required/],
      [{ text: "x".repeat(501) }, /at most 500 characters/],
      [{ text: "ok", taskIds: "1" }, /list of task ids/],
      [{ text: "ok", taskIds: [0] }, /task ids/],
      [{ text: "ok", taskIds: Array.from({ length: 51 }, (_, i) => i + 1) }, /at most 50 tasks/],
      [{ text: "ok", extra: true }, /extra|Unrecognized/i],
    ];
    for (const [body, message] of bad) {
      const res = await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    const [goal] = await t.database.db.select().from(sprintGoals).limit(1);
    const res = await as(t.app, owner).patch(`/api/sprint-goals/${goal!.id}`, { outcome: "done" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Outcome must be one of open, met, not_met");
    expect(await goalCount()).toBe(before);
  });

  it("adds at most ten goals to a sprint", async () => {
    const full = await makeSprint(t, owner, { name: "Full" });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as(t.app, owner).post(`/api/sprints/${full.id}/goals`, { text: `Goal number ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, "A sprint has at most 10 goals"],
      [400, "A sprint has at most 10 goals"],
    ]);
  });
});

describe("everyone else", () => {
  it("a member reads the goals, with only the linked tasks they may see", async () => {
    const res = await as(t.app, member).get(`/api/sprints/${sprint.id}/goals`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json() as { tasks: { title: string }[]; progress: unknown }[];
    expect(first!.tasks.map((x) => x.title)).toEqual(["Login page", "Signup page"]);
    expect(first!.progress).toEqual({ done: 1, total: 2 });
    const all = (await as(t.app, member).get("/api/sprint-goals")).json() as { sprintId: number }[];
    expect(new Set(all.map((g) => g.sprintId))).toEqual(new Set([sprint.id]));
  });

  it("a member may not write them (403); an outsider does not see them (404)", async () => {
    const [goal] = await t.database.db.select().from(sprintGoals).where(eq(sprintGoals.sprintId, sprint.id));
    const before = await goalCount();
    expect(
      (await as(t.app, member).post(`/api/sprints/${sprint.id}/goals`, { text: "Mine" })).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, member).patch(`/api/sprint-goals/${goal!.id}`, { outcome: "met" })).statusCode,
    ).toBe(403);
    expect((await as(t.app, member).delete(`/api/sprint-goals/${goal!.id}`)).statusCode).toBe(403);
    for (const res of [
      await as(t.app, outsider).get(`/api/sprints/${sprint.id}/goals`),
      await as(t.app, outsider).post(`/api/sprints/${sprint.id}/goals`, { text: "Mine" }),
      await as(t.app, outsider).patch(`/api/sprint-goals/${goal!.id}`, { outcome: "met" }),
      await as(t.app, outsider).delete(`/api/sprint-goals/${goal!.id}`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await as(t.app, outsider).get("/api/sprint-goals")).json()).toEqual([]);
    expect(await goalCount()).toBe(before);
    const [after] = await t.database.db.select().from(sprintGoals).where(eq(sprintGoals.id, goal!.id));
    expect(after!.outcome).toBe(goal!.outcome);
  });

  it("the picker lists the sprint's tasks the reader may see, searched by title", async () => {
    const titles = async (user: TestUser, search = "") =>
      (
        (await as(t.app, user).get(`/api/sprints/${sprint.id}/tasks?search=${search}`)).json() as {
          title: string;
        }[]
      ).map((x) => x.title);
    expect(await titles(owner)).toEqual(["Login page", "Owner only", "Reset page", "Signup page"]);
    expect(await titles(member)).toEqual(["Login page", "Reset page", "Signup page"]);
    expect(await titles(member, "PAGE")).toEqual(["Login page", "Reset page", "Signup page"]);
    expect(await titles(owner, "%25")).toEqual([]);
    expect((await as(t.app, outsider).get(`/api/sprints/${sprint.id}/tasks`)).statusCode).toBe(404);
    const long = await as(t.app, owner).get(`/api/sprints/${sprint.id}/tasks?search=${"x".repeat(201)}`);
    expect([long.statusCode, long.json().message]).toEqual([400, "Search must be at most 200 characters"]);
  });

  it("the goal list costs the same number of queries for 1 goal as for 10", async () => {
    const one = await makeSprint(t, owner, { name: "One" });
    await as(t.app, owner).post(`/api/sprints/${one.id}/goals`, { text: "Only", taskIds: [] });
    const full = (await as(t.app, owner).get("/api/sprints"))
      .json()
      .find((s: { name: string }) => s.name === "Full");
    const few = await countQueries(t, () => as(t.app, owner).get(`/api/sprints/${one.id}/goals`));
    const many = await countQueries(t, () => as(t.app, owner).get(`/api/sprints/${full.id}/goals`));
    expect(many).toBe(few);
  });
});
