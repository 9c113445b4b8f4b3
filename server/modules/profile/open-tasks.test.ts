import { afterAll, beforeAll, expect, it } from "vitest";
import { projectMembers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, testRank } from "../tasks/task-fixtures.ts";

let t: TestApp;
let owner: TestUser;
let me: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  me = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

it("lists the user's open assigned tasks with their project, soonest due first", async () => {
  const { boardId, projectId } = await createBoard(t, owner, { name: "Orion", members: [me] });
  const day = 24 * 60 * 60 * 1000;
  const insert = (values: Partial<typeof tasks.$inferInsert>) =>
    t.database.db
      .insert(tasks)
      .values({ boardId, title: "t", rank: testRank(), ...values })
      .returning({ id: tasks.id });
  const [later] = await insert({
    title: "Later",
    assignedTo: me.id,
    dueDate: new Date(Date.now() + 3 * day),
  });
  const [soon] = await insert({
    title: "Soon",
    description: "Do it",
    priority: "high",
    status: "in_progress",
    assignedTo: me.id,
    dueDate: new Date(Date.now() + day),
  });
  const [undated] = await insert({ title: "Undated", assignedTo: me.id });
  await insert({ title: "Finished", assignedTo: me.id, status: "done", completedAt: new Date() });
  await insert({ title: "Someone else's", assignedTo: owner.id });
  await insert({ title: "Nobody's" });

  const res = await as(t.app, me).get("/api/user/tasks");
  expect(res.statusCode).toBe(200);
  const list = res.json();
  expect(list.map((x: { id: number }) => x.id)).toEqual([soon!.id, later!.id, undated!.id]);
  expect(list[0]).toEqual({
    id: soon!.id,
    title: "Soon",
    description: "Do it",
    status: "in_progress",
    priority: "high",
    dueDate: expect.any(String),
    updatedAt: expect.any(String),
    createdAt: expect.any(String),
    project: { id: projectId, name: "Orion" },
  });
  expect(list[2].dueDate).toBeNull();
});

it("leaves out tasks of projects the user can no longer see", async () => {
  const outsider = await createUser(t);
  const { boardId, projectId } = await createBoard(t, owner, { name: "Secret" });
  await t.database.db
    .insert(tasks)
    .values({ boardId, title: "Stale assignment", rank: testRank(), assignedTo: outsider.id });
  expect((await as(t.app, outsider).get("/api/user/tasks")).json()).toEqual([]);
  await t.database.db.insert(projectMembers).values({ projectId, userId: outsider.id });
  const listed = (await as(t.app, outsider).get("/api/user/tasks")).json();
  expect(listed.map((x: { title: string }) => x.title)).toEqual(["Stale assignment"]);
});

it("answers 401 when signed out", async () => {
  expect((await as(t.app, null).get("/api/user/tasks")).statusCode).toBe(401);
});

it("with ?limit= answers the first tasks and counts every open one in X-Total-Count (issue 14)", async () => {
  const user = await createUser(t);
  const { boardId } = await createBoard(t, owner, { name: "Paged", members: [user] });
  const day = 24 * 60 * 60 * 1000;
  await t.database.db.insert(tasks).values([
    ...[3, 1, 2].map((n) => ({
      boardId,
      title: `Due in ${n}`,
      rank: testRank(),
      assignedTo: user.id,
      dueDate: new Date(Date.now() + n * day),
    })),
    { boardId, title: "Undated", rank: testRank(), assignedTo: user.id },
    {
      boardId,
      title: "Done",
      rank: testRank(),
      assignedTo: user.id,
      status: "done",
      completedAt: new Date(),
    },
  ]);
  const res = await as(t.app, user).get("/api/user/tasks?limit=2");
  expect(res.statusCode).toBe(200);
  expect(res.headers["x-total-count"]).toBe("4");
  expect(res.json().map((x: { title: string }) => x.title)).toEqual(["Due in 1", "Due in 2"]);
  // Without a limit: the whole list, as before, and no count header.
  const all = await as(t.app, user).get("/api/user/tasks");
  expect(all.json()).toHaveLength(4);
  expect(all.headers["x-total-count"]).toBeUndefined();
  expect((await as(t.app, user).get("/api/user/tasks?limit=")).json()).toHaveLength(4);
});

it("refuses a bad limit with 400 and a message", async () => {
  for (const limit of ["0", "201", "x", "1.5", "-1"]) {
    const res = await as(t.app, me).get(`/api/user/tasks?limit=${limit}`);
    expect(res.statusCode, limit).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  }
});
