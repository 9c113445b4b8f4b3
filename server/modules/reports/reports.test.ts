import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reports } from "../../../contract/reports.ts";
import { teamMembers, teams } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let p1: { id: number };
let teamId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  member = await createUser(t, { firstName: "Milo", lastName: "Member" });
  stranger = await createUser(t);
  const sprint = await makeSprint(t, owner, { name: "Sprint One" });
  p1 = await makeProject(t, owner, { name: "Alpha", status: "active", sprintId: sprint.id });
  const p2 = await makeProject(t, owner, { name: "beta", status: "completed" });
  await addProjectMember(t, p1.id, member);
  const o = owner.id;
  const m = member.id;
  // Alpha: 6 tasks; beta: 1. Durations of completed tasks: 2 and 4 days.
  await insertTask(t, p1.id, {
    title: "todo overdue",
    status: "todo",
    priority: "high",
    assignedTo: o,
    createdAt: ago(1),
    dueDate: ago(3),
  });
  await insertTask(t, p1.id, {
    title: "doing",
    status: "in_progress",
    priority: "medium",
    assignedTo: o,
    createdAt: ago(2),
    dueDate: new Date(Date.now() + DAY),
  });
  await insertTask(t, p1.id, {
    title: "doing alias",
    status: "progress",
    priority: "low",
    assignedTo: m,
    createdAt: ago(10),
    dueDate: ago(12),
  });
  await insertTask(t, p1.id, {
    title: "reviewing",
    status: "review",
    priority: "medium",
    createdAt: ago(20),
  });
  await insertTask(t, p1.id, {
    title: "done recently",
    status: "done",
    priority: "high",
    assignedTo: o,
    createdAt: ago(40),
    completedAt: ago(38),
    dueDate: ago(39),
  });
  await insertTask(t, p1.id, {
    title: "done long ago",
    status: "done",
    priority: "low",
    assignedTo: m,
    createdAt: ago(100),
    completedAt: ago(96),
  });
  await insertTask(t, p2.id, {
    title: "legacy done",
    status: "done",
    priority: "medium",
    assignedTo: m,
    createdAt: ago(5),
    dueDate: ago(4),
  });
  // A department holding only the member.
  const [team] = await t.database.db.insert(teams).values({ name: "Ops", ownerId: stranger.id }).returning();
  teamId = team!.id;
  await t.database.db.insert(teamMembers).values({ teamId, userId: m });
  // The stranger's own project: never counted for the owner.
  const hidden = await makeProject(t, stranger, { name: "Hidden" });
  for (let i = 0; i < 3; i++) {
    await insertTask(t, hidden.id, {
      title: `secret ${i}`,
      status: "done",
      assignedTo: o,
      completedAt: ago(1),
      dueDate: ago(2),
    });
  }
});
afterAll(async () => {
  await t.close();
});

const reports = async (who: TestUser, query = "") => {
  const res = await as(t.app, who).get(`/api/reports${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Reports;
};

describe("GET /api/reports overview", () => {
  it("counts the visible tasks: totals, one-decimal rate, projects, overdue and distributions", async () => {
    const { overview } = await reports(owner);
    expect(overview).toEqual({
      totalTasks: 7,
      completedTasks: 3,
      completionRate: 42.9,
      activeProjects: 1,
      totalProjects: 2,
      overdueTasks: 2,
      statusDistribution: { todo: 1, in_progress: 2, review: 1, done: 3 },
      otherStatuses: [],
      priorityDistribution: { high: 2, medium: 3, low: 2 },
      totalPoints: 0,
      completedPoints: 0,
      estimatedTasks: 0,
    });
  });

  it("never counts another user's tasks or projects", async () => {
    const body = await reports(owner);
    expect(JSON.stringify(body)).not.toContain("secret");
    expect(body.projects.map((p) => p.name)).toEqual(["Alpha", "beta"]);
    const theirs = await reports(stranger);
    expect(theirs.overview).toMatchObject({
      totalTasks: 3,
      completedTasks: 3,
      completionRate: 100,
      totalProjects: 1,
    });
  });

  it("is all zeros (rate 0, cycle time null) for a user with nothing", async () => {
    const body = await reports(await createUser(t));
    expect(body.overview).toMatchObject({
      totalTasks: 0,
      completedTasks: 0,
      completionRate: 0,
      totalProjects: 0,
    });
    expect(body).toMatchObject({
      projects: [],
      recentTasks: [],
      overdueTasks: [],
      teamPerformance: [],
      velocity: [],
    });
    expect(body.cycleTime).toEqual({ medianDays: null, p85Days: null, sampleSize: 0 });
  });
});

describe("status distribution with custom statuses", () => {
  it("counts open tasks in the owner's custom columns and in unknown statuses, by name", async () => {
    const lead = await createUser(t);
    const created = await as(t.app, lead).post("/api/custom-statuses", { name: "QA Check", color: "purple" });
    expect(created.statusCode).toBe(201);
    const project = await makeProject(t, lead, { name: "Gamma" });
    await insertTask(t, project.id, { title: "in qa", status: "qa_check" });
    await insertTask(t, project.id, { title: "in qa too", status: "qa_check" });
    await insertTask(t, project.id, { title: "orphan", status: "ghost" });
    await insertTask(t, project.id, { title: "open", status: "todo" });
    await insertTask(t, project.id, { title: "qa but done", status: "qa_check", completedAt: ago(1) });
    const { overview } = await reports(lead);
    expect(overview.statusDistribution).toEqual({ todo: 1, in_progress: 0, review: 0, done: 1 });
    expect(overview.otherStatuses).toEqual([
      { status: "qa_check", name: "QA Check", count: 2 },
      { status: "ghost", name: "ghost", count: 1 },
    ]);
    const shown =
      Object.values(overview.statusDistribution).reduce((a, b) => a + b, 0) +
      overview.otherStatuses.reduce((a, s) => a + s.count, 0);
    expect(shown).toBe(overview.totalTasks);
  });
});

describe("filters", () => {
  it.each([
    ["7d", 3],
    ["30d", 5],
    ["90d", 6],
    ["all", 7],
  ])("timeframe %s counts tasks created in that window", async (timeframe, total) => {
    expect((await reports(owner, `?timeframe=${timeframe}`)).overview.totalTasks).toBe(total);
  });

  it("userId keeps the tasks assigned to that user", async () => {
    const body = await reports(owner, `?userId=${member.id}`);
    expect(body.overview).toMatchObject({ totalTasks: 3, completedTasks: 2 });
    expect(body.teamPerformance.map((r) => r.user.id)).toEqual([member.id]);
  });

  it("teamId keeps the tasks assigned to members of that department", async () => {
    const body = await reports(owner, `?teamId=${teamId}&timeframe=30d`);
    expect(body.overview).toMatchObject({ totalTasks: 2, completedTasks: 1 });
    expect((await reports(owner, "?teamId=999999")).overview.totalTasks).toBe(0);
  });

  it("treats empty and 'all' filters as none", async () => {
    expect((await reports(owner, "?teamId=&userId=all&timeframe=all")).overview.totalTasks).toBe(7);
  });

  it.each([
    ["?timeframe=1y", "Timeframe must be one of all, 7d, 30d, 90d"],
    ["?teamId=abc", "Department must be a department id"],
    ["?userId=0", "User must be a user id"],
    ["?userId=99999999999", "User must be a user id"],
    ["?teamId=1.5", "Department must be a department id"],
  ])("is 400 for %s", async (query, message) => {
    const res = await as(t.app, owner).get(`/api/reports${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("is 401 signed out", async () => {
    expect((await as(t.app, null).get("/api/reports")).statusCode).toBe(401);
  });
});

describe("tabs", () => {
  it("Projects: X of Y completed with a whole-number progress", async () => {
    const { projects } = await reports(owner);
    expect(projects).toEqual([
      { id: p1.id, name: "Alpha", status: "active", total: 6, completed: 2, progress: 33 },
      { id: expect.any(Number), name: "beta", status: "completed", total: 1, completed: 1, progress: 100 },
    ]);
  });

  it("Tasks: newest first, and overdue ones most late first with days overdue", async () => {
    const body = await reports(owner);
    expect(body.recentTasks.map((x) => x.title)).toEqual([
      "todo overdue",
      "doing",
      "legacy done",
      "doing alias",
      "reviewing",
      "done recently",
      "done long ago",
    ]);
    expect(body.recentTasks[0]).toMatchObject({
      project: { id: p1.id, name: "Alpha" },
      assignee: { id: owner.id, firstName: "Olive", lastName: "Owner" },
    });
    expect(body.overdueTasks.map((x) => [x.title, x.daysOverdue])).toEqual([
      ["doing alias", 12],
      ["todo overdue", 3],
    ]);
  });

  it("Team Performance: users with tasks, best completion rate first", async () => {
    const { teamPerformance } = await reports(owner);
    expect(teamPerformance).toEqual([
      {
        user: expect.objectContaining({ id: member.id, email: member.email }),
        total: 3,
        completed: 2,
        overdue: 1,
        successRate: 66.7,
      },
      {
        user: expect.objectContaining({ id: owner.id, firstName: "Olive" }),
        total: 3,
        completed: 1,
        overdue: 1,
        successRate: 33.3,
      },
    ]);
  });

  it("Velocity: completed tasks per visible sprint; Cycle time: median and p85 in days", async () => {
    const body = await reports(owner);
    const velocity = [{ sprintId: expect.any(Number), name: "Sprint One", completed: 2, completedPoints: 0 }];
    expect(body.velocity).toEqual(velocity);
    expect(body.cycleTime).toEqual({ medianDays: 3, p85Days: 3.7, sampleSize: 2 });
    expect((await reports(member)).velocity).toEqual(velocity);
  });

  it("caps the recent and overdue lists at 10", async () => {
    const busy = await createUser(t);
    const project = await makeProject(t, busy);
    for (let i = 1; i <= 12; i++) {
      await insertTask(t, project.id, { title: `t${i}`, createdAt: ago(i), dueDate: ago(i) });
    }
    const body = await reports(busy);
    expect(body.recentTasks).toHaveLength(10);
    expect(body.recentTasks[0]!.title).toBe("t1");
    expect(body.overdueTasks).toHaveLength(10);
    expect(body.overdueTasks[0]).toMatchObject({ title: "t12", daysOverdue: 12 });
    expect(body.overview.overdueTasks).toBe(12);
  });
});
