import type { Locale } from "@contract/locales";
import type {
  ChangePassword,
  ChangePasswordResult,
  NotificationSettings,
  OpenTask,
  UpdateNotificationSettings,
} from "@contract/profile";
import type { CurrentUser, Theme } from "@contract/users";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserKey } from "./auth";
import { apiRequest, getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The profile form's payload (product rules §18): the id and email travel unchanged. */
export type ProfilePayload = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  profileImageUrl: string | null;
};

/** PATCH /api/user/profile; the answer becomes the current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: ProfilePayload) => sendJson<CurrentUser>("PATCH", "/api/user/profile", body),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** PATCH /api/user/theme; the current user shows the theme at once and takes the answer. */
export async function saveTheme(queryClient: QueryClient, theme: Theme): Promise<void> {
  queryClient.setQueryData<CurrentUser>(currentUserKey, (user) => user && { ...user, theme });
  queryClient.setQueryData(
    currentUserKey,
    await sendJson<CurrentUser>("PATCH", "/api/user/theme", { theme }),
  );
}

/** PATCH /api/user/profile with the language; the current user shows it at once and takes the answer. */
export async function saveLanguage(queryClient: QueryClient, language: Locale): Promise<void> {
  queryClient.setQueryData<CurrentUser>(currentUserKey, (user) => user && { ...user, language });
  queryClient.setQueryData(
    currentUserKey,
    await sendJson<CurrentUser>("PATCH", "/api/user/profile", { language }),
  );
}

/** PATCH /api/user/password (the user's other sessions end; this one stays). */
export function useChangePassword() {
  return useSubmitMutation({
    mutationFn: (body: ChangePassword) => sendJson<ChangePasswordResult>("PATCH", "/api/user/password", body),
  });
}

/** POST /api/user/avatar as multipart with the field `avatar`; the answer becomes the current user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("avatar", file);
      return sendJson<CurrentUser>("POST", "/api/user/avatar", form);
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** The key of GET /api/user/notification-settings. */
export const notificationSettingsKey = [...rootKeys.user, "notification-settings"] as const;

/** GET /api/user/notification-settings: the four comment-notification switches. */
export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKey,
  queryFn: () => getJson<NotificationSettings>("/api/user/notification-settings"),
});

/** PATCH /api/user/notification-settings with one switch; optimistic, rolled back on failure. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateNotificationSettings) =>
      sendJson<NotificationSettings>("PATCH", "/api/user/notification-settings", patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (previous) queryClient.setQueryData(notificationSettingsKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}

/** The key of GET /api/user/tasks; refresh it after task changes. */
export const openTasksKey = [...rootKeys.user, "open-tasks"] as const;

/** How many open tasks the profile card lists (issue 14: it shows a few, and counts the rest). */
export const OPEN_TASKS_SHOWN = 5;

/** The profile card's open tasks: the first few and how many there are in all. */
export type OpenTasksPage = { tasks: OpenTask[]; total: number };

/** GET /api/user/tasks?limit=5: the user's first open assigned tasks and their count (profile 'My Open Tasks'). */
export const openTasksQuery = queryOptions({
  queryKey: [...openTasksKey, OPEN_TASKS_SHOWN],
  queryFn: async (): Promise<OpenTasksPage> => {
    const response = await apiRequest("GET", `/api/user/tasks?limit=${OPEN_TASKS_SHOWN}`);
    const tasks = (await response.json()) as OpenTask[];
    const total = Number(response.headers.get("x-total-count") ?? Number.NaN);
    return { tasks, total: Number.isNaN(total) ? tasks.length : total };
  },
  // Tasks change on other pages; read them fresh whenever the profile opens.
  staleTime: 0,
});
