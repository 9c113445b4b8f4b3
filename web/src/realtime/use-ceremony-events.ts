import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ceremonyKeys } from "@/api/ceremonies";
import { realtime } from "./socket";

/**
 * Keeps a sprint's standup and retro live (product rules §22): a `retro_...` or `standup_...` event
 * of this sprint (sent to its participants only) reloads that ceremony; so does a reconnect, which
 * may have missed some. A shrunk event (`resync`) is handled by the app shell.
 */
export function useCeremonyEvents(sprintId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
    const unsubscribe = realtime.subscribe((event) => {
      if (!("sprintId" in event) || event.sprintId !== sprintId) return;
      if (event.type.startsWith("retro_")) reload(ceremonyKeys.retro(sprintId));
      if (event.type.startsWith("standup_")) reload(ceremonyKeys.standup(sprintId));
    });
    const offOpen = realtime.onOpen((reopened) => {
      if (!reopened) return;
      reload(ceremonyKeys.retro(sprintId));
      reload(ceremonyKeys.standup(sprintId));
    });
    const release = realtime.retain();
    return () => {
      release();
      offOpen();
      unsubscribe();
    };
  }, [queryClient, sprintId]);
}
