import { describe, expect, it } from "vitest";
import type { TaskUser } from "../../contract/tasks.ts";
import { createPresenceStore, type Viewer } from "./realtime-presence.ts";

const user = (id: number): TaskUser => ({
  id,
  firstName: `U${id}`,
  lastName: "Test",
  email: `u${id}@example.test`,
  profileImageUrl: null,
});
const viewer = (id: number): Viewer => ({ user: user(id), projects: new Set() });

describe("presence store", () => {
  it("records a join once and keeps the viewer's own project set in step", () => {
    const store = createPresenceStore<Viewer>();
    const a = viewer(1);
    expect(store.join(a, 7)).toBe(true);
    expect(store.join(a, 7)).toBe(false);
    expect([...a.projects]).toEqual([7]);
    expect([...(store.viewersOf(7) ?? [])]).toEqual([a]);
    expect(store.projects()).toEqual([7]);
  });

  it("forgets a project when its last viewer leaves", () => {
    const store = createPresenceStore<Viewer>();
    const a = viewer(1);
    store.join(a, 7);
    expect(store.leave(a, 7)).toBe(true);
    expect(store.leave(a, 7)).toBe(false);
    expect(store.viewersOf(7)).toBeUndefined();
    expect(store.projects()).toEqual([]);
    expect(a.projects.size).toBe(0);
  });

  it("lists each user once, two tabs or not, with other processes' viewers after ours", () => {
    const store = createPresenceStore<Viewer>();
    store.join(viewer(1), 7);
    store.join(viewer(1), 7);
    store.join(viewer(2), 7);
    store.note("other-process", 7, [user(2), user(3)]);
    expect(store.localUsers(7).map((u) => u.id)).toEqual([1, 2]);
    expect(store.users(7).map((u) => u.id)).toEqual([1, 2, 3]);
    store.note("other-process", 7, []);
    expect(store.users(7).map((u) => u.id)).toEqual([1, 2]);
  });

  it("sums up a crowd: the first users named, every one counted once, other processes' unnamed too", () => {
    const store = createPresenceStore<Viewer>();
    for (let id = 1; id <= 30; id++) store.join(viewer(id), 7);
    store.join(viewer(1), 7);
    // Another process names 5 users (two of them viewing here too) of the 40 it has.
    store.note("other-process", 7, [user(1), user(2), user(31), user(32), user(33)], 40);
    const { users, count } = store.summary(7, 20);
    expect(users.map((u) => u.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // 30 here, 3 more named there, and 35 there unnamed.
    expect(count).toBe(30 + 3 + 35);
  });

  it("changes its version when the users change, not for another tab or a repeated announcement", () => {
    const store = createPresenceStore<Viewer>();
    const a = viewer(1);
    store.join(a, 7);
    const v1 = store.version(7);
    const tab = viewer(1);
    store.join(tab, 7);
    store.leave(tab, 7);
    expect(store.version(7)).toBe(v1);
    expect(store.note("other", 7, [user(2)], 1)).toBe(true);
    const v2 = store.version(7);
    expect(v2).not.toBe(v1);
    expect(store.note("other", 7, [user(2)], 1)).toBe(false);
    expect(store.version(7)).toBe(v2);
    store.leave(a, 7);
    expect(store.version(7)).not.toBe(v2);
  });
});
