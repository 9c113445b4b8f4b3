import type { UnreadCount } from "@contract/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { recentActivityKey } from "@/api/dashboard";
import { rootKeys } from "@/api/keys";
import { notificationFeedKey, receiveNotification, unreadCountKey } from "@/api/notifications";
import { applyChatEvent } from "./apply-chat-event";
import { realtime } from "./socket";
import { useSessionEnd } from "./use-session-end";

/**
 * The signed-in app's one socket (issue 9): held open by the shell on every page, closed when the
 * shell goes (signed out) or on logout. A `notification` event, only ever sent to its user's
 * sockets, refreshes the bell, the feed and Recent Activity at once; so does a reconnect, which
 * may have missed some. The server tells each new socket the unread count, which the bell takes as
 * it is (no second read of the count when the socket opens). When the server ends the socket with the session, the app signs out as it
 * would on a 401.
 */
/** Events closer together than this are one burst: Recent Activity is read once, after the last. */
const BURST_MS = 150;

export function useAppRealtime(): void {
  const queryClient = useQueryClient();
  useSessionEnd();
  useEffect(() => {
    let activityTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshActivity = () => {
      clearTimeout(activityTimer);
      activityTimer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: recentActivityKey }),
        BURST_MS,
      );
    };
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === "notification") {
        receiveNotification(queryClient, event);
        refreshActivity();
      }
      applyChatEvent(queryClient, event);
      // A user-addressed event too big to carry: reload what it was about.
      if (event.type === "resync") void queryClient.invalidateQueries({ queryKey: [event.scope] });
      if (event.type === "unread_count") {
        queryClient.setQueryData<UnreadCount>(unreadCountKey, { count: event.count });
      }
    });
    // Reopened: anything may have been missed while it was closed.
    const offOpen = realtime.onOpen((reopened) => {
      if (reopened) {
        void queryClient.invalidateQueries({ queryKey: notificationFeedKey });
        void queryClient.invalidateQueries({ queryKey: recentActivityKey });
        void queryClient.invalidateQueries({ queryKey: rootKeys.chat });
      }
    });
    const release = realtime.retain();
    return () => {
      clearTimeout(activityTimer);
      release();
      offOpen();
      unsubscribe();
    };
  }, [queryClient]);
}
