import { useQuery } from "@tanstack/react-query";
import { notificationsQuery } from "@/api/notifications";
import { PageHeading } from "@/components/layout/page-heading";
import { NotificationFeed } from "@/features/notifications/notification-feed";
import { useNotificationEvents } from "@/features/notifications/use-notification-events";

/** /notifications: every recent notification, with read marks. */
export function NotificationsPage() {
  const feed = useQuery({ ...notificationsQuery, staleTime: 0 });
  useNotificationEvents();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Notifications" description="Everything that happened around your work." />
      <NotificationFeed
        notifications={feed.data}
        isPending={feed.isPending}
        isError={feed.isError}
        onRetry={() => void feed.refetch()}
      />
    </div>
  );
}
