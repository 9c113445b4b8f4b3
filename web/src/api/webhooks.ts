import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDeliveryPage,
  WebhookWithSecret,
} from "@contract/webhooks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** Keys of a project's webhooks (product rules §28). */
export const webhookKeys = {
  all: [...rootKeys.projects, "webhooks"] as const,
  list: (projectId: number) => [...webhookKeys.all, projectId] as const,
  deliveries: (projectId: number, webhookId: number, page: number) =>
    [...webhookKeys.list(projectId), webhookId, "deliveries", page] as const,
};

const base = (projectId: number) => `/api/projects/${projectId}/webhooks`;

/** GET /api/projects/:id/webhooks: the owner's list (secrets as their last 4 characters). */
export function webhooksQuery(projectId: number) {
  return queryOptions({
    queryKey: webhookKeys.list(projectId),
    queryFn: () => getJson<Webhook[]>(base(projectId)),
    retry: false,
  });
}

/** GET .../deliveries?page=: the delivery log, newest first; refreshed while something is pending. */
export function webhookDeliveriesQuery(projectId: number, webhookId: number, page: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(projectId, webhookId, page),
    queryFn: () => getJson<WebhookDeliveryPage>(`${base(projectId)}/${webhookId}/deliveries?page=${page}`),
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.state === "pending") ? 2000 : false),
  });
}

/** POST: the answer carries the secret, shown once. */
export function useCreateWebhook(projectId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateWebhookInput) => sendJson<WebhookWithSecret>("POST", base(projectId), body),
    onSuccess: ({ webhook }) =>
      queryClient.setQueryData<Webhook[]>(webhookKeys.list(projectId), (list) => [...(list ?? []), webhook]),
  });
}

function replaceIn(list: Webhook[] | undefined, webhook: Webhook): Webhook[] | undefined {
  return list?.map((w) => (w.id === webhook.id ? webhook : w));
}

/** PATCH: URL, events or the on/off switch. */
export function useUpdateWebhook(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateWebhookInput & { id: number }) =>
      sendJson<Webhook>("PATCH", `${base(projectId)}/${id}`, body),
    onSuccess: (webhook) =>
      queryClient.setQueryData<Webhook[]>(webhookKeys.list(projectId), (list) => replaceIn(list, webhook)),
  });
}

/** DELETE: the webhook and its log go. */
export function useDeleteWebhook(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `${base(projectId)}/${id}`),
    onSuccess: (_done, id) =>
      queryClient.setQueryData<Webhook[]>(webhookKeys.list(projectId), (list) =>
        list?.filter((w) => w.id !== id),
      ),
  });
}

/** POST .../test: queues a `ping`; the log is refreshed. */
export function useSendTestEvent(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<{ delivery: string }>("POST", `${base(projectId)}/${id}/test`),
    onSuccess: (_queued, id) =>
      queryClient.invalidateQueries({ queryKey: [...webhookKeys.list(projectId), id] }),
  });
}
