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
