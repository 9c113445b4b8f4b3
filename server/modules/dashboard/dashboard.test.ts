import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOfDayIn } from "../../../contract/due-days.ts";
import { notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject } from "../projects/projects.fixtures.ts";
import { dashboardStats } from "./dashboard.service.ts";
import { weekBounds } from "./weeks.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

describe("GET /api/dashboard/stats", () => {
  it("counts a constructed week in the browser's time zone", async () => {
    const tz = "America/New_York";
    const now = new Date();
    const { lastWeek, thisWeek } = weekBounds(now, tz);
    const mine = await makeProject(t, user, { name: "Mine" });
    const shared = await makeProject(t, other, { name: "Shared" });
    await addProjectMember(t, shared.id, user);
    const hidden = await makeProject(t, other, { name: "Hidden" });
    // A due date is a day, overdue once it has ended in the reader's zone: two days back always has.
    const past = minutes(now, -2 * 24 * 60);

    // Created this week: 3 (one of them on the shared project).
    await insertTask(t, mine.id, { createdAt: minutes(thisWeek, 1) });
    await insertTask(t, mine.id, { createdAt: now });
    await insertTask(t, shared.id, { createdAt: minutes(thisWeek, 5) });
    // Created last week: 2, at both ends of it.
    await insertTask(t, mine.id, { createdAt: lastWeek });
    await insertTask(t, mine.id, { createdAt: minutes(thisWeek, -1) });
    // Older: counts for nothing but may be overdue.
    await insertTask(t, mine.id, { createdAt: minutes(lastWeek, -1), dueDate: past });
    // Completed this week: 2; completed last week: not counted.
    await insertTask(t, mine.id, {
      createdAt: minutes(lastWeek, 10),
      completedAt: minutes(thisWeek, 2),
      status: "done",
    });
    await insertTask(t, shared.id, { createdAt: minutes(lastWeek, 10), completedAt: now, status: "done" });
    await insertTask(t, mine.id, {
      createdAt: minutes(lastWeek, 10),
      completedAt: minutes(thisWeek, -2),
      status: "done",
    });
    // Overdue: due day ended and not completed (the older task above, plus this one). Done ones are not;
    // nor is one due today (its day has not ended where the reader is).
    await insertTask(t, mine.id, { createdAt: minutes(lastWeek, -100), dueDate: minutes(now, -3 * 24 * 60) });
    await insertTask(t, mine.id, {
      createdAt: minutes(lastWeek, -100),
      dueDate: startOfDayIn(now.toLocaleDateString("en-CA", { timeZone: tz }), tz),
    });
    await insertTask(t, mine.id, {
      createdAt: minutes(lastWeek, -100),
      dueDate: past,
      status: "done",
      completedAt: minutes(lastWeek, 1),
    });
    await insertTask(t, mine.id, { createdAt: minutes(lastWeek, -100), dueDate: minutes(now, 60 * 24) });
    // Invisible project: never counted.
    await insertTask(t, hidden.id, { createdAt: now, dueDate: past, completedAt: now });

    const res = await as(t.app, user).get(`/api/dashboard/stats?tz=${encodeURIComponent(tz)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProjects: 2,
      tasksThisWeek: 3,
      tasksLastWeek: 5,
      completedThisWeek: 2,
      overdueTasks: 2,
    });
  });

  it("puts the week boundary at local midnight of the given zone", async () => {
    const u = await createUser(t);
    const p = await makeProject(t, u);
    // Sunday 2025-03-09 02:00 UTC: this week in UTC, still Saturday (last week) in New York.
    await insertTask(t, p.id, { createdAt: new Date("2025-03-09T02:00:00Z") });
    const now = new Date("2025-03-12T12:00:00Z");
    const utc = await dashboardStats(t.database.db, u.id, "UTC", now);
    expect([utc.tasksThisWeek, utc.tasksLastWeek]).toEqual([1, 0]);
    const ny = await dashboardStats(t.database.db, u.id, "America/New_York", now);
    expect([ny.tasksThisWeek, ny.tasksLastWeek]).toEqual([0, 1]);
  });

  it("defaults to UTC and rejects an unknown time zone with 400", async () => {
    const fresh = await createUser(t);
    const res = await as(t.app, fresh).get("/api/dashboard/stats");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProjects: 0,
      tasksThisWeek: 0,
      tasksLastWeek: 0,
      completedThisWeek: 0,
      overdueTasks: 0,
    });
    const bad = await as(t.app, fresh).get("/api/dashboard/stats?tz=Mars/Olympus");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid time zone");
    expect((await as(t.app, null).get("/api/dashboard/stats")).statusCode).toBe(401);
  });
});

describe("GET /api/user/recent-activity", () => {
  it("returns the user's 10 newest notifications, newest first, and nobody else's", async () => {
    const u = await createUser(t);
    const base = Date.now() - 60 * 60_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: u.id,
        type: "task_assigned",
        title: `Note ${i}`,
        message: `Message ${i}`,
        isRead: i % 2 === 0,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await t.database.db
      .insert(notifications)
      .values({ userId: other.id, type: "task_reply", title: "Not yours", message: "x" });
    const res = await as(t.app, u).get("/api/user/recent-activity");
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      type: "task_assigned",
      title: "Note 11",
      message: "Message 11",
      isRead: false,
      createdAt: new Date(base + 11 * 60_000).toISOString(),
      // No related entity: nothing to link to (issue 9 gives items a link when they have one).
      link: null,
    });
    expect(items.map((n: { title: string }) => n.title).at(-1)).toBe("Note 2");
  });
});
