import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import type { ServerEvent } from "../../contract/events.ts";
import type { Task } from "../../contract/tasks.ts";
import { boards, projects, sessions, users } from "../db/schema.ts";
import { openTestDatabase } from "../test/app.ts";
import { FakeSocket, silentLogger } from "../test/fake-socket.ts";
import { createDbListener, type DbListener } from "./db-listener.ts";
import { createRealtime, type Realtime } from "./realtime.ts";
import { eventEnvelope, eventTextOf } from "./realtime-transport.ts";

/*
 * Fan-out cost (issue 8, live updates): an event is encoded once, whatever the number of sockets it
 * goes to, and every socket is handed the very same frame. Fake sockets record what they are sent.
 */

const SOCKETS = 25;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let hub: Realtime;
let listener: DbListener;
let projectId: number;
const sockets: FakeSocket[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const d = db.database.db;
  const [user] = await d
    .insert(users)
    .values({
      email: "fanout@example.test",
      firstName: "Fan",
      lastName: "Out",
      passwordHash: "x",
      isApproved: true,
    })
    .returning();
  const [project] = await d.insert(projects).values({ name: "Fan-out", ownerId: user!.id }).returning();
  await d.insert(boards).values({ projectId: project!.id, name: "Main Board" });
  projectId = project!.id;
  await d.insert(sessions).values({
    sid: "fanout-session",
    userId: user!.id,
    expire: new Date(Date.now() + 86_400_000),
    sess: { userId: user!.id, createdAt: new Date().toISOString() },
  });
  listener = createDbListener(db.database.driver, silentLogger);
  hub = createRealtime(db.database, listener, silentLogger);
  await listener.start();
  for (let i = 0; i < SOCKETS; i++) {
    const socket = new FakeSocket();
    sockets.push(socket);
    hub.accept(
      socket as unknown as WebSocket,
      { ...user!, profileImageUrl: null } as never,
      "fanout-session",
    );
    socket.emit("message", Buffer.from(JSON.stringify({ type: "join_project", projectId })), false);
  }
  // Joined once each socket has been told who views the board.
  await vi.waitFor(() => expect(sockets.every((s) => s.sent.length > 0)).toBe(true), { timeout: 10_000 });
});

afterAll(async () => {
  await hub?.close();
  await listener?.close();
  await db?.database.close();
  await db?.drop();
});

const taskEvent = (): ServerEvent => ({
  type: "task_moved",
  projectId,
  actorId: 1,
  originClientId: "tab",
  fromStatus: "todo",
  task: { id: 7, title: "Moved", status: "done", position: 0 } as unknown as Task,
});

describe("a broadcast to many sockets", () => {
  it("encodes the event once and hands every socket the same frame", () => {
    for (const s of sockets) s.sent = [];
    const event = taskEvent();
    const stringify = vi.spyOn(JSON, "stringify");
    let encodings: number;
    try {
      hub.publish(event);
      encodings = stringify.mock.calls.filter(([value]) => value === event).length;
    } finally {
      stringify.mockRestore();
    }
    expect(encodings).toBe(1);
    const frames = sockets.map((s) => s.sent);
    expect(frames.every((f) => f.length === 1)).toBe(true);
    const first = frames[0]![0];
    expect(Buffer.isBuffer(first)).toBe(true);
    // The same object, not equal copies: no per-recipient encoding or conversion.
    for (const f of frames) expect(f[0]).toBe(first);
    expect(JSON.parse((first as Buffer).toString())).toEqual(event);
  });

  it("sends nothing to a socket that left the project", () => {
    const leaver = sockets[0]!;
    leaver.emit("message", Buffer.from(JSON.stringify({ type: "leave_project", projectId })), false);
    for (const s of sockets) s.sent = [];
    hub.publish(taskEvent());
    expect(leaver.sent).toEqual([]);
    expect(sockets.slice(1).every((s) => s.sent.length === 1)).toBe(true);
  });
});

describe("the NOTIFY envelope", () => {
  it("carries the event's JSON as is, and gives it back without re-encoding", () => {
    const text = JSON.stringify(taskEvent());
    const payload = eventEnvelope("instance-1", text);
    expect(JSON.parse(payload)).toEqual({ i: "instance-1", e: taskEvent() });
    expect(eventTextOf(payload, "instance-1")).toBe(text);
  });

  it("gives nothing back for a presence note or another instance's prefix", () => {
    const presence = JSON.stringify({ i: "instance-1", p: { projectId: 1, users: [] } });
    expect(eventTextOf(presence, "instance-1")).toBeNull();
    expect(eventTextOf(eventEnvelope("instance-2", "{}"), "instance-1")).toBeNull();
  });
});
