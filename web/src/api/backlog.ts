import type { Backlog, BacklogQueryInput, PlannedTask, SprintCommitment } from "@contract/backlog";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { burndownQuery } from "./reports";
import { sprintProgressQuery, sprintsKey } from "./sprints";

/** The key root of the backlog queries: under the sprints, so a sprint deletion drops them too. */
export const backlogKey = [...sprintsKey, "backlog"] as const;

/** The filters of the backlog screen, as the query string sends them ("" or absent: all). */
export type BacklogFilters = {
  search: string;
  assignee: string;
  priority: string;
  points: string;
  projectId: string;
  /** task, story, bug, epic or all (product rules §35). */
  type: string;
};

function filterQuery(filters: BacklogFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof BacklogQueryInput, string][])
    if (value && value !== "all") params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/sprints/{id}/backlog?filters: the ranked backlog and the planning numbers. */
export function backlogQuery(sprintId: number, filters: BacklogFilters) {
  return queryOptions({
    queryKey: [...backlogKey, "list", sprintId, filters],
    queryFn: () => getJson<Backlog>(`/api/sprints/${sprintId}/backlog${filterQuery(filters)}`),
    // Tasks change on boards elsewhere: the backlog is asked again when the screen opens.
    staleTime: 0,
  });
}

/** GET /api/sprints/{id}/commitment: the start's snapshot and the scope changes since. */
export function commitmentQuery(sprintId: number) {
  return queryOptions({
    queryKey: [...backlogKey, "commitment", sprintId],
    queryFn: () => getJson<SprintCommitment>(`/api/sprints/${sprintId}/commitment`),
    staleTime: 0,
  });
}

/** After a planning change: the backlog, the commitment, the sprint and its burndown are asked again. */
function useRefreshPlanning(sprintId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: backlogKey }),
      queryClient.invalidateQueries({ queryKey: [...sprintsKey, "detail", sprintId] }),
      queryClient.invalidateQueries({ queryKey: [...sprintsKey, "list"] }),
      // A sprint with a plan counts its planned tasks in its progress (product rules §21).
      queryClient.invalidateQueries({ queryKey: sprintProgressQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: burndownQuery(sprintId).queryKey }),
    ]);
}

/** The list on screen in its new order, shown before the server answers. */
export type BacklogReorder = { key: readonly unknown[]; items: Backlog["items"] };

/**
 * PUT /api/sprints/{id}/backlog/rank: puts a task after another (null: first). The list shows the
 * new order at once (`reorder`), then is asked again; a failure puts the server's order back.
 */
export function useRankBacklog(sprintId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlanning(sprintId);
  return useMutation({
    mutationFn: (body: { taskId: number; afterTaskId: number | null; reorder: BacklogReorder }) =>
      sendJson<void>("PUT", `/api/sprints/${sprintId}/backlog/rank`, {
        taskId: body.taskId,
        afterTaskId: body.afterTaskId,
      }),
    onMutate: async ({ reorder }) => {
      await queryClient.cancelQueries({ queryKey: reorder.key });
      queryClient.setQueryData<Backlog>(reorder.key, (old) => (old ? { ...old, items: reorder.items } : old));
    },
    onSettled: refresh,
  });
}

/** PUT or DELETE /api/sprints/{id}/planned-tasks/{taskId}: plans a task in, or takes it out. */
export function usePlanTask(sprintId: number) {
  const refresh = useRefreshPlanning(sprintId);
  return useMutation({
    mutationFn: ({ taskId, planned }: { taskId: number; planned: boolean }) =>
      sendJson<PlannedTask>(planned ? "PUT" : "DELETE", `/api/sprints/${sprintId}/planned-tasks/${taskId}`),
    onSettled: refresh,
  });
}

/** POST /api/sprints/{id}/start: records the commitment and makes the sprint active. */
export function useStartSprint(sprintId: number) {
  const refresh = useRefreshPlanning(sprintId);
  return useMutation({
    mutationFn: () => sendJson<SprintCommitment>("POST", `/api/sprints/${sprintId}/start`),
    onSuccess: refresh,
  });
}
