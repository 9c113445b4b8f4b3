import type {
  CreateCustomStatus,
  CustomStatus,
  CustomStatusUsage,
  UpdateCustomStatus,
} from "@contract/statuses";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { boardsKey } from "./boards";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The query key of the user's custom statuses. */
export const customStatusesKey = [...rootKeys.customStatuses] as const;

/** GET /api/custom-statuses: the user's statuses in board order. */
export const customStatusesQuery = queryOptions({
  queryKey: customStatusesKey,
  queryFn: () => getJson<CustomStatus[]>("/api/custom-statuses"),
});

/** Statuses are board columns, and a rename moves tasks: refresh both. */
function invalidateStatusData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customStatusesKey }),
    queryClient.invalidateQueries({ queryKey: boardsKey }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.tasks] }),
  ]);
}

/** POST /api/custom-statuses {name, color}. */
export function useCreateStatus() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: Partial<CreateCustomStatus> & { name: string }) =>
      sendJson<CustomStatus>("POST", "/api/custom-statuses", body),
    onSuccess: () => invalidateStatusData(queryClient),
  });
}

/** PUT /api/custom-statuses/{id} {name, color}. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: UpdateCustomStatus & { id: number }) =>
      sendJson<CustomStatus>("PUT", `/api/custom-statuses/${id}`, body),
    onSuccess: () => invalidateStatusData(queryClient),
  });
}

/** DELETE /api/custom-statuses/{id} (the defaults answer 400). */
export function useDeleteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/custom-statuses/${id}`),
    onSuccess: () => invalidateStatusData(queryClient),
  });
}

/** GET /api/custom-statuses/{id}/usage: how many tasks on the user's boards have that status. */
export function statusUsage(id: number): Promise<CustomStatusUsage> {
  return getJson<CustomStatusUsage>(`/api/custom-statuses/${id}/usage`);
}

/** PUT /api/custom-statuses/order {ids}: the new column order, shown at once (rolled back on error). */
export function useReorderStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => sendJson<CustomStatus[]>("PUT", "/api/custom-statuses/order", { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: customStatusesKey });
      const previous = queryClient.getQueryData<CustomStatus[]>(customStatusesKey);
      if (previous) {
        const byId = new Map(previous.map((s) => [s.id, s]));
        queryClient.setQueryData(
          customStatusesKey,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(customStatusesKey, context.previous);
    },
    onSettled: () => invalidateStatusData(queryClient),
  });
}
