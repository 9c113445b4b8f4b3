import type { ServerEvent } from "@contract/events";
import type { ProjectLink } from "@contract/links";
import type { Task } from "@contract/tasks";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateTaskActivity } from "@/api/activity";
import { projectBoardsQuery } from "@/api/boards";
import { checklistKeys } from "@/api/checklists";
import { linkKeys } from "@/api/links";
import { dropRecentTask, putRecentTask } from "@/api/recent-tasks";
import { repositoryKeys } from "@/api/repositories";
import { patchTask, placeTask, removeTask } from "@/api/task-cache";
import { boardTasksKey, invalidateTaskLists } from "@/api/tasks";
import { clientId } from "@/lib/client-id";

let listsTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Other lists (dashboard, calendar, My Tasks) follow a burst of events once, not per event; Recent
 * Tasks is updated in place by each event instead.
 */
function invalidateListsSoon(queryClient: QueryClient): void {
  if (listsTimer) return;
  listsTimer = setTimeout(() => {
    listsTimer = null;
    void invalidateTaskLists(queryClient, undefined, { keepRecent: true });
  }, 2000);
}

/** Whether the project's cached links have `taskId` blocking another task. */
function blocksOthers(queryClient: QueryClient, projectId: number, taskId: number): boolean {
  const links = queryClient.getQueryData<ProjectLink[]>(linkKeys.project(projectId));
  return links?.some((l) => l.type === "blocks" && l.sourceTaskId === taskId) ?? false;
}

const isAboutTask = (key: readonly unknown[], taskId: number) =>
  key.includes("comments") && key.includes(taskId);

/**
 * Applies a server event to the query cache at once (CONTRIBUTING: an update or a targeted
 * invalidation, never a refetch of the world). The tab's own echoes are skipped: its cache already
 * holds the change. `boardIds` are the boards of `projectId` the page shows.
 */
export function applyEvent(
  queryClient: QueryClient,
  event: ServerEvent,
  projectId: number,
  boardIds: number[],
) {
  // Notifications and the unread count are the app-wide socket handler's (useAppRealtime).
  if (event.projectId !== projectId || event.type === "presence") return;
  if (event.originClientId === clientId && event.type !== "invalidate") return;
  const setTasks = (boardId: number, update: (all: Task[]) => Task[]) =>
    queryClient.setQueryData<Task[]>(boardTasksKey(boardId), (all) => (all ? update(all) : all));

  switch (event.type) {
    case "task_created":
    case "task_updated":
    case "task_moved":
      setTasks(event.task.boardId, (all) => placeTask(all, event.task));
      putRecentTask(queryClient, event.task);
      // An open task dialog reloads its checklist (a checklist change is published as the task's update).
      if (event.type === "task_updated")
        void queryClient.invalidateQueries({ queryKey: checklistKeys.task(event.task.id) });
      invalidateTaskActivity(queryClient, event.task.id, projectId);
      // An open dialog's Development section (a repository connection moves tasks, product rules §34).
      void queryClient.invalidateQueries({ queryKey: repositoryKeys.development(event.task.id) });
      // A blocker that moved may change its dependents' Blocked badges (product rules §36).
      if (event.type === "task_moved" && blocksOthers(queryClient, projectId, event.task.id))
        for (const boardId of boardIds)
          void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
      invalidateListsSoon(queryClient);
      return;
    case "task_links_changed":
      // Ids only: the links API shows each reader what they may see.
      for (const taskId of event.taskIds)
        void queryClient.invalidateQueries({ queryKey: linkKeys.task(taskId) });
      void queryClient.invalidateQueries({ queryKey: linkKeys.project(projectId) });
      for (const boardId of boardIds)
        void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
      return;
    case "task_deleted":
      setTasks(event.boardId, (all) => removeTask(all, event.taskId));
      dropRecentTask(queryClient, event.taskId);
      invalidateTaskActivity(queryClient, event.taskId, projectId);
      invalidateListsSoon(queryClient);
      return;
    case "comment_created":
    case "comment_deleted": {
      const delta = event.type === "comment_created" ? 1 : -(event.removedCount ?? 1);
      for (const boardId of boardIds) {
        setTasks(boardId, (all) =>
          patchTask(all, event.taskId, (t) => ({ ...t, commentCount: Math.max(0, t.commentCount + delta) })),
        );
      }
      void queryClient.invalidateQueries({ predicate: (q) => isAboutTask(q.queryKey, event.taskId) });
      invalidateTaskActivity(queryClient, event.taskId, projectId);
      return;
    }
    case "comment_updated":
      void queryClient.invalidateQueries({ predicate: (q) => isAboutTask(q.queryKey, event.taskId) });
      invalidateTaskActivity(queryClient, event.taskId, projectId);
      return;
    case "board_updated":
      void queryClient.invalidateQueries({ queryKey: projectBoardsQuery(projectId).queryKey });
      for (const boardId of boardIds)
        void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
      return;
    case "invalidate":
      for (const boardId of boardIds)
        void queryClient.invalidateQueries({ queryKey: boardTasksKey(boardId) });
      return;
  }
}
