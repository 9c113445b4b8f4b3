import { PageHeading } from "@/components/layout/page-heading";
import { AppearanceCard } from "@/features/settings/appearance-card";
import { NotificationPreferencesCard } from "@/features/settings/notification-preferences-card";
import { SlackIntegrationCard } from "@/features/settings/slack-integration-card";

/** /settings: the theme, the chat-workspace (Slack) integration and the five notification preferences. */
export function SettingsPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Settings" description="Manage your integrations and notification preferences." />
      <div className="grid gap-6">
        <AppearanceCard />
        <SlackIntegrationCard />
        <NotificationPreferencesCard />
      </div>
    </div>
  );
}
