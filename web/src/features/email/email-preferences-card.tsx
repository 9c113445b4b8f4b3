import {
  EMAIL_KIND_LABELS,
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
import { toast } from "@/lib/toast";

const DELIVERY_OPTIONS: SelectOption<EmailDelivery>[] = [
  { value: "immediately", label: "Immediately" },
  { value: "digest", label: "Daily digest" },
  { value: "off", label: "Off" },
];

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
  const zone = preferences.data?.timeZone ?? browserTimeZone();
  const zones = useMemo(() => zoneOptions(zone), [zone]);

  const save = (patch: UpdateEmailPreferences) =>
    update.mutate(patch, {
      onSuccess: () =>
        toast({ title: "Email settings saved", description: "Your email settings have been saved." }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to save email settings"),
        }),
    });

  return (
    <Card role="region" aria-labelledby="email-settings-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="email-settings-heading">Email</h2>
        </CardTitle>
        <CardDescription>
          Choose what reaches your inbox: each kind at once (one email per task within two minutes), in a
          daily digest, or not at all.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences.isPending ? (
          EMAIL_KINDS.slice(0, 6).map((kind) => <Skeleton key={kind} className="h-10" />)
        ) : preferences.isError ? (
          <CardError
            error={preferences.error}
            message="Email settings could not be loaded."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <>
            {preferences.data.bouncing ? (
              <Alert variant="destructive">
                <MailWarning aria-hidden="true" />
                <AlertTitle>Mail to this address is bouncing</AlertTitle>
                <AlertDescription>
                  Since {new Date(preferences.data.bouncing.since).toLocaleString()}
                  {preferences.data.bouncing.error ? `: ${preferences.data.bouncing.error}` : ""}. Check your
                  address; the warning goes away with the next email that gets through.
                </AlertDescription>
              </Alert>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id="email-time-zone"
                label="Time zone"
                value={zone}
                options={zones}
                hint={
                  preferences.data.timeZone
                    ? undefined
                    : "Your browser's time zone; saved with your next change."
                }
                onValueChange={(timeZone) => save({ timeZone })}
              />
              <SelectField
                id="email-digest-hour"
                label="Daily digest at"
                value={String(preferences.data.digestHour)}
                options={HOUR_OPTIONS}
                onValueChange={(hour) => save({ digestHour: Number(hour) })}
              />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Email me about</legend>
              {EMAIL_KINDS.map((kind: EmailKind) => (
                <SelectField<EmailDelivery>
                  key={kind}
                  id={`email-kind-${kind}`}
                  label={EMAIL_KIND_LABELS[kind]}
                  value={preferences.data.kinds[kind]}
                  options={DELIVERY_OPTIONS}
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
