import type { CreateGoalInput, GoalTask, SprintGoal, UpdateGoalInput } from "@contract/sprint-goals";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { sprintsKey } from "./sprints";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of every goal query: under the sprints, so a sprint deletion drops them too. */
const goalsKey = [...sprintsKey, "goals"] as const;

/** GET /api/sprint-goals: the goals of every visible sprint (sprint cards, dashboard). */
export const allGoalsQuery = queryOptions({
  queryKey: [...goalsKey, "all"],
  queryFn: () => getJson<SprintGoal[]>("/api/sprint-goals"),
});

/** GET /api/sprints/{id}/goals: one sprint's goals with their linked tasks and progress. */
export function sprintGoalsQuery(sprintId: number) {
  return queryOptions({
    queryKey: [...goalsKey, "of", sprintId],
    queryFn: () => getJson<SprintGoal[]>(`/api/sprints/${sprintId}/goals`),
    // Linked tasks move on boards elsewhere: the progress is asked again when the page opens.
    staleTime: 0,
  });
}

/** GET /api/sprints/{id}/tasks?search=: the sprint's tasks a goal may link (at most 50). */
export function sprintTasksQuery(sprintId: number, search: string) {
  return queryOptions({
    queryKey: [...goalsKey, "tasks", sprintId, search],
    queryFn: () => getJson<GoalTask[]>(`/api/sprints/${sprintId}/tasks?search=${encodeURIComponent(search)}`),
  });
}

/** Refreshes every goal list after a change. */
function useRefreshGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalsKey });
}

/** POST /api/sprints/{id}/goals (sprint owner). */
export function useCreateGoal(sprintId: number) {
  const refresh = useRefreshGoals();
  return useSubmitMutation({
    mutationFn: (body: CreateGoalInput) =>
      sendJson<SprintGoal>("POST", `/api/sprints/${sprintId}/goals`, body),
    onSuccess: refresh,
  });
}

/** PATCH /api/sprint-goals/{id}: text, linked tasks or outcome (sprint owner). */
export function useUpdateGoal() {
  const refresh = useRefreshGoals();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: UpdateGoalInput & { id: number }) =>
      sendJson<SprintGoal>("PATCH", `/api/sprint-goals/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/sprint-goals/{id} (sprint owner). */
export function useDeleteGoal() {
  const refresh = useRefreshGoals();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/sprint-goals/${id}`),
    onSuccess: refresh,
  });
}
