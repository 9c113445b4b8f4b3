import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { projectMembers, projects, sessions, users } from "../../db/schema.ts";
import { buildTestApp, sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";
import { collect, sendJson, sleep, watchClose } from "./ws-client.ts";

/*
 * Issue 7 hole 1: a socket lives no longer than its session, and no longer in a project than its
 * user's access to it. The database tells the hub (triggers + NOTIFY), so no call site is involved.
 */

let t: TestApp;
let admin: TestUser;
let base: string;
const sockets: WebSocket[] = [];
const PASSWORD = "correct horse battery";

/** A real socket to the listening app with the user's cookie, once open. */
const connect = (cookie: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { headers: { cookie }, origin: base });
    sockets.push(ws);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });

/** A second session of the same user (a second browser). */
async function signInAgain(user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

/** The socket answers a ping: it is open and served. */
async function isServed(ws: WebSocket): Promise<boolean> {
  const inbox = collect(ws);
  sendJson(ws, { type: "ping" });
  return inbox
    .next((m) => m.type === "pong", 2000)
    .then(
      () => true,
      () => false,
    );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t); // the first account: super administrator
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe("a socket ends with its session", () => {
  it("is closed with 4401 within a second of its session's logout", async () => {
    const user = await createUser(t);
    const ws = await connect(user.cookie);
    expect(await isServed(ws)).toBe(true);
    const end = watchClose(ws);
    expect((await as(t.app, user).post("/api/auth/logout")).statusCode).toBe(204);
    expect(await end.within(1000)).toEqual({ code: 4401, reason: "Session ended" });
  });

  it("closes the other sessions' sockets after a password change, and keeps the changer's own", async () => {
    const user = await createUser(t);
    const other = await connect(user.cookie);
    const secondCookie = await signInAgain(user);
    const own = await connect(secondCookie);
    const end = watchClose(other);
    const res = await as(t.app, { cookie: secondCookie }).patch("/api/user/password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new password",
    });
    expect(res.statusCode).toBe(200);
    expect((await end.within(1000)).code).toBe(4401);
    expect(await isServed(own)).toBe(true);
    expect(own.readyState).toBe(WebSocket.OPEN);
  });

  it("closes the user's sockets after a password reset by emailed token", async () => {
    const user = await createUser(t);
    const ws = await connect(user.cookie);
    const token = "a-reset-token-from-the-email";
    await t.database.db
      .update(users)
      .set({
        resetTokenHash: createHash("sha256").update(token).digest("hex"),
        resetTokenExpiry: new Date(Date.now() + 60 * 60 * 1000),
      })
      .where(eq(users.id, user.id));
    const end = watchClose(ws);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "another new password" },
    });
    expect(res.statusCode).toBe(200);
    expect((await end.within(1000)).code).toBe(4401);
  });

  it("closes every socket of a user the administrator deletes", async () => {
    const user = await createUser(t);
    const first = await connect(user.cookie);
    const second = await connect(await signInAgain(user));
    const ends = [watchClose(first), watchClose(second)];
    expect((await as(t.app, admin).delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    expect((await Promise.all(ends.map((end) => end.within(1000)))).map((e) => e.code)).toEqual([4401, 4401]);
  });

  it("closes a socket when its session expires while it is open", async () => {
    const user = await createUser(t);
    const ws = await connect(user.cookie);
    const bystander = await connect((await createUser(t)).cookie);
    const end = watchClose(ws);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 300) })
      .where(eq(sessions.userId, user.id));
    expect((await end.within(1500)).code).toBe(4401);
    expect(await isServed(bystander)).toBe(true);
  });

  it("keeps sockets of untouched sessions open", async () => {
    const user = await createUser(t);
    const ws = await connect(user.cookie);
    const other = await createUser(t);
    await as(t.app, other).post("/api/auth/logout");
    await sleep(200);
    expect(await isServed(ws)).toBe(true);
  });
});

describe("a socket leaves a project its user can no longer see", () => {
  /** An owner and a member, both viewing a fresh board over /ws. */
  async function viewedBoard() {
    const owner = await createUser(t);
    const member = await createUser(t);
    const board = await createBoard(t, owner, { members: [member] });
    const ownerWs = await connect(owner.cookie);
    const memberWs = await connect(member.cookie);
    const ownerInbox = collect(ownerWs);
    const memberInbox = collect(memberWs);
    sendJson(ownerWs, { type: "join_project", projectId: board.projectId });
    sendJson(memberWs, { type: "join_project", projectId: board.projectId });
    await ownerInbox.next((m) => m.type === "presence" && m.users.some((u: any) => u.id === member.id));
    return { owner, member, board, ownerInbox, memberInbox };
  }

  /** Drops what the inboxes received so far: only what follows counts. */
  const forget = (...inboxes: { messages: unknown[] }[]) => {
    for (const inbox of inboxes) inbox.messages.length = 0;
  };

  it("stops sending a removed member the project's events at once", async () => {
    const { owner, member, board, ownerInbox, memberInbox } = await viewedBoard();
    forget(ownerInbox, memberInbox);
    await t.database.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, board.projectId), eq(projectMembers.userId, member.id)));
    // The owner sees the member leave the board at once.
    await ownerInbox.next(
      (m) => m.type === "presence" && !m.users.some((u: any) => u.id === member.id),
      1000,
    );
    const task = await createTask(t, owner, board.boardId, { title: "after removal" });
    await ownerInbox.next((m) => m.type === "task_created" && m.task.id === task.id);
    await sleep(100);
    expect(memberInbox.messages.filter((m) => m.type.startsWith("task_"))).toEqual([]);
    // The member's page is told to reload (and will find the project gone).
    expect(memberInbox.messages).toContainEqual(
      expect.objectContaining({ type: "invalidate", projectId: board.projectId }),
    );
  });

  it("takes a member removed through DELETE /api/projects/{id}/members/{userId} out of the project at once", async () => {
    const { owner, member, board, ownerInbox, memberInbox } = await viewedBoard();
    forget(ownerInbox, memberInbox);
    const res = await as(t.app, owner).delete(`/api/projects/${board.projectId}/members/${member.id}`);
    expect(res.statusCode).toBe(204);
    await ownerInbox.next(
      (m) => m.type === "presence" && !m.users.some((u: any) => u.id === member.id),
      1000,
    );
    await createTask(t, owner, board.boardId, { title: "members only" });
    await ownerInbox.next((m) => m.type === "task_created");
    await sleep(100);
    expect(memberInbox.messages.filter((m) => m.type === "task_created")).toEqual([]);
  });

  it("drops the old owner's join when ownership moves away and they are no member", async () => {
    const { owner, member, board, ownerInbox, memberInbox } = await viewedBoard();
    forget(ownerInbox, memberInbox);
    await t.database.db.update(projects).set({ ownerId: member.id }).where(eq(projects.id, board.projectId));
    await memberInbox.next(
      (m) => m.type === "presence" && !m.users.some((u: any) => u.id === owner.id),
      1000,
    );
    await createTask(t, member, board.boardId, { title: "new owner's task" });
    await memberInbox.next((m) => m.type === "task_created");
    await sleep(100);
    expect(ownerInbox.messages.filter((m) => m.type === "task_created")).toEqual([]);
  });

  it("tells every viewer of a deleted project to reload and drops their joins", async () => {
    const { owner, board, memberInbox } = await viewedBoard();
    forget(memberInbox);
    expect((await as(t.app, owner).delete(`/api/projects/${board.projectId}`)).statusCode).toBe(204);
    expect(
      await memberInbox.next((m) => m.type === "invalidate" && m.projectId === board.projectId, 1000),
    ).toMatchObject({ taskId: null });
  });

  it("keeps a member who is still entitled (removed row, but still the owner)", async () => {
    const { owner, member, board, ownerInbox } = await viewedBoard();
    forget(ownerInbox);
    await t.database.db.insert(projectMembers).values({ projectId: board.projectId, userId: owner.id });
    await t.database.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, board.projectId), eq(projectMembers.userId, owner.id)));
    await sleep(200);
    const task = await createTask(t, member, board.boardId, { title: "still seen" });
    await ownerInbox.next((m) => m.type === "task_created" && m.task.id === task.id);
  });
});
