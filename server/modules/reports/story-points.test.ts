import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Burndown, Reports } from "../../../contract/reports.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";

/**
 * Product rules §19: reports, velocity and the burndown count tasks and story points; `unit` is
 * `?unit=` when given, else points when a task in scope has a numeric estimate, else tasks.
 */

let t: TestApp;
let estimator: TestUser;
let plain: TestUser;
let helper: TestUser;
let sprint: { id: number };
let plainSprint: { id: number };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  estimator = await createUser(t);
  plain = await createUser(t);
  helper = await createUser(t);
  sprint = await makeSprint(t, estimator, {
    name: "Pointed",
    startDate: "2024-05-01",
    endDate: "2024-05-03",
  });
  const project = await makeProject(t, estimator, { sprintId: sprint.id });
  // 5 + 8 done (day 1 and day 2), 3 open, '?' open, one unestimated done on day 2; one helper task.
  await insertTask(t, project.id, {
    title: "five",
    storyPoints: "5",
    status: "done",
    completedAt: at("2024-05-01T09:00:00Z"),
    createdAt: at("2024-04-29T09:00:00Z"),
  });
  await insertTask(t, project.id, {
    title: "eight",
    storyPoints: "8",
    status: "done",
    completedAt: at("2024-05-02T09:00:00Z"),
    createdAt: at("2024-04-29T09:00:00Z"),
  });
  await insertTask(t, project.id, { title: "three", storyPoints: "3", assignedTo: estimator.id });
  await insertTask(t, project.id, { title: "unknown", storyPoints: "?" });
  await insertTask(t, project.id, {
    title: "none",
    status: "done",
    completedAt: at("2024-05-02T10:00:00Z"),
    createdAt: at("2024-04-29T09:00:00Z"),
  });
  plainSprint = await makeSprint(t, plain, { name: "Plain", startDate: "2024-05-01", endDate: "2024-05-02" });
  const plainProject = await makeProject(t, plain, { sprintId: plainSprint.id });
  await insertTask(t, plainProject.id, { title: "a" });
  await insertTask(t, plainProject.id, {
    title: "b",
    status: "done",
    completedAt: at("2024-05-01T09:00:00Z"),
    createdAt: at("2024-04-29T09:00:00Z"),
  });
  // A task assigned to `helper` and not estimated: filtering on them leaves nothing estimated.
  await insertTask(t, project.id, { title: "helped", assignedTo: helper.id });
});
afterAll(async () => {
  await t.close();
});

const reports = async (who: TestUser, query = "") => {
  const res = await as(t.app, who).get(`/api/reports${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reports;
};
const burndown = async (who: TestUser, sprintId: number, query = "") => {
  const res = await as(t.app, who).get(`/api/sprints/${sprintId}/burndown${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Burndown;
};

describe("GET /api/reports in points and tasks", () => {
  it("sums the numeric estimates next to the task counts, and defaults to points when estimated", async () => {
    const body = await reports(estimator);
    expect(body.unit).toBe("points");
    expect(body.overview).toMatchObject({
      totalTasks: 6,
      completedTasks: 3,
      totalPoints: 16,
      completedPoints: 13,
      estimatedTasks: 3,
    });
    expect(body.velocity).toEqual([
      { sprintId: sprint.id, name: "Pointed", completed: 3, completedPoints: 13 },
    ]);
    expect(body.recentTasks.find((task) => task.title === "unknown")?.storyPoints).toBe("?");
    expect(body.recentTasks.find((task) => task.title === "eight")?.storyPoints).toBe(8);
  });

  it("defaults to tasks when nothing in scope is estimated, the filtered set included", async () => {
    expect((await reports(plain)).unit).toBe("tasks");
    const filtered = await reports(estimator, `?userId=${helper.id}`);
    expect(filtered.overview).toMatchObject({ totalTasks: 1, totalPoints: 0, estimatedTasks: 0 });
    expect(filtered.unit).toBe("tasks");
    expect((await reports(estimator, `?userId=${estimator.id}`)).unit).toBe("points");
  });

  it("follows ?unit= either way and keeps the task counts as they are", async () => {
    const tasks = await reports(estimator, "?unit=tasks");
    expect(tasks.unit).toBe("tasks");
    expect(tasks.overview).toMatchObject({ totalTasks: 6, completedTasks: 3, completionRate: 50 });
    expect(tasks.velocity[0]).toMatchObject({ completed: 3, completedPoints: 13 });
    const points = await reports(plain, "?unit=points");
    expect(points.unit).toBe("points");
    expect(points.overview).toMatchObject({ totalTasks: 2, totalPoints: 0 });
    expect((await reports(plain, "?unit=")).unit).toBe("tasks");
  });

  it("rejects any other unit with a 400", async () => {
    for (const unit of ["hours", "Points", "1"]) {
      const res = await as(t.app, estimator).get(`/api/reports?unit=${unit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Unit must be points or tasks/);
    }
  });
});

describe("GET /api/sprints/{id}/burndown in points and tasks", () => {
  it("burns the points down day by day, with the ideal line from the starting points", async () => {
    const body = await burndown(estimator, sprint.id);
    expect(body).toMatchObject({ unit: "points", startTotal: 6, startPoints: 16, reason: null });
    expect(body.days).toEqual([
      { date: "2024-05-01", open: 5, ideal: 6, openPoints: 11, idealPoints: 16 },
      { date: "2024-05-02", open: 3, ideal: 3, openPoints: 3, idealPoints: 8 },
      { date: "2024-05-03", open: 3, ideal: 0, openPoints: 3, idealPoints: 0 },
    ]);
  });

  it("defaults to tasks for a sprint without estimates, and follows ?unit=", async () => {
    expect((await burndown(plain, plainSprint.id)).unit).toBe("tasks");
    expect((await burndown(plain, plainSprint.id, "?unit=points")).unit).toBe("points");
    const tasks = await burndown(estimator, sprint.id, "?unit=tasks");
    expect(tasks.unit).toBe("tasks");
    expect(tasks.days.map((d) => d.open)).toEqual([5, 3, 3]);
    const res = await as(t.app, estimator).get(`/api/sprints/${sprint.id}/burndown?unit=days`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unit must be points or tasks/);
  });

  it("says the unit even when the sprint has no dates", async () => {
    const undated = await makeSprint(t, estimator);
    const project = await makeProject(t, estimator, { sprintId: undated.id });
    await insertTask(t, project.id, { storyPoints: "2" });
    expect(await burndown(estimator, undated.id)).toMatchObject({ unit: "points", days: [] });
  });
});
