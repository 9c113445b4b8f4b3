import { PageHeading } from "@/components/layout/page-heading";
import { AppearanceCard } from "@/features/settings/appearance-card";
import { NotificationPreferencesCard } from "@/features/settings/notification-preferences-card";
import { SlackIntegrationCard } from "@/features/settings/slack-integration-card";
import { useT } from "@/i18n";

/** /settings: the theme, the chat-workspace (Slack) integration and the five notification preferences. */
export function SettingsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={t({ id: "nav.settings", defaultMessage: "Settings" })}
        description={t({
          id: "settings.description",
          defaultMessage: "Manage your integrations and notification preferences.",
        })}
      />
      <div className="grid gap-6">
        <AppearanceCard />
        <SlackIntegrationCard />
        <NotificationPreferencesCard />
      </div>
    </div>
  );
}
