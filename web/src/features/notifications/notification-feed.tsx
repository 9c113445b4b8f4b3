import type { Notification } from "@contract/notifications";
import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "@/api/notifications";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n";
import { NotificationItem } from "./notification-item";

/**
 * 'All Recent Activity': the feed with the user's real unread count, Mark All Read, per-item Mark
 * Read, and 'Load more' for the pages past the first 100.
 */
export function NotificationFeed({
  notifications,
  unreadCount,
  isPending,
  error,
  onRetry,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
}: {
  notifications: Notification[] | undefined;
  /** The server's count of unread notifications (they may not all be loaded). */
  unreadCount?: number;
  isPending: boolean;
  /** The failed load's error, if it failed. */
  error: unknown;
  onRetry: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const t = useT();
  const [markingId, setMarkingId] = useState<number | null>(null);
  const unread = unreadCount ?? notifications?.filter((n) => !n.isRead).length ?? 0;

  const onMarkRead = (id: number, quiet = false) => {
    if (!quiet) setMarkingId(id);
    markRead.mutate(id, {
      onError: (error) =>
        showError(
          error,
          t({ id: "notifications.markReadFailed", defaultMessage: "Failed to mark notification as read" }),
        ),
      onSettled: () => setMarkingId(null),
    });
  };

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) =>
        showError(
          error,
          t({ id: "notifications.markAllFailed", defaultMessage: "Failed to mark notifications as read" }),
        ),
    });

  return (
    <Card role="region" aria-labelledby="all-activity-heading">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2">
          <h2 id="all-activity-heading" className="text-lg">
            {t({ id: "notifications.feed.title", defaultMessage: "All Recent Activity" })}
          </h2>
          {notifications && (
            <Badge variant={unread > 0 ? "default" : "secondary"}>
              {t({ id: "notifications.feed.unread", defaultMessage: "{count} unread" }, { count: unread })}
            </Badge>
          )}
        </CardTitle>
        <Button variant="outline" size="sm" onClick={onMarkAll} disabled={unread === 0 || markAll.isPending}>
          {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          {t({ id: "notifications.feed.markAll", defaultMessage: "Mark All Read" })}
        </Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">
              {t({ id: "notifications.feed.loading", defaultMessage: "Loading notifications..." })}
            </span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : error ? (
          <CardError
            error={error}
            className="py-6"
            message={t({
              id: "notifications.feed.failed",
              defaultMessage: "Notifications could not be loaded.",
            })}
            onRetry={onRetry}
          />
        ) : !notifications || notifications.length === 0 ? (
          <EmptyState
            icon={Bell}
            title={t({ id: "notifications.feed.empty.title", defaultMessage: "No notifications yet" })}
            description={t({
              id: "notifications.feed.empty.description",
              defaultMessage:
                "When someone assigns you a task, adds you to a project or replies to you, it shows up here.",
            })}
          />
        ) : (
          <>
            <ul className="grid gap-3">
              {notifications.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onMarkRead={onMarkRead}
                  onOpen={() => !n.isRead && onMarkRead(n.id, true)}
                  isMarking={markingId === n.id}
                />
              ))}
            </ul>
            {hasMore && onLoadMore && (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={onLoadMore} disabled={isLoadingMore}>
                  {isLoadingMore && <Spinner />}
                  {t({ id: "notifications.feed.loadMore", defaultMessage: "Load more" })}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
