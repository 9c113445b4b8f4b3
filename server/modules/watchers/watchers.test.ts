import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TaskWatchers } from "../../../contract/watchers.ts";
import { notifications, taskWatchers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { dataUrl, PNG_BYTES, postComment } from "../comments/comments.fixtures.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";

/*
 * Issue 22, part 2 (product rules 'Watchers'): watching and unwatching, the automatic rules and their
 * stickiness, who may see what, and the `task_changed` notifications with their two-minute folding.
 */

let t: TestApp;
let owner: TestUser;
let ana: TestUser;
let bob: TestUser;
let outsider: TestUser;
let projectId: number;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  ana = await createUser(t, { firstName: "Ana", lastName: "Lee" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Stone" });
  outsider = await createUser(t, { firstName: "Sam", lastName: "Outside" });
  const project = await makeProject(t, owner, { name: "Web shop" });
  projectId = project.id;
  await addProjectMember(t, projectId, ana);
  await addProjectMember(t, projectId, bob);
  boardId = await firstBoardId(t, projectId);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const newTask = (by: TestUser, body: Record<string, unknown> = {}) =>
  createTask(t, by, boardId, { title: "Checkout page", ...body });

async function watchersOf(user: TestUser, taskId: number): Promise<TaskWatchers> {
  const res = await as(t.app, user).get(`/api/tasks/${taskId}/watchers`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskWatchers;
}

const watcherIds = async (taskId: number) => (await watchersOf(owner, taskId)).watchers.map((w) => w.id);

/** The `task_changed` notifications of `user` about `taskId`, newest first. */
function changedFor(user: TestUser, taskId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, user.id),
        eq(notifications.type, "task_changed"),
        eq(notifications.relatedEntityId, taskId),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

describe("watching a task", () => {
  it("watch and unwatch are idempotent and answer the new state", async () => {
    const task = await newTask(owner);
    for (let i = 0; i < 2; i++) {
      const res = await as(t.app, bob).put(`/api/tasks/${task.id}/watch`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        watching: true,
        watchers: [
          { id: owner.id, firstName: "Olga", lastName: "Owner", profileImageUrl: null },
          { id: bob.id, firstName: "Bob", lastName: "Stone", profileImageUrl: null },
        ],
      });
    }
    for (let i = 0; i < 2; i++) {
      const res = await as(t.app, bob).delete(`/api/tasks/${task.id}/watch`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ watching: false, watchers: [{ id: owner.id }] });
    }
    const rows = await t.database.db.select().from(taskWatchers).where(eq(taskWatchers.taskId, task.id));
    expect(rows.map((r) => [r.userId, r.watching]).sort()).toEqual(
      [
        [owner.id, true],
        [bob.id, false],
      ].sort(),
    );
  });

  it("answers 404 to an outsider on every route, changing nothing; a member may watch", async () => {
    const task = await newTask(owner);
    const api = as(t.app, outsider);
    expect((await api.get(`/api/tasks/${task.id}/watchers`)).statusCode).toBe(404);
    expect((await api.put(`/api/tasks/${task.id}/watch`)).statusCode).toBe(404);
    expect((await api.delete(`/api/tasks/${task.id}/watch`)).statusCode).toBe(404);
    expect((await api.get(`/api/user/watching?projectId=${projectId}`)).statusCode).toBe(404);
    expect(await watcherIds(task.id)).toEqual([owner.id]);
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}/watch`)).statusCode).toBe(200);
    expect((await watchersOf(ana, task.id)).watching).toBe(true);
  });

  it("answers bad input with a 400", async () => {
    const api = as(t.app, ana);
    expect((await api.put("/api/tasks/abc/watch")).statusCode).toBe(400);
    expect((await api.get("/api/tasks/0/watchers")).statusCode).toBe(400);
    const missing = await api.get("/api/user/watching");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/projectId/);
    expect((await api.get("/api/user/watching?projectId=x")).statusCode).toBe(400);
  });

  it("lists the caller's watched tasks of one project", async () => {
    const mine = await newTask(ana);
    const notMine = await newTask(owner);
    const other = await makeProject(t, ana, { name: "Elsewhere" });
    await createTask(t, ana, await firstBoardId(t, other.id), { title: "Other project" });
    const res = await as(t.app, ana).get(`/api/user/watching?projectId=${projectId}`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { taskIds: number[] }).taskIds;
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(notMine.id);
    await as(t.app, ana).delete(`/api/tasks/${mine.id}/watch`);
    const after = (await as(t.app, ana).get(`/api/user/watching?projectId=${projectId}`)).json();
    expect(after.taskIds).not.toContain(mine.id);
  });
});

describe("watching automatically", () => {
  it("watches for the creator and the assignee, and for a new assignee", async () => {
    const task = await newTask(owner, { assignedTo: ana.id });
    expect(await watcherIds(task.id)).toEqual([owner.id, ana.id]);
    expect((await as(t.app, owner).patch(`/api/tasks/${task.id}`, { assignedTo: bob.id })).statusCode).toBe(
      200,
    );
    expect(await watcherIds(task.id)).toEqual([owner.id, ana.id, bob.id]);
  });

  it("watches for the creator and assignees of the tasks a project is created with", async () => {
    const res = await as(t.app, owner).post("/api/projects", {
      name: "Planned",
      tasks: [{ title: "Planned task", assignedTo: ana.id }, { title: "Unassigned" }],
    });
    expect(res.statusCode).toBe(201);
    const board = await firstBoardId(t, res.json().id);
    const listed = (await as(t.app, owner).get(`/api/boards/${board}/tasks`)).json() as {
      id: number;
      title: string;
    }[];
    const planned = listed.find((x) => x.title === "Planned task")!;
    const unassigned = listed.find((x) => x.title === "Unassigned")!;
    expect(await watcherIds(planned.id)).toEqual([owner.id, ana.id]);
    expect(await watcherIds(unassigned.id)).toEqual([owner.id]);
  });

  it("watches for a commenter and for the people a comment mentions", async () => {
    const task = await newTask(owner);
    await postComment(t, bob, task.id, { content: "@Ana Lee could you look? @Nobody Here too" });
    expect((await watcherIds(task.id)).sort()).toEqual([owner.id, ana.id, bob.id].sort());
  });

  it("watches for a bulk assignment", async () => {
    const a = await newTask(owner);
    const b = await newTask(owner);
    const res = await as(t.app, owner).post("/api/tasks/bulk", {
      taskIds: [a.id, b.id],
      action: { type: "update", set: { assignedTo: bob.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(await watcherIds(a.id)).toEqual([owner.id, bob.id]);
    expect(await watcherIds(b.id)).toEqual([owner.id, bob.id]);
  });

  it("never re-adds someone who unwatched: not on assignment, comment or mention", async () => {
    const task = await newTask(owner);
    expect((await as(t.app, bob).delete(`/api/tasks/${task.id}/watch`)).statusCode).toBe(200);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { assignedTo: bob.id });
    await postComment(t, bob, task.id, { content: "Mine now" });
    await postComment(t, owner, task.id, { content: "@Bob Stone thanks" });
    expect(await watcherIds(task.id)).toEqual([owner.id]);
    expect((await watchersOf(bob, task.id)).watching).toBe(false);
    expect(await changedFor(bob, task.id)).toEqual([]);
  });
});

describe("telling watchers", () => {
  it("tells watchers, not the actor, of a status change, and nothing of a title change", async () => {
    const task = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${task.id}/watch`);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { title: "Checkout page", priority: "high" });
    expect(await changedFor(ana, task.id)).toEqual([]);
    const moved = await as(t.app, owner).put(`/api/tasks/${task.id}/position`, {
      status: "in_progress",
      position: 0,
    });
    expect(moved.statusCode).toBe(200);
    const [note, ...more] = await changedFor(ana, task.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: `Olga Owner moved ${task.key} to In Progress`,
      message: '"Checkout page" · Status: To Do → In Progress',
      content: { kind: "taskChanged", task: { key: task.key, title: "Checkout page" } },
      actionUserId: owner.id,
      relatedEntityType: "task",
      isRead: false,
    });
    expect(await changedFor(owner, task.id)).toEqual([]);
    const feed = (await as(t.app, ana).get("/api/user/notifications")).json() as {
      type: string;
      link: string;
    }[];
    expect(feed.find((n) => n.type === "task_changed")?.link).toBe(
      `/projects/${projectId}?taskId=${task.id}`,
    );
  });

  it("tells of a due date, a comment with an attachment; a new assignee hears only of the assignment", async () => {
    const dated = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${dated.id}/watch`);
    await as(t.app, owner).patch(`/api/tasks/${dated.id}`, { dueDate: "2031-05-06" });
    expect((await changedFor(ana, dated.id))[0]?.title).toBe(
      `Olga Owner set the due date of ${dated.key} to May 6, 2031`,
    );

    const commented = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${commented.id}/watch`);
    await postComment(t, bob, commented.id, {
      content: "Screenshot",
      attachments: [{ type: "file", name: "shot.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    expect((await changedFor(ana, commented.id))[0]).toMatchObject({
      title: `Bob Stone commented on ${commented.key} and attached a file`,
      message: '"Checkout page" · Comment: Screenshot · Attached: shot.png',
    });
    // The creator heard of the comment through its own kind (task_message_reply), once.
    expect(await changedFor(owner, commented.id)).toEqual([]);

    const assigned = await newTask(owner);
    await as(t.app, bob).put(`/api/tasks/${assigned.id}/watch`);
    await as(t.app, owner).patch(`/api/tasks/${assigned.id}`, { assignedTo: bob.id });
    expect(await changedFor(bob, assigned.id)).toEqual([]);
    const kinds = await t.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, bob.id), eq(notifications.relatedEntityId, assigned.id)));
    expect(kinds.map((k) => k.type)).toEqual(["task_assigned"]);
  });

  it("folds one person's changes within two minutes into one notification, then starts a new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
    const task = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${task.id}/watch`);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "in_progress" });
    vi.advanceTimersByTime(20_000);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { dueDate: "2031-01-02" });
    vi.advanceTimersByTime(20_000);
    await postComment(t, owner, task.id, { content: "Done soon" });
    const folded = await changedFor(ana, task.id);
    expect(folded).toHaveLength(1);
    expect(folded[0]!.title).toBe(`Olga Owner changed 3 things on ${task.key}`);
    expect(folded[0]!.message).toBe(
      '"Checkout page" · Status: To Do → In Progress · Due date: none → Jan 2, 2031 · Comment: Done soon',
    );
    expect(folded[0]!.createdAt.getTime()).toBe(Date.now());

    // Another person's change is their own notification.
    await as(t.app, bob).patch(`/api/tasks/${task.id}`, { status: "review" });
    expect(await changedFor(ana, task.id)).toHaveLength(2);

    vi.advanceTimersByTime(2 * 60_000 + 1);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "done" });
    const after = await changedFor(ana, task.id);
    expect(after).toHaveLength(3);
    expect(after[0]!.title).toBe(`Olga Owner moved ${task.key} to Done`);
  });

  it("does not fold into a notification already read", async () => {
    const task = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${task.id}/watch`);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "in_progress" });
    const [first] = await changedFor(ana, task.id);
    expect((await as(t.app, ana).patch(`/api/notifications/${first!.id}/read`)).statusCode).toBe(200);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "review" });
    expect(await changedFor(ana, task.id)).toHaveLength(2);
  });

  it("makes one notification of two changes by one person at once", async () => {
    const task = await newTask(owner);
    await as(t.app, ana).put(`/api/tasks/${task.id}/watch`);
    const answers = await Promise.all([
      as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "in_progress" }),
      postComment(t, owner, task.id, { content: "At the same time" }),
    ]);
    expect(answers[0].statusCode).toBe(200);
    const notes = await changedFor(ana, task.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe(`Olga Owner changed 2 things on ${task.key}`);
  });

  it("tells each task's watchers once for a bulk change", async () => {
    const a = await newTask(owner);
    const b = await newTask(owner);
    const res = await as(t.app, bob).post("/api/tasks/bulk", {
      taskIds: [a.id, b.id],
      action: { type: "update", set: { status: "review", priority: "low" } },
    });
    expect(res.statusCode).toBe(200);
    for (const task of [a, b]) {
      const notes = await changedFor(owner, task.id);
      expect(notes.map((n) => n.title)).toEqual([`Bob Stone moved ${task.key} to Review`]);
    }
  });

  it("stops telling someone removed from the project, and lists them no more", async () => {
    const leaver = await createUser(t, { firstName: "Lea", lastName: "Ver" });
    await addProjectMember(t, projectId, leaver);
    const task = await newTask(owner);
    expect((await as(t.app, leaver).put(`/api/tasks/${task.id}/watch`)).statusCode).toBe(200);
    const removed = await as(t.app, owner).delete(`/api/projects/${projectId}/members/${leaver.id}`);
    expect(removed.statusCode).toBe(204);
    await as(t.app, owner).patch(`/api/tasks/${task.id}`, { status: "review" });
    expect(await changedFor(leaver, task.id)).toEqual([]);
    expect(await watcherIds(task.id)).toEqual([owner.id]);
    expect((await as(t.app, leaver).get(`/api/tasks/${task.id}/watchers`)).statusCode).toBe(404);
  });
});

describe("reading the lists", () => {
  it("takes the same number of statements for 1 row as for 20", async () => {
    const small = await makeProject(t, bob, { name: "Small" });
    const large = await makeProject(t, bob, { name: "Large" });
    await addProjectMember(t, large.id, ana);
    await addProjectMember(t, large.id, owner);
    const lone = await createTask(t, bob, await firstBoardId(t, small.id), { title: "Alone" });
    const largeBoard = await firstBoardId(t, large.id);
    const many = [];
    for (let i = 0; i < 20; i++) many.push(await createTask(t, bob, largeBoard, { title: `Task ${i}` }));
    for (const user of [ana, owner]) await as(t.app, user).put(`/api/tasks/${many[0]!.id}/watch`);

    const api = as(t.app, bob);
    const count = async (url: string) => {
      let body = "";
      const statements = await countStatements(async () => {
        body = (await api.get(url)).body;
      });
      return { statements, body: JSON.parse(body) };
    };
    const w1 = await count(`/api/user/watching?projectId=${small.id}`);
    const w20 = await count(`/api/user/watching?projectId=${large.id}`);
    expect([w1.body.taskIds.length, w20.body.taskIds.length]).toEqual([1, 20]);
    expect(w20.statements).toBe(w1.statements);
    const l1 = await count(`/api/tasks/${lone.id}/watchers`);
    const l3 = await count(`/api/tasks/${many[0]!.id}/watchers`);
    expect([l1.body.watchers.length, l3.body.watchers.length]).toEqual([1, 3]);
    expect(l3.statements).toBe(l1.statements);
  });
});
