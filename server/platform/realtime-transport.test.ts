import { describe, expect, it } from "vitest";
import type { Task } from "../../contract/tasks.ts";
import { shrinkForNotify } from "./realtime-transport.ts";

const origin = { projectId: 3, actorId: 1, originClientId: "tab" };

describe("events too big for NOTIFY", () => {
  it("become an invalidation of the task's project, keeping the origin", () => {
    const task = { id: 9, description: "x".repeat(10_000) } as unknown as Task;
    expect(shrinkForNotify({ type: "task_updated", ...origin, task })).toEqual({
      type: "invalidate",
      ...origin,
      taskId: 9,
    });
  });

  it("keep a notification's id only, and deletions whole", () => {
    const note = {
      type: "notification" as const,
      ...origin,
      userId: 2,
      unreadCount: 3,
      notification: { id: 5, message: "m" },
    };
    expect(shrinkForNotify(note)).toEqual({ ...note, notification: { id: 5 } });
    const deleted = { type: "task_deleted" as const, ...origin, taskId: 1, boardId: 2 };
    expect(shrinkForNotify(deleted)).toBe(deleted);
    const resync = { type: "resync" as const, ...origin, projectId: null, userIds: [1, 2], scope: "chat" };
    expect(shrinkForNotify(resync)).toBe(resync);
  });
});
