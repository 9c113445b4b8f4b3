import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshNotifications, unreadCountKey } from "@/api/notifications";
import { realtime } from "./socket";
import { useSessionEnd } from "./use-session-end";

/** A count read this recently when the socket first opens is not read again. */
const FRESH_COUNT_MS = 2000;

/**
 * The signed-in app's one socket (issue 9): held open by the shell on every page, closed when the
 * shell goes (signed out) or on logout. A `notification` event, only ever sent to its user's
 * sockets, refreshes the bell, the feed and Recent Activity at once; so does a reconnect, which
 * may have missed some. When the server ends the socket with the session, the app signs out as it
 * would on a 401.
 */
export function useAppRealtime(): void {
  const queryClient = useQueryClient();
  useSessionEnd();
  useEffect(() => {
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === "notification") void refreshNotifications(queryClient);
    });
    const offOpen = realtime.onOpen((reopened) => {
      // Reopened: anything may have been missed. First open: a notification made between the
      // bell's first read and the socket's open was missed, so the count is re-read, unless that
      // read is in flight or just arrived (the usual page load: issue 14 asks for no request twice;
      // the window left is milliseconds, and focusing the window re-reads the count anyway).
      if (reopened) {
        void refreshNotifications(queryClient);
        return;
      }
      const read = queryClient.getQueryState(unreadCountKey);
      const fresh =
        read?.fetchStatus === "fetching" || Date.now() - (read?.dataUpdatedAt ?? 0) < FRESH_COUNT_MS;
      if (!fresh) void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    });
    const release = realtime.retain();
    return () => {
      release();
      offOpen();
      unsubscribe();
    };
  }, [queryClient]);
}
