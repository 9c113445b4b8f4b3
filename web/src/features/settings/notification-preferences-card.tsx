import type { NotificationPreferences } from "@contract/notifications";
import { useQuery } from "@tanstack/react-query";
import { messageOr } from "@/api/http";
import { notificationPreferencesQuery, useUpdateNotificationPreferences } from "@/api/notifications";
import { CardError } from "@/components/feedback/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { SwitchRow } from "./switch-row";

/** The switches of /settings (product rules §9), in the documented order. */
const PREFERENCES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: "taskAssignments", label: "Task Assignments", description: "When a task is assigned to you." },
  { key: "taskCompletions", label: "Task Completions", description: "When a task you follow is completed." },
  { key: "projectUpdates", label: "Project Updates", description: "When you are added to a project." },
  { key: "commentMentions", label: "Comment Mentions", description: "Comments and replies on your work." },
  {
    key: "deadlineReminders",
    label: "Deadline Reminders",
    description: "When a task of yours is due within 24 hours.",
  },
  {
    key: "ceremonyReminders",
    label: "Ceremony Reminders",
    description: "When you have not answered a sprint's daily standup yet.",
  },
];

/** 'Notification Preferences': which notifications also go to Slack; all on by default, saved per switch. */
export function NotificationPreferencesCard() {
  const preferences = useQuery(notificationPreferencesQuery);
  const update = useUpdateNotificationPreferences();

  const onChange = (key: keyof NotificationPreferences, value: boolean) =>
    update.mutate({ [key]: value } as Partial<NotificationPreferences>, {
      onSuccess: () =>
        toast({
          title: "Preferences Updated",
          description: "Your notification preferences have been saved.",
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to update notification preferences"),
        }),
    });

  return (
    <Card role="region" aria-labelledby="preferences-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="preferences-heading">Notification Preferences</h2>
        </CardTitle>
        <CardDescription>Choose which notifications are also posted to your Slack channel.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences.isPending ? (
          PREFERENCES.map((p) => <Skeleton key={p.key} className="h-10" />)
        ) : preferences.isError ? (
          <CardError
            error={preferences.error}
            message="Notification preferences could not be loaded."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          PREFERENCES.map((p) => (
            <SwitchRow
              key={p.key}
              id={`preference-${p.key}`}
              label={p.label}
              description={p.description}
              checked={preferences.data[p.key]}
              onCheckedChange={(value) => onChange(p.key, value)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
