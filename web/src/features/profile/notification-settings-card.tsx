import type { NotificationSettings } from "@contract/profile";
import { useQuery } from "@tanstack/react-query";
import { messageOr } from "@/api/http";
import { notificationSettingsQuery, useUpdateNotificationSettings } from "@/api/profile";
import { CardError } from "@/components/feedback/load-failure";
import { SwitchRow } from "@/components/switch-row";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** The four switches and what each governs (product rules §9). */
const M = defineMessages({
  ownLabel: { id: "profile.notifications.own.label", defaultMessage: "Comments on my tasks" },
  ownDescription: {
    id: "profile.notifications.own.description",
    defaultMessage: "Someone writes an update on a task I created.",
  },
  assignedLabel: {
    id: "profile.notifications.assigned.label",
    defaultMessage: "Comments on tasks assigned to me",
  },
  assignedDescription: {
    id: "profile.notifications.assigned.description",
    defaultMessage: "Someone writes an update on a task I am assigned.",
  },
  threadLabel: { id: "profile.notifications.thread.label", defaultMessage: "Replies in my threads" },
  threadDescription: {
    id: "profile.notifications.thread.description",
    defaultMessage: "Someone replies in a thread I commented in.",
  },
  replyLabel: { id: "profile.notifications.reply.label", defaultMessage: "Replies to my comments" },
  replyDescription: {
    id: "profile.notifications.reply.description",
    defaultMessage: "Someone replies to an update I wrote.",
  },
});

const SWITCHES: {
  key: keyof NotificationSettings;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { key: "writeUpdateOnOwnItem", label: M.ownLabel, description: M.ownDescription },
  { key: "writeUpdateOnSubscribedItem", label: M.assignedLabel, description: M.assignedDescription },
  { key: "repliedToThreadCommented", label: M.threadLabel, description: M.threadDescription },
  { key: "repliedToUpdateWrote", label: M.replyLabel, description: M.replyDescription },
];

/** 'Notification Settings': the four comment-notification switches, each saved on change. */
export function NotificationSettingsCard() {
  const settings = useQuery(notificationSettingsQuery);
  const update = useUpdateNotificationSettings();
  const t = useT();

  const onChange = (key: keyof NotificationSettings, value: boolean) =>
    update.mutate({ [key]: value } as Partial<NotificationSettings>, {
      onSuccess: () =>
        toast({
          title: t({ id: "profile.notifications.updated.title", defaultMessage: "Notifications Updated" }),
          description: t({
            id: "profile.notifications.updated.description",
            defaultMessage: "Your notification settings have been saved.",
          }),
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({
              id: "profile.notifications.failed",
              defaultMessage: "Failed to update notification settings",
            }),
          ),
        }),
    });

  return (
    <Card role="region" aria-labelledby="notification-settings-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="notification-settings-heading">
            {t({ id: "profile.notifications.title", defaultMessage: "Notification Settings" })}
          </h2>
        </CardTitle>
        <CardDescription>
          {t({
            id: "profile.notifications.description",
            defaultMessage: "Choose which comments and replies notify you.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          SWITCHES.map((s) => <Skeleton key={s.key} className="h-10" />)
        ) : settings.isError ? (
          <CardError
            error={settings.error}
            message={t({
              id: "profile.notifications.loadFailed",
              defaultMessage: "Notification settings could not be loaded.",
            })}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          SWITCHES.map((s) => (
            <SwitchRow
              key={s.key}
              id={`setting-${s.key}`}
              label={t(s.label)}
              description={t(s.description)}
              checked={settings.data[s.key]}
              onCheckedChange={(value) => onChange(s.key, value)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
