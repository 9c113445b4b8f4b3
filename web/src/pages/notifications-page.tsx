import { PageHeading } from "@/components/layout/page-heading";

/** /notifications: the user's notifications (placeholder). */
export function NotificationsPage() {
  return <PageHeading title="Notifications" />;
}
