import type { TaskUser } from "@contract/tasks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { applyEvent } from "./apply-event";
import { realtime } from "./socket";

/**
 * Keeps a project's board live: joins the project over /ws, applies its events to the cache, and
 * returns who else is viewing it (presence: the first viewers the server names, and how many other
 * people there are in all). `boardIds` are the project's boards the page shows.
 * The socket is the app shell's (`useAppRealtime`), which also handles the session's end.
 */
export function useProjectRealtime(projectId: number, boardIds: number[], userId: number | undefined) {
  const queryClient = useQueryClient();
  const [viewers, setViewers] = useState<{ users: TaskUser[]; count: number }>({ users: [], count: 0 });
  const boards = useRef(boardIds);
  boards.current = boardIds;

  useEffect(() => {
    if (!Number.isInteger(projectId) || projectId <= 0) return;
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === "presence" && event.projectId === projectId)
        setViewers({ users: event.users, count: event.count });
      else applyEvent(queryClient, event, projectId, boards.current);
    });
    realtime.join(projectId, userId);
    return () => {
      realtime.leave(projectId);
      unsubscribe();
      setViewers({ users: [], count: 0 });
    };
  }, [projectId, userId, queryClient]);

  const others = viewers.users.filter((v) => v.id !== userId);
  // The count includes this user (their socket views the board), named or not.
  return { viewers: others, viewerCount: Math.max(others.length, viewers.count - 1) };
}
