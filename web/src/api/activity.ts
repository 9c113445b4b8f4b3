import type { ProjectActivityPage, TaskActivityPage } from "@contract/activity";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/* ---- Task history (product rules §32): a task's entries and a project's feed, a page at a time ---- */

/** The filters of the project's Activity screen; empty strings mean none. */
export type ProjectActivityFilters = { actorId: string; kind: string; from: string; to: string };

/** Query keys of task history. */
export const activityKeys = {
  all: [...rootKeys.activity] as const,
  task: (taskId: number) => [...rootKeys.activity, "task", taskId] as const,
  project: (projectId: number) => [...rootKeys.activity, "project", projectId] as const,
  projectFiltered: (projectId: number, filters: ProjectActivityFilters) =>
    [...rootKeys.activity, "project", projectId, filters] as const,
};

/** How many entries one page asks for. */
export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/tasks/{id}/activity: newest first; the next page starts before the last entry. */
export function taskActivityQuery(taskId: number) {
  return infiniteQueryOptions({
    queryKey: activityKeys.task(taskId),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
      if (pageParam !== null) params.set("before", String(pageParam));
      return getJson<TaskActivityPage>(`/api/tasks/${taskId}/activity?${params.toString()}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** GET /api/projects/{id}/activity with the screen's filters: newest first, a page at a time. */
export function projectActivityQuery(projectId: number, filters: ProjectActivityFilters) {
  return infiniteQueryOptions({
    queryKey: activityKeys.projectFiltered(projectId, filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
      if (pageParam !== null) params.set("before", String(pageParam));
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      return getJson<ProjectActivityPage>(`/api/projects/${projectId}/activity?${params.toString()}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/**
 * Marks a task's history (and its project's feed) stale after a change to the task: an open one
 * reloads, a closed one when it is next shown. The socket does not echo a tab's own writes, so each
 * of its mutations calls this as the event handler does for others' (issue 31).
 */
export function invalidateTaskActivity(queryClient: QueryClient, taskId: number, projectId?: number): void {
  void queryClient.invalidateQueries({ queryKey: activityKeys.task(taskId) });
  if (projectId !== undefined)
    void queryClient.invalidateQueries({ queryKey: activityKeys.project(projectId) });
}

/** Marks every history stale after one's own change that writes entries on several tasks (a parent, a link, a bulk change). */
export function invalidateAllActivity(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: activityKeys.all });
}
