import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyTask } from "../../../contract/my-tasks.ts";
import { projectMembers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject } from "../projects/projects.fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
let me: TestUser;
let boss: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  me = await createUser(t, { firstName: "Mia", lastName: "Me" });
  boss = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const myTasks = async (who: TestUser) => {
  const res = await as(t.app, who).get("/api/tasks/user");
  expect(res.statusCode).toBe(200);
  return res.json() as MyTask[];
};

describe("GET /api/tasks/user", () => {
  it("lists the tasks assigned to me in visible projects, newest update first, with project and assignee", async () => {
    const mine = await makeProject(t, me, { name: "Mine" });
    const theirs = await makeProject(t, boss, { name: "Boss's" });
    await addProjectMember(t, theirs.id, me);
    const older = await insertTask(t, mine.id, {
      title: "older",
      assignedTo: me.id,
      updatedAt: ago(2),
      dueDate: ago(1),
    });
    const newer = await insertTask(t, theirs.id, {
      title: "newer",
      assignedTo: me.id,
      updatedAt: ago(1),
      tags: ["a"],
    });
    await insertTask(t, mine.id, { title: "unassigned" });
    await insertTask(t, theirs.id, { title: "the boss's own", assignedTo: boss.id });

    const list = await myTasks(me);
    expect(list.map((x) => x.title)).toEqual(["newer", "older"]);
    expect(list[0]).toMatchObject({
      id: newer.id,
      projectId: theirs.id,
      status: "todo",
      priority: "medium",
      assignedTo: me.id,
      assignee: { id: me.id, email: me.email, firstName: "Mia", lastName: "Me", profileImageUrl: null },
      tags: ["a"],
      commentCount: 0,
      project: { id: theirs.id, name: "Boss's", ownerId: boss.id },
    });
    expect(list[1]).toMatchObject({
      id: older.id,
      dueDate: older.dueDate!.toISOString(),
      project: { id: mine.id, name: "Mine", ownerId: me.id },
    });
  });

  it("leaves out tasks of projects I can no longer see", async () => {
    const other = await createUser(t);
    const project = await makeProject(t, boss, { name: "Left" });
    await addProjectMember(t, project.id, other);
    await insertTask(t, project.id, { title: "stale", assignedTo: other.id });
    expect((await myTasks(other)).map((x) => x.title)).toEqual(["stale"]);
    await t.database.db.delete(projectMembers).where(eq(projectMembers.userId, other.id));
    expect(await myTasks(other)).toEqual([]);
  });

  it("is an empty list for a user with no tasks, 401 signed out, 403 pending", async () => {
    expect(await myTasks(await createUser(t))).toEqual([]);
    expect((await as(t.app, null).get("/api/tasks/user")).statusCode).toBe(401);
    expect(
      (await as(t.app, await createUser(t, { approved: false })).get("/api/tasks/user")).statusCode,
    ).toBe(403);
  });
});

describe("GET /api/tasks/user, a page at a time (issue 14)", () => {
  let pager: TestUser;
  beforeAll(async () => {
    pager = await createUser(t);
    const alpha = await makeProject(t, pager, { name: "Alpha launch" });
    const beta = await makeProject(t, pager, { name: "Beta" });
    const rows: [number, string, string, string, string | null][] = [
      [alpha.id, "Write 100% of the docs", "todo", "high", null],
      [alpha.id, "Fix login", "progress", "high", "Users see a 500"],
      [alpha.id, "Ship it", "done", "low", null],
      [beta.id, "Plan the beta", "in_progress", "medium", null],
      [beta.id, "Review copy", "review", "medium", "Check the 100% claims"],
    ];
    let day = 10;
    for (const [projectId, title, status, priority, description] of rows) {
      await insertTask(t, projectId, {
        title,
        status,
        priority,
        description,
        assignedTo: pager.id,
        updatedAt: ago(day--),
      });
    }
    await insertTask(t, beta.id, { title: "Not mine", assignedTo: me.id });
  });

  const page = async (query: string) => {
    const res = await as(t.app, pager).get(`/api/tasks/user?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      titles: (res.json() as MyTask[]).map((task) => task.title),
      matching: Number(res.headers["x-total-count"]),
      assigned: Number(res.headers["x-assigned-count"]),
    };
  };

  it("pages with limit and offset, newest update first, and counts in headers", async () => {
    expect(await page("limit=2")).toEqual({
      titles: ["Review copy", "Plan the beta"],
      matching: 5,
      assigned: 5,
    });
    expect(await page("limit=2&offset=4")).toEqual({
      titles: ["Write 100% of the docs"],
      matching: 5,
      assigned: 5,
    });
  });

  it("filters by status (aliases folded), priority and a search of title, description and project", async () => {
    expect((await page("status=in_progress")).titles).toEqual(["Plan the beta", "Fix login"]);
    expect(await page("priority=high&limit=1")).toEqual({ titles: ["Fix login"], matching: 2, assigned: 5 });
    expect((await page("search=100%25")).titles).toEqual(["Review copy", "Write 100% of the docs"]);
    expect((await page("search=ALPHA&status=done")).titles).toEqual(["Ship it"]);
    expect((await page("search=500")).titles).toEqual(["Fix login"]);
    expect((await page("status=all&priority=all&search=")).matching).toBe(5);
  });

  it("refuses a bad limit, offset or priority with 400", async () => {
    for (const query of ["limit=0", "limit=101", "offset=-1", "priority=urgent", "limit=abc"]) {
      const res = await as(t.app, pager).get(`/api/tasks/user?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
