import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { backlogKey } from "@/api/backlog";
import { burndownQuery } from "@/api/reports";
import { sprintProgressQuery, sprintQuery } from "@/api/sprints";
import { clientId } from "@/lib/client-id";
import { realtime } from "./socket";

/**
 * Keeps a sprint's backlog, commitment, status, progress and burndown current (product rules §21): when
 * another tab ranks, plans or starts the sprint, the server tells everyone who sees it
 * (`sprints_backlog_changed`), and those are asked again. This tab's own changes are skipped.
 */
export function useBacklogRealtime(sprintId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type !== "sprints_backlog_changed" || event.sprintId !== sprintId) return;
      if (event.originClientId === clientId) return;
      void queryClient.invalidateQueries({ queryKey: backlogKey });
      void queryClient.invalidateQueries({ queryKey: sprintQuery(sprintId).queryKey });
      void queryClient.invalidateQueries({ queryKey: burndownQuery(sprintId).queryKey });
      void queryClient.invalidateQueries({ queryKey: sprintProgressQuery.queryKey });
    });
    const release = realtime.retain();
    return () => {
      release();
      unsubscribe();
    };
  }, [queryClient, sprintId]);
}
