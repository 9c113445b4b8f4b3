import {
  EMAIL_KINDS,
  type EmailDelivery,
  type EmailKind,
  type UpdateEmailPreferences,
} from "@contract/email";
import { useQuery } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useMemo } from "react";
import { browserTimeZone, emailPreferencesQuery, useUpdateEmailPreferences } from "@/api/email";
import { messageOr } from "@/api/http";
import { CardError } from "@/components/feedback/load-failure";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, dateFormatter, defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const M = defineMessages({
  immediately: { id: "email.delivery.immediately", defaultMessage: "Immediately" },
  digest: { id: "email.delivery.digest", defaultMessage: "Daily digest" },
  off: { id: "email.delivery.off", defaultMessage: "Off" },
});

/** Each notification kind as the card names it (contract/email.ts EMAIL_KIND_LABELS). */
const KIND_LABELS = defineMessages({
  task_assigned: { id: "email.kind.taskAssigned", defaultMessage: "Tasks assigned to you" },
  task_completed: { id: "email.kind.taskCompleted", defaultMessage: "Your tasks being completed" },
  task_changed: { id: "email.kind.taskChanged", defaultMessage: "Changes to tasks you watch" },
  task_reply: { id: "email.kind.taskReply", defaultMessage: "Replies to your comments" },
  task_message_reply: { id: "email.kind.taskMessageReply", defaultMessage: "Comments on your tasks" },
  chat_mention: { id: "email.kind.chatMention", defaultMessage: "Mentions in chat" },
  deadline_reminder: { id: "email.kind.deadlineReminder", defaultMessage: "Due-date reminders" },
  standup_reminder: { id: "email.kind.standupReminder", defaultMessage: "Standup reminders" },
  project_assigned: { id: "email.kind.projectAssigned", defaultMessage: "Being added to projects" },
  member_invite: { id: "email.kind.memberInvite", defaultMessage: "Being added to departments" },
  team_invite_approved: { id: "email.kind.teamInviteApproved", defaultMessage: "Accepted invitations" },
});

const HOUR_OPTIONS: SelectOption[] = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, "0")}:00`,
}));

/** Every IANA zone the browser knows, with `current` among them. */
function zoneOptions(current: string): SelectOption[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = known.includes(current) ? known : [current, ...known];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/**
 * 'Email': per notification kind off / immediately / daily digest, the digest's time zone and hour
 * (product rules, email), and a warning while mail to the address bounces. Each change saves at once.
 */
export function EmailPreferencesCard() {
  const preferences = useQuery(emailPreferencesQuery);
  const update = useUpdateEmailPreferences();
  const t = useT();
  const deliveryOptions: SelectOption<EmailDelivery>[] = [
    { value: "immediately", label: t(M.immediately) },
    { value: "digest", label: t(M.digest) },
    { value: "off", label: t(M.off) },
  ];
  const zone = preferences.data?.timeZone ?? browserTimeZone();
  const zones = useMemo(() => zoneOptions(zone), [zone]);

  const save = (patch: UpdateEmailPreferences) =>
    update.mutate(patch, {
      onSuccess: () =>
        toast({
          title: t({ id: "email.saved.title", defaultMessage: "Email settings saved" }),
          description: t({
            id: "email.saved.description",
            defaultMessage: "Your email settings have been saved.",
          }),
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({ id: "email.saveFailed", defaultMessage: "Failed to save email settings" }),
          ),
        }),
    });

  return (
    <Card role="region" aria-labelledby="email-settings-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="email-settings-heading">{t({ id: "auth.email", defaultMessage: "Email" })}</h2>
        </CardTitle>
        <CardDescription>
          {t({
            id: "email.description",
            defaultMessage:
              "Choose what reaches your inbox: each kind at once (one email per task within two minutes), in a daily digest, or not at all.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences.isPending ? (
          EMAIL_KINDS.slice(0, 6).map((kind) => <Skeleton key={kind} className="h-10" />)
        ) : preferences.isError ? (
          <CardError
            error={preferences.error}
            message={t({ id: "email.loadFailed", defaultMessage: "Email settings could not be loaded." })}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <>
            {preferences.data.bouncing ? (
              <Alert variant="destructive">
                <MailWarning aria-hidden="true" />
                <AlertTitle>
                  {t({ id: "email.bouncing.title", defaultMessage: "Mail to this address is bouncing" })}
                </AlertTitle>
                <AlertDescription>
                  {t(
                    {
                      id: "email.bouncing.description",
                      defaultMessage:
                        "{hasError, select, yes {Since {since}: {error}. Check your address; the warning goes away with the next email that gets through.} other {Since {since}. Check your address; the warning goes away with the next email that gets through.}}",
                    },
                    {
                      hasError: preferences.data.bouncing.error ? "yes" : "no",
                      since: dateFormatter({
                        year: "numeric",
                        month: "numeric",
                        day: "numeric",
                        hour: "numeric",
                        minute: "numeric",
                        second: "numeric",
                      }).format(new Date(preferences.data.bouncing.since)),
                      error: preferences.data.bouncing.error ?? "",
                    },
                  )}
                </AlertDescription>
              </Alert>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id="email-time-zone"
                label={t({ id: "email.timeZone", defaultMessage: "Time zone" })}
                value={zone}
                options={zones}
                hint={
                  preferences.data.timeZone
                    ? undefined
                    : t({
                        id: "email.timeZoneHint",
                        defaultMessage: "Your browser's time zone; saved with your next change.",
                      })
                }
                onValueChange={(timeZone) => save({ timeZone })}
              />
              <SelectField
                id="email-digest-hour"
                label={t({ id: "email.digestHour", defaultMessage: "Daily digest at" })}
                value={String(preferences.data.digestHour)}
                options={HOUR_OPTIONS}
                onValueChange={(hour) => save({ digestHour: Number(hour) })}
              />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">
                {t({ id: "email.kinds", defaultMessage: "Email me about" })}
              </legend>
              {EMAIL_KINDS.map((kind: EmailKind) => (
                <SelectField<EmailDelivery>
                  key={kind}
                  id={`email-kind-${kind}`}
                  label={t(KIND_LABELS[kind])}
                  value={preferences.data.kinds[kind]}
                  options={deliveryOptions}
                  className="sm:grid-cols-[1fr_11rem] sm:items-center sm:gap-x-3"
                  onValueChange={(delivery) => save({ kinds: { [kind]: delivery } })}
                />
              ))}
            </fieldset>
          </>
        )}
      </CardContent>
    </Card>
  );
}
