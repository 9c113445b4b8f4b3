import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { ServerEvent } from "../../contract/events.ts";
import { FakeSocket } from "../test/fake-socket.ts";
import { createDeliveryHub, type HubConn } from "./realtime-hub.ts";
import { createPresenceStore } from "./realtime-presence.ts";

function conn(userId: number): HubConn & { socket: FakeSocket } {
  const socket = new FakeSocket();
  return {
    socket: socket as unknown as WebSocket & FakeSocket,
    user: {
      id: userId,
      firstName: "U",
      lastName: "T",
      email: `u${userId}@example.test`,
      profileImageUrl: null,
    },
    projects: new Set(),
  };
}

const origin = { actorId: null, originClientId: null };
/** A notification event for `userId`. */
const notificationFor = (userId: number) =>
  ({
    type: "notification",
    projectId: null,
    ...origin,
    userId,
    unreadCount: 1,
    notification: { id: 9 },
  }) as const;
const invalidate = (projectId: number): ServerEvent => ({
  type: "invalidate",
  projectId,
  ...origin,
  taskId: null,
});

function setUp() {
  const presence = createPresenceStore<HubConn>();
  return { presence, hub: createDeliveryHub<HubConn>(presence) };
}

describe("delivery hub", () => {
  it("sends a project's event to its viewers only, one frame for all", () => {
    const { presence, hub } = setUp();
    const [a, b, outsider] = [conn(1), conn(2), conn(3)];
    for (const c of [a, b, outsider]) hub.add(c);
    presence.join(a, 5);
    presence.join(b, 5);
    hub.deliver(invalidate(5));
    expect(a.socket.sent).toHaveLength(1);
    expect(b.socket.sent[0]).toBe(a.socket.sent[0]);
    expect(outsider.socket.sent).toHaveLength(0);
  });

  it("sends a notification to every socket of its user, wherever they look", () => {
    const { hub } = setUp();
    const [tab1, tab2, other] = [conn(1), conn(1), conn(2)];
    for (const c of [tab1, tab2, other]) hub.add(c);
    hub.deliver(notificationFor(1));
    expect(tab1.socket.sent).toHaveLength(1);
    expect(tab2.socket.sent).toHaveLength(1);
    expect(other.socket.sent).toHaveLength(0);
  });

  it("sends a user-addressed event to each listed user's sockets once, and to no one else", () => {
    const { presence, hub } = setUp();
    const [a1, a2, b, viewer] = [conn(1), conn(1), conn(2), conn(3)];
    for (const c of [a1, a2, b, viewer]) hub.add(c);
    presence.join(viewer, 5);
    hub.deliver({ type: "resync", projectId: 5, ...origin, userIds: [1, 2, 1, 42], scope: "chat" });
    expect([a1, a2, b].map((c) => c.socket.sent.length)).toEqual([1, 1, 1]);
    expect(viewer.socket.sent).toHaveLength(0);
  });

  it("skips closed sockets, ends one that stopped reading and forgets removed ones", () => {
    const { hub } = setUp();
    const [closed, stuck, gone] = [conn(1), conn(1), conn(1)];
    for (const c of [closed, stuck, gone]) hub.add(c);
    closed.socket.readyState = 3;
    stuck.socket.bufferedAmount = 64 * 1024 * 1024;
    expect(hub.remove(gone)).toBe(true);
    expect(hub.remove(gone)).toBe(false);
    hub.deliver(notificationFor(1));
    expect(closed.socket.sent).toHaveLength(0);
    expect(stuck.socket.terminated).toBe(true);
    expect(gone.socket.sent).toHaveLength(0);
    expect(hub.has(gone)).toBe(false);
    expect([...(hub.ofUser(1) ?? [])]).toEqual([closed, stuck]);
  });
});
