import type { TaskWatchers, Watching } from "@contract/watchers";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";

/* ---- Watchers (product rules 'Watchers') ---- */

/**
 * Query keys of watchers: a task's watchers, and the caller's watched tasks of a project. The latter
 * is the user's own data (under `rootKeys.user`), so the caller's task writes, which reload that
 * root, reload it too: creating or being given a task watches it.
 */
export const watcherKeys = {
  all: [...rootKeys.watchers] as const,
  task: (taskId: number) => [...rootKeys.watchers, "task", taskId] as const,
  watching: (projectId: number) => [...rootKeys.user, "watching", projectId] as const,
  /** Every project's list of watched tasks. */
  allWatching: [...rootKeys.user, "watching"] as const,
};

/** After the caller commented (which watches the task): its watchers and the board's eyes reload. */
export function refreshWatchersAfterComment(queryClient: QueryClient, taskId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: watcherKeys.task(taskId) }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.user, "watching"] }),
  ]);
}

/** GET /api/tasks/{id}/watchers: who watches the task, and whether the caller does. */
export function taskWatchersQuery(taskId: number) {
  return queryOptions({
    queryKey: watcherKeys.task(taskId),
    queryFn: () => getJson<TaskWatchers>(`/api/tasks/${taskId}/watchers`),
    // Others watch and unwatch without an event: read afresh each time the dialog opens.
    staleTime: 0,
  });
}

/** GET /api/user/watching?projectId=: the caller's watched tasks of the project (one request per board). */
export function watchingQuery(projectId: number) {
  return queryOptions({
    queryKey: watcherKeys.watching(projectId),
    queryFn: () => getJson<Watching>(`/api/user/watching?projectId=${projectId}`),
  });
}

// One Set per answer, shared by every card that asks.
const sets = new WeakMap<Watching, Set<number>>();
function watchedSet(data: Watching): Set<number> {
  let set = sets.get(data);
  if (!set) {
    set = new Set(data.taskIds);
    sets.set(data, set);
  }
  return set;
}

/** Whether the caller watches the task: for the board card's eye (one shared request per project). */
export function useIsWatched(projectId: number, taskId: number): boolean {
  return (
    useQuery({ ...watchingQuery(projectId), select: (data) => watchedSet(data).has(taskId) }).data ?? false
  );
}

/**
 * PUT (watch) or DELETE (unwatch) /api/tasks/{id}/watch for the caller: the dialog's list and the
 * board's eye change at once and roll back if the server refuses.
 */
export function useSetWatching(
  taskId: number,
  projectId: number,
  me: TaskWatchers["watchers"][number] | null,
) {
  const queryClient = useQueryClient();
  const taskKey = watcherKeys.task(taskId);
  const projectKey = watcherKeys.watching(projectId);
  return useMutation({
    mutationFn: (watching: boolean) =>
      sendJson<TaskWatchers>(watching ? "PUT" : "DELETE", `/api/tasks/${taskId}/watch`),
    onMutate: async (watching) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: taskKey }),
        queryClient.cancelQueries({ queryKey: projectKey }),
      ]);
      const previous = {
        task: queryClient.getQueryData<TaskWatchers>(taskKey),
        project: queryClient.getQueryData<Watching>(projectKey),
      };
      if (previous.task) {
        const others = previous.task.watchers.filter((w) => w.id !== me?.id);
        queryClient.setQueryData<TaskWatchers>(taskKey, {
          watching,
          watchers: watching && me ? [...others, me] : others,
        });
      }
      if (previous.project) {
        const ids = previous.project.taskIds.filter((id) => id !== taskId);
        queryClient.setQueryData<Watching>(projectKey, {
          taskIds: watching ? [...ids, taskId].sort((a, b) => a - b) : ids,
        });
      }
      return previous;
    },
    onError: (_error, _watching, previous) => {
      if (previous?.task) queryClient.setQueryData(taskKey, previous.task);
      if (previous?.project) queryClient.setQueryData(projectKey, previous.project);
    },
    onSuccess: (saved) => queryClient.setQueryData(taskKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey }),
  });
}
