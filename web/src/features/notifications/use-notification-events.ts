import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshNotifications } from "@/api/notifications";
import { realtime } from "@/realtime/socket";

/**
 * Reloads the feed when a `notification` event arrives over /ws (DECISIONS 7). The tab's socket is
 * open while a board is shown; events that arrive while this page is mounted refresh it at once.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (event.type === "notification") void refreshNotifications(queryClient);
      }),
    [queryClient],
  );
}
