import type { Notification } from "@contract/notifications";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { receiveNotification } from "./notifications";
import { watcherKeys } from "./watchers";

const notification = (type: string): Notification =>
  ({
    id: 5,
    type,
    title: "New task assigned",
    message: "Lin assigned you 'Ship it'",
    isRead: false,
    link: "/projects/3?taskId=9",
    createdAt: "2026-11-28T00:00:00.000Z",
  }) as unknown as Notification;

/** A client holding the watched-task list of project 3, fresh. */
function withWatching() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(watcherKeys.watching(3), { taskIds: [1] });
  return queryClient;
}

describe("receiveNotification", () => {
  it("reloads the board's watched tasks when one is assigned a task (one watches it from then on)", () => {
    const queryClient = withWatching();
    receiveNotification(queryClient, { unreadCount: 1, notification: notification("task_assigned") });
    expect(queryClient.getQueryState(watcherKeys.watching(3))?.isInvalidated).toBe(true);
  });

  it("leaves them alone for other notifications", () => {
    const queryClient = withWatching();
    receiveNotification(queryClient, { unreadCount: 1, notification: notification("task_completed") });
    expect(queryClient.getQueryState(watcherKeys.watching(3))?.isInvalidated).toBe(false);
  });
});
