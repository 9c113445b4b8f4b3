import type { NotificationSettings } from "@contract/profile";
import { useQuery } from "@tanstack/react-query";
import { messageOr } from "@/api/http";
import { notificationSettingsQuery, useUpdateNotificationSettings } from "@/api/profile";
import { CardError } from "@/components/feedback/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/features/settings/switch-row";
import { toast } from "@/lib/toast";

/** The four switches and what each governs (product rules §9). */
const SWITCHES: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: "writeUpdateOnOwnItem",
    label: "Comments on my tasks",
    description: "Someone writes an update on a task I created.",
  },
  {
    key: "writeUpdateOnSubscribedItem",
    label: "Comments on tasks assigned to me",
    description: "Someone writes an update on a task I am assigned.",
  },
  {
    key: "repliedToThreadCommented",
    label: "Replies in my threads",
    description: "Someone replies in a thread I commented in.",
  },
  {
    key: "repliedToUpdateWrote",
    label: "Replies to my comments",
    description: "Someone replies to an update I wrote.",
  },
];

/** 'Notification Settings': the four comment-notification switches, each saved on change. */
export function NotificationSettingsCard() {
  const settings = useQuery(notificationSettingsQuery);
  const update = useUpdateNotificationSettings();

  const onChange = (key: keyof NotificationSettings, value: boolean) =>
    update.mutate({ [key]: value } as Partial<NotificationSettings>, {
      onSuccess: () =>
        toast({ title: "Notifications Updated", description: "Your notification settings have been saved." }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to update notification settings"),
        }),
    });

  return (
    <Card role="region" aria-labelledby="notification-settings-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="notification-settings-heading">Notification Settings</h2>
        </CardTitle>
        <CardDescription>Choose which comments and replies notify you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          SWITCHES.map((s) => <Skeleton key={s.key} className="h-10" />)
        ) : settings.isError ? (
          <CardError
            error={settings.error}
            message="Notification settings could not be loaded."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          SWITCHES.map((s) => (
            <SwitchRow
              key={s.key}
              id={`setting-${s.key}`}
              label={s.label}
              description={s.description}
              checked={settings.data[s.key]}
              onCheckedChange={(value) => onChange(s.key, value)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
