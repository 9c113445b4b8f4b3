import type { ApiToken, CreateApiTokenInput, CreatedApiToken } from "@contract/api-tokens";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key of GET /api/user/tokens. */
export const apiTokensKey = [...rootKeys.user, "tokens"] as const;

/** GET /api/user/tokens: the user's personal API tokens, newest first (never their secrets). */
export const apiTokensQuery = queryOptions({
  queryKey: apiTokensKey,
  queryFn: () => getJson<ApiToken[]>("/api/user/tokens"),
});

/** POST /api/user/tokens: the answer carries the secret, shown once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateApiTokenInput) => sendJson<CreatedApiToken>("POST", "/api/user/tokens", body),
    onSuccess: ({ token }) =>
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (list) => [token, ...(list ?? [])]),
  });
}

/** DELETE /api/user/tokens/:id: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/user/tokens/${id}`),
    onSuccess: (_done, id) =>
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (list) => list?.filter((t) => t.id !== id)),
  });
}
