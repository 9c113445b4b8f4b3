import type { Task } from "@contract/tasks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAllActivity } from "./activity";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { boardTasksKey } from "./tasks";

/* ---- Epics and sub-tasks (product rules §35): children, parent, add a sub-task ---- */

/** The query key of a task's children. */
export function taskChildrenKey(taskId: number) {
  return [...rootKeys.boards, "children", taskId] as const;
}

/** GET /api/tasks/{id}/children: the task's children as task payloads. */
export function taskChildrenQuery(taskId: number) {
  return queryOptions({
    queryKey: taskChildrenKey(taskId),
    queryFn: () => getJson<Task[]>(`/api/tasks/${taskId}/children`),
  });
}

/** GET /api/tasks/{id}: a parent that is not on the board shown (another board of the project). */
export function parentTaskQuery(parentId: number) {
  return queryOptions({
    queryKey: [...rootKeys.boards, "parent", parentId] as const,
    queryFn: () => getJson<Task>(`/api/tasks/${parentId}`),
  });
}

/**
 * After a change to the tree: the board (counts, parents), the children lists and the histories of
 * the task and its parents (product rules §35) read again.
 */
function refresh(queryClient: ReturnType<typeof useQueryClient>, boardId: number) {
  void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
  void queryClient.invalidateQueries({ queryKey: [...rootKeys.boards, "children"] });
  invalidateAllActivity(queryClient);
}

/** PUT /api/tasks/{id}/parent: sets or clears a task's parent. */
export function useSetParent(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, parentId }: { taskId: number; parentId: number | null }) =>
      sendJson<Task>("PUT", `/api/tasks/${taskId}/parent`, { parentId }),
    onSuccess: () => refresh(queryClient, boardId),
  });
}

/** POST /api/boards/{boardId}/tasks with a parent: a new sub-task of `parentId`. */
export function useAddSubtask(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, title }: { parentId: number; title: string }) =>
      sendJson<Task>("POST", `/api/boards/${boardId}/tasks`, { title, parentId }),
    onSuccess: () => refresh(queryClient, boardId),
  });
}
