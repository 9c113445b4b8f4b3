import type { MyTask } from "@contract/my-tasks";
import type { Task, UpdateTaskBody } from "@contract/tasks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { getJson, sendJson } from "./http";
import { useSubmitMutation } from "./submit-mutation";
import { invalidateTaskLists } from "./tasks";

/** The query key of My Tasks (under ["tasks"], so every task write refreshes it). */
export const myTasksKey = ["tasks", "user"] as const;

/** GET /api/tasks/user: the tasks assigned to the signed-in user, most recently updated first. */
export const myTasksQuery = queryOptions({
  queryKey: myTasksKey,
  queryFn: () => getJson<MyTask[]>("/api/tasks/user"),
});

/** What the Edit Task dialog of My Tasks sends (spec part 2 section 7: PUT /api/tasks/{id}). */
export type MyTaskUpdate = z.input<typeof UpdateTaskBody> & { id: number };

/** PUT /api/tasks/{id} from My Tasks; refreshes My Tasks, the board, calendar and dashboard. */
export function useUpdateMyTask() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: MyTaskUpdate) => sendJson<Task>("PUT", `/api/tasks/${id}`, body),
    onSuccess: (task) =>
      Promise.all([
        invalidateTaskLists(queryClient, task.projectId),
        queryClient.invalidateQueries({ queryKey: ["boards", task.boardId, "tasks"] }),
        queryClient.invalidateQueries({ queryKey: ["reports"] }),
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
        invalidateTaskLists(queryClient, task.projectId),
        queryClient.invalidateQueries({ queryKey: ["boards", task.boardId, "tasks"] }),
        queryClient.invalidateQueries({ queryKey: ["reports"] }),
      ]),
  });
}
