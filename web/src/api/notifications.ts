import type {
  MarkAllReadResult,
  Notification,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from "@contract/notifications";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { recentActivityKey } from "./dashboard";
import { getJson, sendJson } from "./http";

/** The key of GET /api/user/notifications. */
export const notificationsKey = ["user", "notifications"] as const;

/** GET /api/user/notifications: the user's newest notifications, newest first. */
export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: () => getJson<Notification[]>("/api/user/notifications"),
});

/** Reloads the feed and the dashboard's Recent Activity (both read the notifications). */
export function refreshNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsKey }),
    queryClient.invalidateQueries({ queryKey: recentActivityKey }),
  ]);
}

/** PATCH /api/notifications/{id}/read: the item turns read at once in the cached feed. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<Notification>("PATCH", `/api/notifications/${id}/read`),
    onSuccess: async (updated) => {
      queryClient.setQueryData<Notification[]>(notificationsKey, (list) =>
        list?.map((n) => (n.id === updated.id ? updated : n)),
      );
      await queryClient.invalidateQueries({ queryKey: recentActivityKey });
    },
  });
}

/** PATCH /api/notifications/mark-all-read; /api/user/recent-activity is refreshed afterwards. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<MarkAllReadResult>("PATCH", "/api/notifications/mark-all-read"),
    onSuccess: async () => {
      queryClient.setQueryData<Notification[]>(notificationsKey, (list) =>
        list?.map((n) => (n.isRead ? n : { ...n, isRead: true })),
      );
      await refreshNotifications(queryClient);
    },
  });
}

/** The key of GET /api/user/notification-preferences. */
export const notificationPreferencesKey = ["user", "notification-preferences"] as const;

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
