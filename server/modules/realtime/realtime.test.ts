import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { ServerEventSchema } from "../../../contract/events.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";
import { collect, sendJson, sleep, watchClose } from "./ws-client.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let board: { projectId: number; boardId: number };
const sockets: WebSocket[] = [];

let wsUrl: string;

/** A real socket to the listening app, open (or rejected with the refusal's status). */
const connect = (user: TestUser | null) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: user ? { cookie: user.cookie } : {} });
    sockets.push(ws);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  board = await createBoard(t, owner, { members: [member] });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe("the /ws socket (one process, PGlite): access and task events", () => {
  it("refuses an upgrade without a session with 401, and a pending account with 403", async () => {
    await expect(connect(null)).rejects.toThrow("Unexpected server response: 401");
    const pending = await createUser(t, { approved: false });
    await expect(connect(pending)).rejects.toThrow("Unexpected server response: 403");
  });

  it("tells a new socket its user's unread count, so the bell needs no second read", async () => {
    const reader = await createUser(t);
    const project = await createBoard(t, owner, { members: [reader] });
    await createTask(t, owner, project.boardId, { title: "for the reader", assignedTo: reader.id });
    const expected = await t.app.inject({
      method: "GET",
      url: "/api/user/notifications/unread-count",
      headers: { cookie: reader.cookie },
    });
    expect(expected.json()).toEqual({ count: 1 });
    // Listen from the first byte: the count may arrive in the same packet as the upgrade's answer.
    const ws = new WebSocket(wsUrl, { headers: { cookie: reader.cookie } });
    sockets.push(ws);
    const first = await collect(ws).next((m) => m.type === "unread_count");
    expect(ServerEventSchema.parse(first)).toMatchObject({ type: "unread_count", count: 1, projectId: null });
  });

  it("delivers typed task events to a member who joined, with the change's origin", async () => {
    const ws = await connect(member);
    const inbox = collect(ws);
    sendJson(ws, { type: "join_project", projectId: board.projectId, userId: member.id });
    await inbox.next((m) => m.type === "presence");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/boards/${board.boardId}/tasks`,
      headers: { cookie: owner.cookie, "x-client-id": "tab-1" },
      payload: { title: "live" },
    });
    const created = await inbox.next((m) => m.type === "task_created");
    expect(ServerEventSchema.parse(created)).toMatchObject({
      projectId: board.projectId,
      actorId: owner.id,
      originClientId: "tab-1",
      task: { id: res.json().id, title: "live" },
    });
    const id = res.json().id;
    await as(t.app, owner).put(`/api/tasks/${id}`, { title: "edited" });
    expect((await inbox.next((m) => m.type === "task_updated")).task.title).toBe("edited");
    await as(t.app, owner).put(`/api/tasks/${id}/position`, { status: "done", position: 0 });
    expect(await inbox.next((m) => m.type === "task_moved")).toMatchObject({
      fromStatus: "todo",
      task: { status: "done", position: 0 },
    });
    await as(t.app, owner).delete(`/api/tasks/${id}`);
    expect(await inbox.next((m) => m.type === "task_deleted")).toMatchObject({
      taskId: id,
      boardId: board.boardId,
    });
  });

  it("sends nothing to an outsider who tries to join", async () => {
    const ws = await connect(outsider);
    const inbox = collect(ws);
    sendJson(ws, { type: "join_project", projectId: board.projectId, userId: owner.id });
    await sleep(200);
    await createTask(t, owner, board.boardId, { title: "secret" });
    await sleep(300);
    expect(inbox.messages).toEqual([]);
  });
});

describe("the /ws socket: presence and bad frames", () => {
  it("tells viewers who else is on the board, and when they leave", async () => {
    const a = await connect(owner);
    const inbox = collect(a);
    sendJson(a, { type: "join_project", projectId: board.projectId });
    await inbox.next((m) => m.type === "presence" && m.users.some((u: any) => u.id === owner.id));
    const viewer = await createUser(t);
    await as(t.app, owner).put(
      `/api/tasks/${(await createTask(t, owner, board.boardId, { title: "v" })).id}`,
      {
        assignedTo: viewer.id,
      },
    );
    const b = await connect(viewer);
    sendJson(b, { type: "join_project", projectId: board.projectId });
    await inbox.next((m) => m.type === "presence" && m.users.some((u: any) => u.id === viewer.id));
    b.close();
    await sleep(100);
    const ids = () =>
      inbox.messages
        .filter((m) => m.type === "presence")
        .at(-1)
        .users.map((u: any) => u.id);
    await expect.poll(ids).not.toContain(viewer.id);
    expect(ids()).toContain(owner.id);
  });

  it("ignores malformed messages and keeps the socket open", async () => {
    const ws = await connect(member);
    const inbox = collect(ws);
    ws.send("not json");
    sendJson(ws, { type: "join_project", projectId: "x" });
    sendJson(ws, { type: "ping" });
    expect(await inbox.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });

  it("closes a socket sending an oversize frame with 1009 and logs one warning without a stack", async () => {
    // With the test app's logger off, every request logs through app.log (one shared object).
    const error = vi.spyOn(t.app.log, "error");
    const warn = vi.spyOn(t.app.log, "warn");
    try {
      const ws = await connect(member);
      const end = watchClose(ws);
      ws.send("x".repeat(65 * 1024));
      expect((await end.within(2000)).code).toBe(1009);
      await sleep(100);
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      const logged = JSON.stringify(warn.mock.calls[0]);
      expect(logged).toContain("WS_ERR_UNSUPPORTED_MESSAGE_LENGTH");
      expect(logged).not.toMatch(/stack|at Receiver/);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
    const again = collect(await connect(member));
    sendJson(sockets.at(-1)!, { type: "ping" });
    expect(await again.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });
});

// Embedded PGlite only: on PostgreSQL something of the pg driver's path still holds the upgrade's
// request after the socket opened (found 2026-11-28, not yet traced; the bench's memory per socket
// is measured on PostgreSQL).
describe.skipIf(process.env.TEST_DATABASE_URL)("the /ws socket: what an open socket holds", () => {
  it("lets the upgrade's request and response go once the socket is open", async () => {
    // A real collection: what only a WeakRef points at must go.
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let upgrade: WeakRef<object> | undefined;
    const onUpgrade = (req: object) => {
      upgrade = new WeakRef(req);
    };
    t.app.server.prependListener("upgrade", onUpgrade);
    let ws: WebSocket;
    try {
      ws = await connect(member);
    } finally {
      t.app.server.off("upgrade", onUpgrade);
    }
    const inbox = collect(ws);
    expect(upgrade).toBeDefined();
    // (Polled: the route handler lets go of it once the greeting's count is read.)
    await vi.waitFor(
      () => {
        gc();
        expect(upgrade!.deref()).toBeUndefined();
      },
      { timeout: 3000 },
    );
    // The socket itself is alive and well.
    sendJson(ws, { type: "ping" });
    await inbox.next((m) => m.type === "pong");
  });
});
