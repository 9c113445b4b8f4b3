import type { SaveSlackIntegration, SlackChannel, SlackIntegration, SlackTestResult } from "@contract/slack";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key of GET /api/slack/integration. */
export const slackIntegrationKey = [...rootKeys.slack, "integration"] as const;

/** GET /api/slack/integration: the user's integration (token masked), or null when none. */
export const slackIntegrationQuery = queryOptions({
  queryKey: slackIntegrationKey,
  queryFn: () => getJson<SlackIntegration | null>("/api/slack/integration"),
});

/** GET /api/slack/channels?accessToken=: loaded on 'Connect' (without a token the saved one is used). */
export function useSlackChannels() {
  return useMutation({
    mutationFn: (accessToken: string | undefined) =>
      getJson<SlackChannel[]>(
        accessToken
          ? `/api/slack/channels?accessToken=${encodeURIComponent(accessToken)}`
          : "/api/slack/channels",
      ),
  });
}

/** POST /api/slack/integration: creates or replaces the integration (active). */
export function useSaveSlackIntegration() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: SaveSlackIntegration) =>
      sendJson<SlackIntegration>("POST", "/api/slack/integration", body),
    onSuccess: (saved) => queryClient.setQueryData(slackIntegrationKey, saved),
  });
}

/** PUT /api/slack/integration {isActive}. */
export function useSetSlackActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      sendJson<SlackIntegration>("PUT", "/api/slack/integration", { isActive }),
    onSuccess: (saved) => queryClient.setQueryData(slackIntegrationKey, saved),
  });
}

/** DELETE /api/slack/integration. */
export function useDeleteSlackIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<void>("DELETE", "/api/slack/integration"),
    onSuccess: () => queryClient.setQueryData(slackIntegrationKey, null),
  });
}

/** POST /api/slack/test: posts a test message to the saved channel. */
export function useTestSlack() {
  return useMutation({
    mutationFn: () => sendJson<SlackTestResult>("POST", "/api/slack/test"),
  });
}
