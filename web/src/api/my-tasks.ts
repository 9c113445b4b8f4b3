import type { MyTask } from "@contract/my-tasks";
import type { Task, UpdateTaskInput } from "@contract/tasks";
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateTaskActivity } from "./activity";
import { apiRequest, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";
import { boardTasksKey, invalidateTaskLists } from "./tasks";

/** The query key of My Tasks (under ["tasks"], so every task write refreshes it). */
export const myTasksKey = [...rootKeys.tasks, "user"] as const;

/** How many tasks one page of My Tasks holds (issue 14: not every assigned task at once). */
export const MY_TASKS_PAGE_SIZE = 30;

/** The filters of My Tasks as the server takes them ("all" and "" mean none). */
export type MyTasksFilters = { search: string; status: string; priority: string; type?: string };

/** One page of GET /api/tasks/user, with the counts its headers carry. */
export type MyTasksPage = {
  tasks: MyTask[];
  /** Where the page starts. */
  offset: number;
  /** Tasks matching the filters, on every page. */
  matching: number;
  /** Tasks assigned to the user, whatever the filters. */
  assigned: number;
};

/**
 * GET /api/tasks/user?limit=&offset=&search=&status=&priority=&type=: the tasks assigned to the signed-in
 * user, filtered by the server, most recently updated first, a page at a time.
 */
export function myTasksPagesQuery(filters: MyTasksFilters) {
  return infiniteQueryOptions({
    queryKey: [
      ...myTasksKey,
      "pages",
      filters.search,
      filters.status,
      filters.priority,
      filters.type ?? "all",
    ],
    queryFn: async ({ pageParam }): Promise<MyTasksPage> => {
      const params = new URLSearchParams({ limit: String(MY_TASKS_PAGE_SIZE), offset: String(pageParam) });
      if (filters.search.trim()) params.set("search", filters.search.trim());
      if (filters.status !== "all") params.set("status", filters.status);
      if (filters.priority !== "all") params.set("priority", filters.priority);
      if (filters.type && filters.type !== "all") params.set("type", filters.type);
      const response = await apiRequest("GET", `/api/tasks/user?${params.toString()}`);
      const tasks = (await response.json()) as MyTask[];
      const count = (header: string) => Number(response.headers.get(header) ?? Number.NaN);
      const matching = count("x-total-count");
      const assigned = count("x-assigned-count");
      return {
        tasks,
        offset: pageParam,
        matching: Number.isNaN(matching) ? pageParam + tasks.length : matching,
        assigned: Number.isNaN(assigned) ? pageParam + tasks.length : assigned,
      };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.tasks.length;
      return last.tasks.length > 0 && next < last.matching ? next : undefined;
    },
    // A new filter keeps the previous cards on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** What the Edit Task dialog of My Tasks sends (product rules §18: PUT /api/tasks/{id}). */
export type MyTaskUpdate = UpdateTaskInput & { id: number };

/** PUT /api/tasks/{id} from My Tasks; refreshes My Tasks, the board, calendar and dashboard. */
export function useUpdateMyTask() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: MyTaskUpdate) => sendJson<Task>("PUT", `/api/tasks/${id}`, body),
    onSuccess: (task) =>
      Promise.all([
        invalidateTaskActivity(queryClient, task.id, task.projectId),
        invalidateTaskLists(queryClient, task.projectId),
        queryClient.invalidateQueries({ queryKey: boardTasksKey(task.boardId) }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.reports] }),
      ]),
  });
}

/** DELETE /api/tasks/{id} from My Tasks. */
export function useDeleteMyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Pick<MyTask, "id" | "boardId" | "projectId">) =>
      sendJson<void>("DELETE", `/api/tasks/${task.id}`),
    onSuccess: (_result, task) =>
      Promise.all([
        invalidateTaskActivity(queryClient, task.id, task.projectId),
        invalidateTaskLists(queryClient, task.projectId),
        queryClient.invalidateQueries({ queryKey: boardTasksKey(task.boardId) }),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.reports] }),
      ]),
  });
}
