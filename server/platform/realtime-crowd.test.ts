import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { PRESENCE_MAX_USERS } from "../../contract/events.ts";
import { boards, projectMembers, projects, sessions, users } from "../db/schema.ts";
import { openTestDatabase } from "../test/app.ts";
import { FakeSocket, silentLogger } from "../test/fake-socket.ts";
import { createDbListener, type DbListener } from "./db-listener.ts";
import { createRealtime, type Realtime } from "./realtime.ts";
import { EVENTS_CHANNEL, MAX_PAYLOAD_BYTES } from "./realtime-transport.ts";

/*
 * A crowd on one board (issue 26 item 4): presence must not cost every viewer a message on every
 * join (n joins made n²/2 frames), and a presence event names a bounded number of viewers while
 * counting them all. Fake sockets record what they are sent.
 */

const CROWD = 60;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let hub: Realtime;
let listener: DbListener;
let projectId: number;
let people: (typeof users.$inferSelect)[];
/** On PostgreSQL: what this process announced to the others (a second listener hears it). */
let watcher: DbListener | null = null;
const announced: string[] = [];
/** A long avatar address (presence keeps those up to 500 characters): 20 of them exceed NOTIFY. */
const avatar = `https://avatars.example.test/${"a".repeat(440)}.png`;

/** The presence events a socket was sent, parsed. */
const presences = (s: FakeSocket) =>
  s.sent.map((f) => JSON.parse(String(f))).filter((m) => m.type === "presence");

function join(user: typeof users.$inferSelect, socket = new FakeSocket()) {
  hub.accept(socket as unknown as WebSocket, { ...user, profileImageUrl: avatar } as never, "crowd-session");
  socket.emit("message", Buffer.from(JSON.stringify({ type: "join_project", projectId })), false);
  return socket;
}

beforeAll(async () => {
  db = await openTestDatabase();
  const d = db.database.db;
  people = await d
    .insert(users)
    .values(
      Array.from({ length: CROWD }, (_, i) => ({
        email: `crowd${i}@example.test`,
        firstName: "Crowd",
        lastName: `Member ${i}`,
        passwordHash: "x",
        isApproved: true,
      })),
    )
    .returning();
  const [project] = await d.insert(projects).values({ name: "Crowd", ownerId: people[0]!.id }).returning();
  projectId = project!.id;
  await d.insert(boards).values({ projectId, name: "Main Board" });
  await d.insert(projectMembers).values(people.slice(1).map((u) => ({ projectId, userId: u.id })));
  // The guard checks the session a socket was opened with; one live session serves every fake socket.
  await d.insert(sessions).values({
    sid: "crowd-session",
    userId: people[0]!.id,
    expire: new Date(Date.now() + 86_400_000),
    sess: { userId: people[0]!.id, createdAt: new Date().toISOString() },
  });
  listener = createDbListener(db.database.driver, silentLogger);
  hub = createRealtime(db.database, listener, silentLogger);
  await listener.start();
  if (db.database.driver.kind === "pg") {
    watcher = createDbListener(db.database.driver, silentLogger);
    watcher.on(EVENTS_CHANNEL, (payload) => announced.push(payload));
    await watcher.start();
  }
});

afterAll(async () => {
  await hub?.close();
  await listener?.close();
  await watcher?.close();
  await db?.database.close();
  await db?.drop();
});

describe("a crowd joining one board", () => {
  const sockets: FakeSocket[] = [];

  it("costs a number of presence frames linear in the crowd, not quadratic", async () => {
    for (const user of people) sockets.push(join(user));
    // Every socket ends up told that the whole crowd is there.
    await vi.waitFor(() => expect(sockets.every((s) => presences(s).at(-1)?.count === CROWD)).toBe(true), {
      timeout: 10_000,
    });
    const frames = sockets.reduce((n, s) => n + presences(s).length, 0);
    // One frame to each joiner, then one broadcast per throttle window (was one per join to every
    // viewer: CROWD * (CROWD + 1) / 2 = 1,830 frames).
    expect(frames).toBeLessThan(6 * CROWD);
  });

  it("names at most PRESENCE_MAX_USERS viewers and counts them all", () => {
    const last = presences(sockets[0]!).at(-1);
    expect(last.users).toHaveLength(PRESENCE_MAX_USERS);
    expect(new Set(last.users.map((u: { id: number }) => u.id)).size).toBe(PRESENCE_MAX_USERS);
    expect(last.count).toBe(CROWD);
  });

  it("tells only the joiner when a user already there opens another tab", async () => {
    for (const s of sockets) s.sent = [];
    const tab = join(people[5]!);
    await vi.waitFor(() => expect(presences(tab)).toHaveLength(1));
    expect(presences(tab)[0].count).toBe(CROWD);
    // Past the throttle window: still nothing for the others.
    await new Promise((r) => setTimeout(r, 300));
    expect(sockets.every((s) => s.sent.length === 0)).toBe(true);
  });

  it("hands every joiner between two changes the same encoded frame", async () => {
    const a = join(people[7]!);
    const b = join(people[8]!);
    await vi.waitFor(() => expect(presences(a).length + presences(b).length).toBe(2));
    expect(a.sent.at(-1)).toBe(b.sent.at(-1));
  });

  it("tells the others, once, when a user's last socket leaves", async () => {
    for (const s of sockets) s.sent = [];
    sockets[3]!.emit("close");
    await vi.waitFor(
      () => expect(sockets.slice(4).every((s) => presences(s).at(-1)?.count === CROWD - 1)).toBe(true),
      { timeout: 5000 },
    );
    expect(sockets.slice(4).every((s) => presences(s).length === 1)).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "announces the crowd to the other processes in a payload NOTIFY carries: the first users, and the count",
    async () => {
      const note = () =>
        announced
          .map((text) => ({ text, note: JSON.parse(text).p }))
          .filter((a) => a.note?.projectId === projectId)
          .at(-1);
      await vi.waitFor(() => expect(note()?.note.count).toBe(CROWD - 1), { timeout: 5000 });
      const last = note()!;
      expect(Buffer.byteLength(last.text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      expect(last.note.users.length).toBeGreaterThan(0);
      expect(last.note.users.length).toBeLessThan(PRESENCE_MAX_USERS);
    },
  );
});
