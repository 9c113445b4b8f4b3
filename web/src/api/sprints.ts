import type { CreateSprint, Sprint, SprintDetail, UpdateSprint } from "@contract/sprints";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { dashboardKey } from "./dashboard";
import { getJson, sendJson } from "./http";
import { invalidateProjectData } from "./projects";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of every sprint query. */
export const sprintsKey = ["sprints"] as const;

/** GET /api/sprints: visible sprints, newest first, each with its project count. */
export const sprintsQuery = queryOptions({
  queryKey: [...sprintsKey, "list"],
  queryFn: () => getJson<Sprint[]>("/api/sprints"),
});

/** GET /api/sprints/{id}: the sprint with its visible projects. */
export function sprintQuery(id: number) {
  return queryOptions({
    queryKey: [...sprintsKey, "detail", id],
    queryFn: () => getJson<SprintDetail>(`/api/sprints/${id}`),
  });
}

/** POST /api/sprints. */
export function useCreateSprint() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateSprint) => sendJson<Sprint>("POST", "/api/sprints", body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sprintsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}

/** PUT /api/sprints/{id} with the changed fields (owner only). */
export function useUpdateSprint() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: UpdateSprint & { id: number }) =>
      sendJson<Sprint>("PUT", `/api/sprints/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sprintsKey }),
  });
}

/** DELETE /api/sprints/{id} (owner only): its owner's projects go with it, so projects refresh too. */
export function useDeleteSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/sprints/${id}`),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: sprintQuery(id).queryKey });
      await invalidateProjectData(queryClient);
    },
  });
}
