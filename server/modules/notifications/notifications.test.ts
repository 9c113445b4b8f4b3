import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { NotificationSchema } from "../../../contract/notifications.ts";
import { notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { collect, sleep } from "../realtime/ws-client.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";
import { createNotifications } from "./notify.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t, { firstName: "Alice", lastName: "Able" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Baker" });
});
afterAll(async () => {
  await t.close();
});

/** Inserts notifications for `userId` straight through the shared helper. */
async function notify(userId: number, count: number, actionUserId: number | null = null) {
  for (let i = 0; i < count; i++) {
    await createNotifications(t.database.db, [
      {
        userId,
        type: "task_assigned",
        title: `Title ${i}`,
        message: `Message ${i}`,
        relatedEntityId: 100 + i,
        relatedEntityType: "task",
        actionUserId,
      },
    ]);
  }
}

describe("GET /api/user/notifications", () => {
  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get("/api/user/notifications")).statusCode).toBe(401);
  });

  it("lists only the user's own notifications, newest first, with the actor", async () => {
    const carol = await createUser(t, { firstName: "Carol" });
    const dave = await createUser(t);
    expect((await as(t.app, carol).get("/api/user/notifications")).json()).toEqual([]);
    await notify(carol.id, 3, bob.id);
    await notify(dave.id, 1, bob.id);
    const res = await as(t.app, carol).get("/api/user/notifications");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(3);
    expect(list.map((n: { title: string }) => n.title)).toEqual(["Title 2", "Title 1", "Title 0"]);
    const first = NotificationSchema.parse(list[0]);
    expect(first).toMatchObject({
      type: "task_assigned",
      message: "Message 2",
      isRead: false,
      relatedEntityId: 102,
      relatedEntityType: "task",
      actionUser: { id: bob.id, firstName: "Bob", lastName: "Baker", email: bob.email },
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it("shows a system notification with a null actor", async () => {
    const erin = await createUser(t);
    await notify(erin.id, 1, null);
    const [n] = (await as(t.app, erin).get("/api/user/notifications")).json();
    expect(n.actionUser).toBeNull();
  });

  it("never stores a notification about the user's own act", async () => {
    const frank = await createUser(t);
    await notify(frank.id, 1, frank.id);
    expect((await as(t.app, frank).get("/api/user/notifications")).json()).toEqual([]);
  });

  it("caps the feed at 100", async () => {
    const gina = await createUser(t);
    await t.database.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        userId: gina.id,
        type: "task_assigned",
        title: `n${i}`,
        message: "m",
      })),
    );
    expect((await as(t.app, gina).get("/api/user/notifications")).json()).toHaveLength(100);
  });
});

describe("PATCH /api/notifications/{id}/read", () => {
  it("marks the user's own notification read and returns it", async () => {
    await notify(alice.id, 1, bob.id);
    const [n] = (await as(t.app, alice).get("/api/user/notifications")).json();
    const res = await as(t.app, alice).patch(`/api/notifications/${n.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: n.id, isRead: true, actionUser: { id: bob.id } });
    const again = (await as(t.app, alice).get("/api/user/notifications")).json();
    expect(again.find((x: { id: number }) => x.id === n.id).isRead).toBe(true);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    await notify(bob.id, 1, alice.id);
    const [n] = (await as(t.app, bob).get("/api/user/notifications")).json();
    const res = await as(t.app, alice).patch(`/api/notifications/${n.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Notification not found" });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row!.isRead).toBe(false);
  });

  it("answers 404 for a missing id and 400 for a malformed or huge one", async () => {
    expect((await as(t.app, alice).patch("/api/notifications/999999/read")).statusCode).toBe(404);
    expect((await as(t.app, alice).patch("/api/notifications/abc/read")).statusCode).toBe(400);
    expect((await as(t.app, alice).patch("/api/notifications/99999999999999/read")).statusCode).toBe(400);
    expect((await as(t.app, alice).patch("/api/notifications/-1/read")).statusCode).toBe(400);
  });
});

describe("PATCH /api/notifications/mark-all-read", () => {
  it("marks every unread notification of the user read and counts them, touching no one else's", async () => {
    const hank = await createUser(t);
    const ivy = await createUser(t);
    await notify(hank.id, 3, bob.id);
    await notify(ivy.id, 2, bob.id);
    const [newest] = (await as(t.app, hank).get("/api/user/notifications")).json();
    await as(t.app, hank).patch(`/api/notifications/${newest.id}/read`);

    const res = await as(t.app, hank).patch("/api/notifications/mark-all-read");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const mine = (await as(t.app, hank).get("/api/user/notifications")).json();
    expect(mine.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    const theirs = (await as(t.app, ivy).get("/api/user/notifications")).json();
    expect(theirs.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);

    expect((await as(t.app, hank).patch("/api/notifications/mark-all-read")).json()).toEqual({ updated: 0 });
  });

  it("is reflected in the dashboard's recent activity", async () => {
    const jane = await createUser(t);
    await notify(jane.id, 2, bob.id);
    await as(t.app, jane).patch("/api/notifications/mark-all-read");
    const recent = (await as(t.app, jane).get("/api/user/recent-activity")).json();
    expect(recent).toHaveLength(2);
    expect(recent.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });
});

describe("real-time delivery", () => {
  it("pushes a notification event to the recipient's own sockets after the change commits", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `${address.replace("http", "ws")}/ws`;
    const open = (user: TestUser) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie: user.cookie } });
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    const assignee = await createUser(t, { firstName: "Kim" });
    const [mine, other] = [await open(assignee), await open(bob)];
    try {
      const inbox = collect(mine);
      const otherInbox = collect(other);
      const board = await createBoard(t, alice, { members: [assignee] });
      const task = await createTask(t, alice, board.boardId, { title: "Ship it", assignedTo: assignee.id });
      const event = await inbox.next((m) => m.type === "notification");
      expect(event).toMatchObject({
        type: "notification",
        userId: assignee.id,
        projectId: null,
        actorId: alice.id,
        notification: {
          type: "task_assigned",
          relatedEntityId: task.id,
          isRead: false,
          actionUser: { id: alice.id, firstName: "Alice" },
        },
      });
      expect(NotificationSchema.parse(event.notification).id).toBeGreaterThan(0);
      await sleep(100);
      expect(otherInbox.messages.filter((m) => m.type === "notification")).toEqual([]);
    } finally {
      mine.terminate();
      other.terminate();
    }
  });

  it("sends nothing for a transaction that rolls back", async () => {
    const lee = await createUser(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await createNotifications(tx, [{ userId: lee.id, type: "task_assigned", title: "x", message: "y" }]);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect((await as(t.app, lee).get("/api/user/notifications")).json()).toEqual([]);
  });
});
