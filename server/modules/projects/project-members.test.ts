import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { files, notifications, projectMembers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { createBoard, createTask, testRank } from "../tasks/task-fixtures.ts";

/*
 * Issue 7, hole 4: DELETE /api/projects/{id}/members/{userId} (owner only; the owner stays; the
 * removed member's tasks become unassigned and open boards hear of it); and hole 3 for project create.
 */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;
let outsider: TestUser;
let wsUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  other = await createUser(t, { firstName: "Oli", lastName: "Other" });
  outsider = await createUser(t, { firstName: "Otto", lastName: "Outsider" });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

/**
 * Records the SQL text of every statement, inside transactions too: PGlite runs a transaction's
 * statements on the object it hands to the callback, pg on a pooled client. Returns the undo.
 */
function recordStatements(texts: string[]): () => void {
  const driver = t.database.driver;
  const record = (q: unknown) => texts.push(String((q as { text?: string })?.text ?? q));
  if (driver.kind === "pg") {
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      record(args[0]);
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    return () => spy.mockRestore();
  }
  const pglite = driver.pglite;
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const direct = vi.spyOn(pglite, "query").mockImplementation((text, ...rest) => {
    record(text);
    return query(text, ...rest);
  });
  const wrapped = vi.spyOn(pglite, "transaction").mockImplementation((callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        record(text);
        return (txQuery as (...a: unknown[]) => unknown)(text, ...rest);
      }) as typeof tx.query;
      return callback(tx);
    }),
  );
  return () => {
    direct.mockRestore();
    wrapped.mockRestore();
  };
}

const memberRows = (projectId: number) =>
  t.database.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));

describe("DELETE /api/projects/{id}/members/{userId}", () => {
  it("lets the owner remove a member: 204, their tasks unassigned, and the project gone for them", async () => {
    const b = await createBoard(t, owner, { members: [member, other] });
    const mine = await createTask(t, owner, b.boardId, { title: "hers", assignedTo: member.id });
    const theirs = await createTask(t, owner, b.boardId, { title: "his", assignedTo: other.id });
    const open = await createTask(t, member, b.boardId, { title: "open" });
    const [file] = await t.database.db
      .insert(files)
      .values({
        ownerId: owner.id,
        kind: "attachment",
        projectId: b.projectId,
        name: "a.pdf",
        mimeType: "application/pdf",
        size: 4,
        sha256: "0".repeat(64),
        data: Buffer.from("%PDF"),
      })
      .returning({ id: files.id });
    expect((await as(t.app, member).get(`/api/files/${file!.id}`)).statusCode).toBe(200);

    const res = await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${member.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await memberRows(b.projectId)).map((m) => m.userId)).toEqual([other.id]);
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.boardId, b.boardId));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.assignedTo]));
    expect(byTitle).toEqual({ hers: null, his: other.id, open: null });

    const api = as(t.app, member);
    expect((await api.get(`/api/projects/${b.projectId}`)).statusCode).toBe(404);
    expect((await api.get(`/api/boards/${b.boardId}/tasks`)).statusCode).toBe(404);
    expect((await api.get(`/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/tasks/${theirs.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/tasks/${open.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/files/${file!.id}`)).statusCode).toBe(404);
    const members = (await as(t.app, owner).get(`/api/projects/${b.projectId}/members`)).json();
    expect(members.map((m: { userId: number }) => m.userId)).toEqual([owner.id, other.id]);
  });

  it("tells open boards: a task_updated event for each unassigned task", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const one = await createTask(t, owner, b.boardId, { title: "one", assignedTo: member.id });
    const two = await createTask(t, owner, b.boardId, { title: "two", assignedTo: member.id });
    const ws = new WebSocket(wsUrl, { headers: { cookie: owner.cookie } });
    sockets.push(ws);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const inbox = collect(ws);
    sendJson(ws, { type: "join_project", projectId: b.projectId, userId: owner.id });
    await inbox.next((m) => m.type === "presence");
    const res = await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${member.id}`);
    expect(res.statusCode).toBe(204);
    for (const task of [one, two]) {
      const event = await inbox.next((m) => m.type === "task_updated" && m.task.id === task.id);
      expect(event).toMatchObject({
        projectId: b.projectId,
        actorId: owner.id,
        task: { id: task.id, assignedTo: null, assignee: null },
      });
    }
  });
});

describe("DELETE /api/projects/{id}/members/{userId}: refusals, re-adding and cost", () => {
  it("answers 403 to a member, 404 to an outsider, and changes nothing", async () => {
    const b = await createBoard(t, owner, { members: [member, other] });
    const task = await createTask(t, owner, b.boardId, { title: "stays", assignedTo: other.id });
    const denied = await as(t.app, member).delete(`/api/projects/${b.projectId}/members/${other.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: "Only the project owner can remove members" });
    const self = await as(t.app, member).delete(`/api/projects/${b.projectId}/members/${member.id}`);
    expect(self.statusCode).toBe(403);
    const hidden = await as(t.app, outsider).delete(`/api/projects/${b.projectId}/members/${other.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("Project not found");
    expect((await memberRows(b.projectId)).map((m) => m.userId).sort()).toEqual([member.id, other.id].sort());
    expect((await as(t.app, other).get(`/api/tasks/${task.id}`)).json().assignedTo).toBe(other.id);
  });

  it("refuses to remove the owner (400) and answers 404 for a non-member, a missing user and a missing project", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const ownerSelf = await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${owner.id}`);
    expect(ownerSelf.statusCode).toBe(400);
    expect(ownerSelf.json()).toMatchObject({ message: "The project owner cannot be removed" });
    for (const userId of [outsider.id, 999999]) {
      const res = await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${userId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Member not found" });
    }
    expect((await as(t.app, owner).delete(`/api/projects/987654/members/${member.id}`)).statusCode).toBe(404);
    expect((await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/abc`)).statusCode).toBe(400);
    expect(
      (await as(t.app, null).delete(`/api/projects/${b.projectId}/members/${member.id}`)).statusCode,
    ).toBe(401);
    expect((await memberRows(b.projectId)).map((m) => m.userId)).toEqual([member.id]);
  });

  it("lets the owner add the removed user back by assigning them", async () => {
    const b = await createBoard(t, owner, { members: [member] });
    const task = await createTask(t, owner, b.boardId, { title: "again" });
    await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${member.id}`);
    const res = await as(t.app, owner).put(`/api/tasks/${task.id}`, { assignedTo: member.id });
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, member).get(`/api/tasks/${task.id}`)).statusCode).toBe(200);
  });

  it("costs the same statements on tasks for 1 unassigned task as for 40", async () => {
    // Only statements naming the tasks table count: the real-time hub reacts to the removal in
    // the background (its own queries on members and projects), whatever the number of tasks.
    const taskStatements = async (n: number) => {
      const b = await createBoard(t, owner, { members: [member] });
      await t.database.db.insert(tasks).values(
        Array.from({ length: n }, (_, position) => ({
          boardId: b.boardId,
          title: `T${position}`,
          rank: testRank(position),
          assignedTo: member.id,
        })),
      );
      const texts: string[] = [];
      const stop = recordStatements(texts);
      try {
        const res = await as(t.app, owner).delete(`/api/projects/${b.projectId}/members/${member.id}`);
        expect(res.statusCode).toBe(204);
      } finally {
        stop();
      }
      return texts.filter((text) => text.includes('"tasks"')).length;
    };
    const many = await taskStatements(40);
    const one = await taskStatements(1);
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
    // The update, the tasks' read-back, and the one history insert (it reads their keys and titles).
    expect(many).toBeLessThanOrEqual(3);
  });
});

describe("POST /api/projects with tasks (the creator is the owner)", () => {
  it("adds any approved assignee as a member, notifying them", async () => {
    const res = await as(t.app, owner).post("/api/projects", {
      name: "With a stranger",
      tasks: [{ title: "x", assignedTo: outsider.id }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().memberCount).toBe(2);
    expect((await memberRows(res.json().id)).map((m) => m.userId)).toEqual([outsider.id]);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedEntityId, res.json().id));
    expect(notes.map((n) => [n.userId, n.type])).toEqual([[outsider.id, "project_assigned"]]);
  });

  it("refuses a missing or pending assignee with 400 and creates nothing", async () => {
    const pending = await createUser(t, { approved: false });
    const before = (await as(t.app, owner).get("/api/projects")).json().length;
    for (const assignedTo of [pending.id, 999999]) {
      const res = await as(t.app, owner).post("/api/projects", {
        name: "Bad assignee",
        tasks: [{ title: "x", assignedTo }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Assignee must be an approved user");
    }
    expect((await as(t.app, owner).get("/api/projects")).json()).toHaveLength(before);
  });
});
