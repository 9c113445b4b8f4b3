import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, personalTeamMembers, projectMembers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, createTask } from "./task-fixtures.ts";

/*
 * Issue 7, hole 3 (product rules §5): only the project owner may assign a task to an approved user who
 * is not yet a member (which adds them); a plain member assigns among the owner and the members.
 */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let mate: TestUser;
let stranger: TestUser;
let board: { projectId: number; boardId: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  mate = await createUser(t, { firstName: "Max", lastName: "Mate" });
  stranger = await createUser(t, { firstName: "Sam", lastName: "Stranger" });
  board = await createBoard(t, owner, { members: [member, mate] });
});
afterAll(async () => {
  await t.close();
});

async function membership(projectId: number, userId: number) {
  return t.database.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

describe("a plain member assigning a task", () => {
  it("gets 403 assigning a stranger on update; the task and the members stay as they were", async () => {
    const task = await createTask(t, member, board.boardId, { title: "keep me" });
    const res = await as(t.app, member).put(`/api/tasks/${task.id}`, {
      title: "changed",
      assignedTo: stranger.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "Only the project owner can add members" });
    expect(await membership(board.projectId, stranger.id)).toEqual([]);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: "keep me", assignedTo: null });
    expect((await as(t.app, stranger).get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it("gets 403 on PATCH too", async () => {
    const task = await createTask(t, member, board.boardId, { title: "patch me" });
    const res = await as(t.app, member).patch(`/api/tasks/${task.id}`, { assignedTo: stranger.id });
    expect(res.statusCode).toBe(403);
    expect(await membership(board.projectId, stranger.id)).toEqual([]);
  });

  it("gets 403 assigning a stranger on create, and no task is created", async () => {
    const before = await t.database.db.select().from(tasks);
    const res = await as(t.app, member).post(`/api/boards/${board.boardId}/tasks`, {
      title: "sneaky",
      assignedTo: stranger.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the project owner can add members");
    expect(await t.database.db.select().from(tasks)).toHaveLength(before.length);
    expect(await membership(board.projectId, stranger.id)).toEqual([]);
  });

  it("may assign another member and the owner", async () => {
    const created = await as(t.app, member).post(`/api/boards/${board.boardId}/tasks`, {
      title: "for mate",
      assignedTo: mate.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().assignedTo).toBe(mate.id);
    const res = await as(t.app, member).put(`/api/tasks/${created.json().id}`, { assignedTo: owner.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignee).toMatchObject({ id: owner.id });
  });

  it("may not assign the owner's personal team member who is not a member (only the owner adds members)", async () => {
    const teammate = await createUser(t);
    await t.database.db
      .insert(personalTeamMembers)
      .values({ ownerId: owner.id, invitedEmail: teammate.email, invitedUserId: teammate.id });
    const task = await createTask(t, member, board.boardId, { title: "team" });
    const res = await as(t.app, member).put(`/api/tasks/${task.id}`, { assignedTo: teammate.id });
    expect(res.statusCode).toBe(403);
    expect(await membership(board.projectId, teammate.id)).toEqual([]);
    const owners = await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo: teammate.id });
    expect(owners.statusCode).toBe(200);
    expect(await membership(board.projectId, teammate.id)).toHaveLength(1);
  });

  it("gets 400 for a missing or pending user (before any membership question)", async () => {
    const pending = await createUser(t, { approved: false });
    const task = await createTask(t, member, board.boardId, { title: "pending" });
    for (const assignedTo of [999999, pending.id]) {
      const res = await as(t.app, member).put(`/api/tasks/${task.id}`, { assignedTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Assignee must be an approved user");
    }
  });

  it("keeps an unchanged assignee without asking again, and may unassign", async () => {
    const task = await createTask(t, member, board.boardId, { title: "same", assignedTo: mate.id });
    const same = await as(t.app, member).put(`/api/tasks/${task.id}`, { assignedTo: mate.id, title: "x" });
    expect(same.statusCode).toBe(200);
    const cleared = await as(t.app, member).put(`/api/tasks/${task.id}`, { assignedTo: null });
    expect(cleared.json()).toMatchObject({ assignedTo: null, assignee: null });
  });
});

describe("the owner assigning a task", () => {
  it("adds a stranger as a member on create", async () => {
    const newcomer = await createUser(t);
    const res = await as(t.app, owner).post(`/api/boards/${board.boardId}/tasks`, {
      title: "welcome",
      assignedTo: newcomer.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await membership(board.projectId, newcomer.id)).toHaveLength(1);
    expect((await as(t.app, newcomer).get(`/api/tasks/${res.json().id}`)).statusCode).toBe(200);
  });
});

describe("GET /api/projects/{id}/assignable-users mirrors the rule for the asking user", () => {
  it("offers a member the owner and the members only, and the owner also their team members", async () => {
    const boss = await createUser(t, { firstName: "Bo", lastName: "Boss" });
    const helper = await createUser(t, { firstName: "Al", lastName: "Helper" });
    const b = await createBoard(t, boss, { members: [member] });
    await t.database.db
      .insert(personalTeamMembers)
      .values({ ownerId: boss.id, invitedEmail: helper.email, invitedUserId: helper.id });
    const forMember = await as(t.app, member).get(`/api/projects/${b.projectId}/assignable-users`);
    expect(forMember.json().map((u: { id: number }) => u.id)).toEqual([boss.id, member.id]);
    const forOwner = await as(t.app, boss).get(`/api/projects/${b.projectId}/assignable-users`);
    expect(forOwner.json().map((u: { id: number }) => u.id)).toEqual([boss.id, helper.id, member.id]);
    // Every id offered is accepted: the member's choices all assign.
    const task = await createTask(t, member, b.boardId, { title: "offered" });
    for (const u of forMember.json() as { id: number }[]) {
      expect((await as(t.app, member).put(`/api/tasks/${task.id}`, { assignedTo: u.id })).statusCode).toBe(
        200,
      );
    }
  });
});

describe("assigning tasks", () => {
  it("adds a non-member assignee to the project and notifies them", async () => {
    const newcomer = await createUser(t);
    const b = await createBoard(t, owner);
    const task = await createTask(t, owner, b.boardId, { title: "for newcomer" });
    const res = await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo: newcomer.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignee).toMatchObject({ id: newcomer.id, email: newcomer.email });
    const membership = await t.database.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, b.projectId), eq(projectMembers.userId, newcomer.id)));
    expect(membership).toHaveLength(1);
    expect((await as(t.app, newcomer).get(`/api/tasks/${task.id}`)).statusCode).toBe(200);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, newcomer.id));
    expect(notes.map((n) => n.type).sort()).toEqual(["project_assigned", "task_assigned"]);
  });

  it("does not notify users who assign themselves", async () => {
    const task = await createTask(t, member, board.boardId, { title: "mine", assignedTo: member.id });
    expect(task.assignedTo).toBe(member.id);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.relatedEntityId, task.id)));
    expect(notes).toHaveLength(0);
  });

  it("refuses a missing or pending assignee with 400 and unassigns with null", async () => {
    const pending = await createUser(t, { approved: false });
    const task = await createTask(t, owner, board.boardId, { title: "assign", assignedTo: member.id });
    for (const assignedTo of [999999, pending.id]) {
      const res = await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Assignee must be an approved user");
    }
    const cleared = await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo: null });
    expect(cleared.json()).toMatchObject({ assignedTo: null, assignee: null });
  });
});
