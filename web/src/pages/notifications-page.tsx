import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { notificationFeedQuery, unreadCountQuery } from "@/api/notifications";
import { PageHeading } from "@/components/layout/page-heading";
import { NotificationFeed } from "@/features/notifications/notification-feed";
import { useT } from "@/i18n";

/** /notifications: the user's notifications, 100 at a time, with read marks; live over the app's socket. */
export function NotificationsPage() {
  const feed = useInfiniteQuery({ ...notificationFeedQuery, staleTime: 0 });
  const unread = useQuery(unreadCountQuery);
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={t({ id: "nav.notifications", defaultMessage: "Notifications" })}
        description={t({
          id: "notifications.description",
          defaultMessage: "Everything that happened around your work.",
        })}
      />
      <NotificationFeed
        notifications={feed.data?.pages.flat()}
        unreadCount={unread.data?.count}
        isPending={feed.isPending}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        hasMore={feed.hasNextPage}
        isLoadingMore={feed.isFetchingNextPage}
        onLoadMore={() => void feed.fetchNextPage()}
      />
    </div>
  );
}
