import type { CalendarTask } from "@contract/dashboard";
import type { Task } from "@contract/tasks";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** How many tasks the sidebar's Recent Tasks shows. */
export const RECENT_TASKS_SHOWN = 3;

/**
 * Query keys of GET /api/tasks/recent. They sit under ["tasks"], so this tab's own task writes
 * (which invalidate ["tasks"]) refresh the list; real-time events update it in place instead
 * (`putRecentTask`, `dropRecentTask`).
 */
export const recentTasksKeys = {
  all: [...rootKeys.tasks, "recent"] as const,
  list: (limit: number) => [...rootKeys.tasks, "recent", limit] as const,
};

/** GET /api/tasks/recent?limit=N: the N most recently updated visible tasks, newest first (product rules §12). */
export function recentTasksQuery(limit: number = RECENT_TASKS_SHOWN) {
  return queryOptions({
    queryKey: recentTasksKeys.list(limit),
    queryFn: () => getJson<CalendarTask[]>(`/api/tasks/recent?limit=${limit}`),
  });
}

/** The project's name as some cache already knows it: a recent entry of the same project, or its detail. */
function knownProjectName(queryClient: QueryClient, projectId: number): string | undefined {
  for (const [, list] of queryClient.getQueriesData<CalendarTask[]>({ queryKey: recentTasksKeys.all })) {
    const hit = list?.find((t) => t.project.id === projectId);
    if (hit) return hit.project.name;
  }
  return queryClient.getQueryData<{ name?: string }>(["projects", "detail", projectId])?.name;
}

/**
 * A task just created, changed or moved (a real-time event's board task) goes first in every cached
 * recent list, which holds at most its limit. When the project's name is not in any cache the entry cannot
 * be built, so the lists are invalidated instead.
 */
export function putRecentTask(queryClient: QueryClient, task: Task): void {
  const name = knownProjectName(queryClient, task.projectId);
  if (name === undefined) {
    void queryClient.invalidateQueries({ queryKey: recentTasksKeys.all });
    return;
  }
  const entry: CalendarTask = {
    id: task.id,
    key: task.key,
    title: task.title,
    type: task.type,
    parentId: task.parentId,
    childCounts: task.childCounts,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    storyPoints: task.storyPoints,
    assignedTo: task.assignedTo,
    assignee: task.assignee,
    project: { id: task.projectId, name },
    updatedAt: task.updatedAt,
    createdAt: task.createdAt,
  };
  for (const [key, list] of queryClient.getQueriesData<CalendarTask[]>({ queryKey: recentTasksKeys.all })) {
    if (!list) continue;
    const limit = typeof key[2] === "number" ? key[2] : list.length;
    queryClient.setQueryData<CalendarTask[]>(
      key,
      [entry, ...list.filter((t) => t.id !== task.id)].slice(0, limit),
    );
  }
}

/** A deleted task leaves every cached recent list; a list it was in is refetched to fill the gap. */
export function dropRecentTask(queryClient: QueryClient, taskId: number): void {
  for (const [key, list] of queryClient.getQueriesData<CalendarTask[]>({ queryKey: recentTasksKeys.all })) {
    if (!list?.some((t) => t.id === taskId)) continue;
    queryClient.setQueryData<CalendarTask[]>(
      key,
      list.filter((t) => t.id !== taskId),
    );
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}
