import type {
  CreateSprintInput,
  Sprint,
  SprintDetail,
  SprintProgress,
  UpdateSprintInput,
} from "@contract/sprints";
import {
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { dashboardKey } from "./dashboard";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { projectsKey } from "./projects";
import { burndownQuery } from "./reports";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of every sprint query. */
export const sprintsKey = [...rootKeys.sprints] as const;

/** GET /api/sprints: visible sprints, newest first, each with its project count. */
export const sprintsQuery = queryOptions({
  queryKey: [...sprintsKey, "list"],
  queryFn: () => getJson<Sprint[]>("/api/sprints"),
});

/**
 * GET /api/sprints/progress: done and total tasks per visible sprint (the /sprints cards, issue 9).
 * Task writes anywhere change it, so it is asked again whenever a screen showing it mounts.
 */
export const sprintProgressQuery = queryOptions({
  queryKey: [...sprintsKey, "progress"],
  queryFn: () => getJson<SprintProgress[]>("/api/sprints/progress"),
  staleTime: 0,
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
    mutationFn: (body: CreateSprintInput) => sendJson<Sprint>("POST", "/api/sprints", body),
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
    mutationFn: ({ id, ...body }: UpdateSprintInput & { id: number }) =>
      sendJson<Sprint>("PUT", `/api/sprints/${id}`, body),
    // New dates change the burndown shown beside the form (issue 9: it kept the old chart).
    onSuccess: (_sprint, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sprintsKey }),
        queryClient.invalidateQueries({ queryKey: burndownQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.reports] }),
      ]),
  });
}

/** Whether a query key is one of a sprint's own (its detail, goals, tasks to link, or burndown). */
function isSprintKey(key: readonly unknown[], id: number): boolean {
  return (
    (key[0] === sprintsKey[0] && key[1] === "detail" && key[2] === id) ||
    (key[0] === sprintsKey[0] &&
      key[1] === "goals" &&
      (key[2] === "of" || key[2] === "tasks") &&
      key[3] === id) ||
    // Its backlog and commitment (product rules §21): ["sprints", "backlog", "list" | "commitment", id, ...].
    (key[0] === sprintsKey[0] &&
      key[1] === "backlog" &&
      (key[2] === "list" || key[2] === "commitment") &&
      key[3] === id) ||
    (key[0] === "reports" && key[1] === "burndown" && key[2] === id)
  );
}

/**
 * Drops a deleted sprint's own queries. Call it once its page is gone: removed while still
 * observed, a query is built and fetched again (a 404 for a deleted sprint).
 */
export function forgetSprint(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ predicate: (query) => isSprintKey(query.queryKey, id) });
}

/** DELETE /api/sprints/{id} (owner only): its owner's projects go with it, so projects refresh too. */
export function useDeleteSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/sprints/${id}`),
    // Everything the deletion changed is refreshed except the sprint itself: asking for it would
    // only answer 404 (issue 9). Its page calls forgetSprint once it has gone.
    onSuccess: async (_data, id) => {
      const others = { predicate: (query: Query) => !isSprintKey(query.queryKey, id) };
      await queryClient.cancelQueries({ predicate: (query) => isSprintKey(query.queryKey, id) });
      await Promise.all(
        [projectsKey, sprintsKey, dashboardKey, [...rootKeys.tasks], [...rootKeys.reports]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, ...others }),
        ),
      );
    },
  });
}
