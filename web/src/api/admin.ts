import type { AdminUser } from "@contract/admin";
import type { OpenAiKeyStatus } from "@contract/assistant";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of the super administrator's queries. */
export const adminKey = [...rootKeys.admin] as const;

/** GET /api/admin/users: every account, newest first. */
export const adminUsersQuery = queryOptions({
  queryKey: [...adminKey, "users"],
  queryFn: () => getJson<AdminUser[]>("/api/admin/users"),
});

/** GET /api/admin/openai-key: whether an AI key is stored. */
export const openAiKeyQuery = queryOptions({
  queryKey: [...adminKey, "openai-key"],
  queryFn: () => getJson<OpenAiKeyStatus>("/api/admin/openai-key"),
});

/** PATCH /api/admin/users/{id}/approve. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<AdminUser>("PATCH", `/api/admin/users/${id}/approve`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.users] }),
      ]),
  });
}

/** DELETE /api/admin/users/{id}. */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/admin/users/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.users] }),
      ]),
  });
}

/** POST /api/admin/openai-key {apiKey}: stores the key (never read back). */
export function useSaveOpenAiKey() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (apiKey: string) => sendJson<OpenAiKeyStatus>("POST", "/api/admin/openai-key", { apiKey }),
    onSuccess: (status) => queryClient.setQueryData(openAiKeyQuery.queryKey, status),
  });
}
