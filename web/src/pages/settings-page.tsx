import { PageHeading } from "@/components/layout/page-heading";

/** /settings: chat-workspace integration and notification switches (placeholder). */
export function SettingsPage() {
  return <PageHeading title="Settings" />;
}
