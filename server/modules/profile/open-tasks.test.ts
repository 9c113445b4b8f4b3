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
