import type {
  MarkAllReadResult,
  Notification,
  NotificationPreferences,
  UnreadCount,
  UpdateNotificationPreferences,
} from "@contract/notifications";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { recentActivityKey } from "./dashboard";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { watcherKeys } from "./watchers";

/** The key root of the feed and the unread count. */
export const notificationsKey = [...rootKeys.user, "notifications"] as const;
/** The key of the feed's pages. */
export const notificationFeedKey = [...notificationsKey, "feed"] as const;
/** The key of GET /api/user/notifications/unread-count (the bell and the feed's badge). */
export const unreadCountKey = [...notificationsKey, "unread-count"] as const;

/** The most notifications one page of the feed holds (the server's cap). */
export const FEED_PAGE_SIZE = 100;

type FeedData = InfiniteData<Notification[], number | null>;

/** GET /api/user/notifications?before={id}: the feed, newest first, 100 per page. */
export const notificationFeedQuery = infiniteQueryOptions({
  queryKey: notificationFeedKey,
  queryFn: ({ pageParam }) =>
    getJson<Notification[]>(`/api/user/notifications${pageParam ? `?before=${pageParam}` : ""}`),
  initialPageParam: null as number | null,
  getNextPageParam: (last: Notification[]) =>
    last.length < FEED_PAGE_SIZE ? undefined : (last.at(-1)?.id ?? undefined),
});

/** GET /api/user/notifications/unread-count: how many of the user's notifications are unread. */
export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKey,
  queryFn: () => getJson<UnreadCount>("/api/user/notifications/unread-count"),
});

/** Reloads the bell, the feed and the dashboard's Recent Activity (all read the notifications). */
export function refreshNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsKey }),
    queryClient.invalidateQueries({ queryKey: recentActivityKey }),
  ]);
}

/**
 * A delivered notification: the bell takes the count the event carries, the loaded feed gets the
 * item on top (one already there, a watcher's notice that folded in a later change, moves up with
 * its new text); neither is read again. An event that crossed processes shrunk to the id (too big for
 * NOTIFY) has the feed read again instead. Recent Activity is the caller's to read again.
 */
export function receiveNotification(
  queryClient: QueryClient,
  event: { unreadCount: number; notification: { id: number } },
) {
  queryClient.setQueryData<UnreadCount>(unreadCountKey, { count: event.unreadCount });
  if (!("title" in event.notification)) {
    void queryClient.invalidateQueries({ queryKey: notificationFeedKey });
    return;
  }
  const notification = event.notification as Notification;
  // Being assigned a task makes one its watcher (product rules §31): the board's eyes follow.
  if (notification.type === "task_assigned")
    void queryClient.invalidateQueries({ queryKey: watcherKeys.allWatching });
  queryClient.setQueryData<FeedData>(notificationFeedKey, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => page.filter((n) => n.id !== notification.id));
    const [first = [], ...rest] = pages;
    return { ...data, pages: [[notification, ...first], ...rest] };
  });
}

/** Applies `update` to every loaded notification of the feed. */
function patchFeed(queryClient: QueryClient, update: (n: Notification) => Notification) {
  queryClient.setQueryData<FeedData>(notificationFeedKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map(update)) } : data,
  );
}

/** PATCH /api/notifications/{id}/read: the item turns read at once in the cached feed. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<Notification>("PATCH", `/api/notifications/${id}/read`),
    onSuccess: async (updated) => {
      patchFeed(queryClient, (n) => (n.id === updated.id ? updated : n));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
        queryClient.invalidateQueries({ queryKey: recentActivityKey }),
      ]);
    },
  });
}

/** PATCH /api/notifications/mark-all-read; /api/user/recent-activity is refreshed afterwards. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<MarkAllReadResult>("PATCH", "/api/notifications/mark-all-read"),
    onSuccess: async () => {
      patchFeed(queryClient, (n) => (n.isRead ? n : { ...n, isRead: true }));
      queryClient.setQueryData<UnreadCount>(unreadCountKey, { count: 0 });
      await refreshNotifications(queryClient);
    },
  });
}

/** The key of GET /api/user/notification-preferences. */
export const notificationPreferencesKey = [...rootKeys.user, "notification-preferences"] as const;

/** GET /api/user/notification-preferences: the five /settings switches. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationPreferencesKey,
  queryFn: () => getJson<NotificationPreferences>("/api/user/notification-preferences"),
});

/** PATCH /api/user/notification-preferences with one switch; optimistic, rolled back on failure. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateNotificationPreferences) =>
      sendJson<NotificationPreferences>("PATCH", "/api/user/notification-preferences", patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (previous) queryClient.setQueryData(notificationPreferencesKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPreferencesKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
