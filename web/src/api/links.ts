import type { CreateLinkBodyInput, ProjectLink, TaskLink } from "@contract/links";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAllActivity } from "./activity";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";

/* ---- Links between tasks (product rules §36) ---- */

/** Query keys of links: a task's (from its side) and a project's (for the Gantt). */
export const linkKeys = {
  all: [...rootKeys.links] as const,
  task: (taskId: number) => [...rootKeys.links, "task", taskId] as const,
  project: (projectId: number) => [...rootKeys.links, "project", projectId] as const,
};

/** GET /api/tasks/{id}/links: the task's links, the other task null when the reader cannot open it. */
export function taskLinksQuery(taskId: number) {
  return queryOptions({
    queryKey: linkKeys.task(taskId),
    queryFn: () => getJson<TaskLink[]>(`/api/tasks/${taskId}/links`),
  });
}

/** GET /api/projects/{id}/links: the links among the project's tasks (one request for the Gantt). */
export function projectLinksQuery(projectId: number) {
  return queryOptions({
    queryKey: linkKeys.project(projectId),
    queryFn: () => getJson<ProjectLink[]>(`/api/projects/${projectId}/links`),
  });
}

/** After a link change: every link list, the boards (their Blocked flags) and both tasks' histories reload. */
export function refreshAfterLinkChange(queryClient: QueryClient) {
  invalidateAllActivity(queryClient);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: linkKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] }),
  ]);
}

/** POST /api/tasks/{id}/links. */
export function useAddLink(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLinkBodyInput) => sendJson<TaskLink>("POST", `/api/tasks/${taskId}/links`, body),
    onSuccess: () => refreshAfterLinkChange(queryClient),
  });
}

/** DELETE /api/task-links/{id}. */
export function useRemoveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => sendJson<void>("DELETE", `/api/task-links/${linkId}`),
    onSuccess: () => refreshAfterLinkChange(queryClient),
  });
}
