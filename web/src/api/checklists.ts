import type { BulkTasksInput, BulkTasksResult, WipLimitInput } from "@contract/bulk-tasks";
import type { Checklist, ChecklistItem } from "@contract/checklists";
import type { Board, Task } from "@contract/tasks";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAllActivity } from "./activity";
import { projectBoardsQuery } from "./boards";
import { errorStatus, getJson, HttpError, sendJson } from "./http";
import { rootKeys } from "./keys";
import { placeTask } from "./task-cache";
import { boardTasksKey, invalidateTaskLists } from "./tasks";

/* ---- Checklists, WIP limits and bulk actions (product rules §24) ---- */

/** Query keys of task checklists. */
export const checklistKeys = {
  all: [...rootKeys.checklists] as const,
  task: (taskId: number) => [...rootKeys.checklists, taskId] as const,
};

/** GET /api/tasks/{id}/checklist: the items in order. */
export function checklistQuery(taskId: number) {
  return queryOptions({
    queryKey: checklistKeys.task(taskId),
    queryFn: () => getJson<Checklist>(`/api/tasks/${taskId}/checklist`),
  });
}

/** One change to a checklist, as the hooks below send it. */
export type ChecklistChange =
  | { kind: "add"; text: string }
  | { kind: "update"; itemId: number; text?: string; done?: boolean }
  | { kind: "move"; itemId: number; afterItemId: number | null }
  | { kind: "delete"; itemId: number };

function sendChange(taskId: number, change: ChecklistChange): Promise<unknown> {
  const url = `/api/tasks/${taskId}/checklist`;
  switch (change.kind) {
    case "add":
      return sendJson<ChecklistItem>("POST", url, { text: change.text });
    case "update":
      return sendJson<ChecklistItem>("PATCH", `${url}/${change.itemId}`, {
        text: change.text,
        done: change.done,
      });
    case "move":
      return sendJson<ChecklistItem>("PUT", `${url}/${change.itemId}/position`, {
        afterItemId: change.afterItemId,
      });
    case "delete":
      return sendJson<void>("DELETE", `${url}/${change.itemId}`);
  }
}

/**
 * Changes a task's checklist, then reloads the list and the task (its counts and progress) into the
 * board's cache: this tab skips its own real-time echo.
 */
export function useChecklistChange(taskId: number, boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChecklistChange) => sendChange(taskId, change),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: checklistKeys.task(taskId) });
      const task = await getJson<Task>(`/api/tasks/${taskId}`).catch(() => null);
      if (task) {
        queryClient.setQueryData<Task[]>(boardTasksKey(boardId), (all) => (all ? placeTask(all, task) : all));
      }
    },
  });
}

/** PUT /api/boards/{boardId}/columns/{status}/wip-limit (project owner only). */
export function useSetWipLimit(projectId: number, boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, wipLimit }: { status: string } & WipLimitInput) =>
      sendJson<Board>("PUT", `/api/boards/${boardId}/columns/${encodeURIComponent(status)}/wip-limit`, {
        wipLimit,
      }),
    onSuccess: (board) => {
      queryClient.setQueryData<Board[]>(projectBoardsQuery(projectId).queryKey, (all) =>
        all ? all.map((b) => (b.id === board.id ? board : b)) : all,
      );
    },
  });
}

/** POST /api/tasks/bulk; every list of tasks reloads afterwards. */
export function useBulkTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTasksInput) => sendJson<BulkTasksResult>("POST", "/api/tasks/bulk", body),
    onSuccess: () => reloadAfterBulk(queryClient),
  });
}

function reloadAfterBulk(queryClient: QueryClient): Promise<unknown> {
  invalidateAllActivity(queryClient);
  return Promise.all([
    invalidateTaskLists(queryClient),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] }),
  ]);
}

/** The limit of a failed request refused by the WIP rule's 409 (the caller asks to go over it), else null. */
export function wipLimitOf(error: unknown): number | null {
  if (errorStatus(error) !== 409) return null;
  if (error instanceof HttpError && error.code === "WIP_LIMIT" && typeof error.params.limit === "number") {
    return error.params.limit;
  }
  const match = /WIP limit \((\d+)\)/.exec((error instanceof HttpError && error.serverMessage) || "");
  return match ? Number(match[1]) : null;
}
