import type { CreateTaskInput, Task, TaskUser, UpdateTaskInput } from "@contract/tasks";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAllActivity, invalidateTaskActivity } from "./activity";
import { loadBoardTasks } from "./board-sync";
import { dashboardKey } from "./dashboard";
import { sendJson } from "./http";
import { rootKeys } from "./keys";
import { projectMembersQuery, projectTasksKey } from "./projects";
import { recentTasksKeys } from "./recent-tasks";
import { useSubmitMutation } from "./submit-mutation";
import { moveTaskLocally, placeTask, removeTask } from "./task-cache";

/* ---- Board tasks (issue 4): list, create, edit, move, delete ---- */

/** The query key of a board's task list. */
export function boardTasksKey(boardId: number) {
  return [...rootKeys.boards, boardId, "tasks"] as const;
}

/**
 * GET /api/boards/{boardId}/tasks: every task of the board with assignee and comment count. The full
 * list only the first time; after that the changes since the version held (in memory, or kept in the
 * browser: shown at once while the changes load), so a refetch after an event moves only what changed.
 */
export function boardTasksQuery(boardId: number) {
  return queryOptions({
    queryKey: boardTasksKey(boardId),
    queryFn: ({ client, queryKey }) =>
      loadBoardTasks(client, boardId, (tasks) => {
        if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, tasks);
      }),
  });
}

/**
 * Marks the lists a task change affects elsewhere as stale: dashboard, calendar, Recent Tasks and My
 * Tasks, project tables, members. With `keepRecent` (real-time events, which update Recent Tasks in
 * place) the recent lists are left alone.
 */
export function invalidateTaskLists(
  queryClient: QueryClient,
  projectId?: number,
  { keepRecent = false }: { keepRecent?: boolean } = {},
): Promise<unknown> {
  const isRecent = (key: readonly unknown[]) => key[0] === "tasks" && key[1] === recentTasksKeys.all[1];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    queryClient.invalidateQueries({
      queryKey: [...rootKeys.tasks],
      predicate: (query) => !(keepRecent && isRecent(query.queryKey)),
    }),
    queryClient.invalidateQueries({ queryKey: projectTasksKey }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.user] }),
    projectId === undefined
      ? null
      : queryClient.invalidateQueries({ queryKey: projectMembersQuery(projectId).queryKey }),
  ]);
}

/** The fields of a new task as the form sends them (product rules §14). */
export type TaskInput = CreateTaskInput;

/** POST /api/boards/{boardId}/tasks; the new task goes straight into the board's cache. */
export function useCreateTask(boardId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: TaskInput) =>
      sendJson<Task>("POST", `/api/boards/${boardId}/tasks`, { ...body, boardId }),
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(boardTasksKey(boardId), (all) => (all ? placeTask(all, task) : all));
      void invalidateTaskLists(queryClient, task.projectId);
      // A sub-task is an entry on its parent's history (product rules §35).
      if (task.parentId !== null) invalidateTaskActivity(queryClient, task.parentId, task.projectId);
    },
  });
}

/** PUT /api/tasks/{id} with the changed fields; the answer replaces the cached task. */
export function useUpdateTask(boardId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: UpdateTaskInput & { id: number }) =>
      sendJson<Task>("PUT", `/api/tasks/${id}`, body),
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(boardTasksKey(boardId), (all) => (all ? placeTask(all, task) : all));
      void invalidateTaskLists(queryClient, task.projectId);
      invalidateTaskActivity(queryClient, task.id, task.projectId);
    },
  });
}

/** DELETE /api/tasks/{id}; the task leaves the board's cache. */
export function useDeleteTask(boardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A parent's sub-tasks are deleted with it or kept as top-level tasks (product rules §35).
    mutationFn: (
      task: Pick<Task, "id" | "projectId"> & { parentId?: number | null; children?: "delete" | "keep" },
    ) =>
      sendJson<void>("DELETE", `/api/tasks/${task.id}${task.children ? `?children=${task.children}` : ""}`),
    onSuccess: (_result, task) => {
      queryClient.setQueryData<Task[]>(boardTasksKey(boardId), (all) =>
        all ? removeTask(all, task.id) : all,
      );
      if (task.children) void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
      void invalidateTaskLists(queryClient, task.projectId);
      // Kept children get an entry each, a parent its `subtask` one.
      if (task.children || task.parentId) invalidateAllActivity(queryClient);
      else invalidateTaskActivity(queryClient, task.id, task.projectId);
    },
  });
}

/**
 * What a drop into another swimlane writes with the move (product rules §35): the parent (epic
 * lanes), the assignee (with their details, for the board's own copy) or the priority.
 */
export type LanePatch =
  | { parentId: number | null }
  | { assignedTo: number | null; assignee: TaskUser | null }
  | { priority: string };

/** The arguments of a move: the task, its target column and index, and a lane's change if any. */
export type MoveInput = {
  taskId: number;
  status: string;
  position: number;
  overrideWipLimit?: boolean;
  lane?: LanePatch;
};

/** Writes a lane's change: PUT /api/tasks/{id}/parent for an epic, else PUT /api/tasks/{id}. */
function writeLanePatch(taskId: number, lane: LanePatch): Promise<Task> {
  if ("parentId" in lane) return sendJson<Task>("PUT", `/api/tasks/${taskId}/parent`, lane);
  if ("assignedTo" in lane)
    return sendJson<Task>("PUT", `/api/tasks/${taskId}`, { assignedTo: lane.assignedTo });
  return sendJson<Task>("PUT", `/api/tasks/${taskId}`, lane);
}

/**
 * PUT /api/tasks/{id}/position, applied to the cache at once (optimistic). A drop into another
 * swimlane first writes the lane's field (the server checks it; when it refuses, nothing moves).
 * On failure the board is put back as it was and reloaded, and `onRollback` runs (the caller shows
 * the documented toast).
 */
export function useMoveTask(boardId: number, onRollback: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = boardTasksKey(boardId);
  return useMutation({
    mutationFn: async ({ taskId, status, position, overrideWipLimit, lane }: MoveInput) => {
      if (lane) await writeLanePatch(taskId, lane);
      return sendJson<Task>("PUT", `/api/tasks/${taskId}/position`, { status, position, overrideWipLimit });
    },
    onMutate: async ({ taskId, status, position, lane }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Task[]>(key);
      const patched =
        previous && lane ? previous.map((t) => (t.id === taskId ? { ...t, ...lane } : t)) : previous;
      if (patched) queryClient.setQueryData<Task[]>(key, moveTaskLocally(patched, taskId, status, position));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onRollback(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (task, { lane }) => {
      queryClient.setQueryData<Task[]>(key, (all) => (all ? placeTask(all, task) : all));
      // A new parent changes two epics' counts (and histories): read the board again.
      if (lane && "parentId" in lane) void queryClient.invalidateQueries({ queryKey: key });
      void invalidateTaskLists(queryClient);
      if (lane && "parentId" in lane) invalidateAllActivity(queryClient);
      else invalidateTaskActivity(queryClient, task.id, task.projectId);
    },
  });
}
