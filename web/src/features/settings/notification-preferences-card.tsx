import type { NotificationPreferences } from "@contract/notifications";
import { useQuery } from "@tanstack/react-query";
import { messageOr } from "@/api/http";
import { notificationPreferencesQuery, useUpdateNotificationPreferences } from "@/api/notifications";
import { CardError } from "@/components/feedback/load-failure";
import { SwitchRow } from "@/components/switch-row";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** The switches of /settings (product rules §9), in the documented order. */
const M = defineMessages({
  assignments: { id: "settings.preferences.assignments.label", defaultMessage: "Task Assignments" },
  assignmentsText: {
    id: "settings.preferences.assignments.description",
    defaultMessage: "When a task is assigned to you.",
  },
  completions: { id: "settings.preferences.completions.label", defaultMessage: "Task Completions" },
  completionsText: {
    id: "settings.preferences.completions.description",
    defaultMessage: "When a task you follow is completed.",
  },
  projects: { id: "settings.preferences.projects.label", defaultMessage: "Project Updates" },
  projectsText: {
    id: "settings.preferences.projects.description",
    defaultMessage: "When you are added to a project.",
  },
  mentions: { id: "settings.preferences.mentions.label", defaultMessage: "Comment Mentions" },
  mentionsText: {
    id: "settings.preferences.mentions.description",
    defaultMessage: "Comments and replies on your work.",
  },
  deadlines: { id: "settings.preferences.deadlines.label", defaultMessage: "Deadline Reminders" },
  deadlinesText: {
    id: "settings.preferences.deadlines.description",
    defaultMessage: "When a task of yours is due within 24 hours.",
  },
  ceremonies: { id: "settings.preferences.ceremonies.label", defaultMessage: "Ceremony Reminders" },
  ceremoniesText: {
    id: "settings.preferences.ceremonies.description",
    defaultMessage: "When you have not answered a sprint's daily standup yet.",
  },
});

const PREFERENCES: {
  key: keyof NotificationPreferences;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { key: "taskAssignments", label: M.assignments, description: M.assignmentsText },
  { key: "taskCompletions", label: M.completions, description: M.completionsText },
  { key: "projectUpdates", label: M.projects, description: M.projectsText },
  { key: "commentMentions", label: M.mentions, description: M.mentionsText },
  { key: "deadlineReminders", label: M.deadlines, description: M.deadlinesText },
  { key: "ceremonyReminders", label: M.ceremonies, description: M.ceremoniesText },
];

/** 'Notification Preferences': which notifications also go to Slack; all on by default, saved per switch. */
export function NotificationPreferencesCard() {
  const preferences = useQuery(notificationPreferencesQuery);
  const update = useUpdateNotificationPreferences();
  const t = useT();

  const onChange = (key: keyof NotificationPreferences, value: boolean) =>
    update.mutate({ [key]: value } as Partial<NotificationPreferences>, {
      onSuccess: () =>
        toast({
          title: t({ id: "settings.preferences.updated.title", defaultMessage: "Preferences Updated" }),
          description: t({
            id: "settings.preferences.updated.description",
            defaultMessage: "Your notification preferences have been saved.",
          }),
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({
              id: "settings.preferences.failed",
              defaultMessage: "Failed to update notification preferences",
            }),
          ),
        }),
    });

  return (
    <Card role="region" aria-labelledby="preferences-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="preferences-heading">
            {t({ id: "settings.preferences.title", defaultMessage: "Notification Preferences" })}
          </h2>
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.preferences.description",
            defaultMessage: "Choose which notifications are also posted to your Slack channel.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences.isPending ? (
          PREFERENCES.map((p) => <Skeleton key={p.key} className="h-10" />)
        ) : preferences.isError ? (
          <CardError
            error={preferences.error}
            message={t({
              id: "settings.preferences.loadFailed",
              defaultMessage: "Notification preferences could not be loaded.",
            })}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          PREFERENCES.map((p) => (
            <SwitchRow
              key={p.key}
              id={`preference-${p.key}`}
              label={t(p.label)}
              description={t(p.description)}
              checked={preferences.data[p.key]}
              onCheckedChange={(value) => onChange(p.key, value)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
