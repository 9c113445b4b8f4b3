import { WEBHOOK_EVENTS, type WebhookEvent, WebhookUrlSchema } from "@contract/webhooks";
import { type FormEvent, useState } from "react";
import { messageOr } from "@/api/http";
import { useCreateWebhook } from "@/api/webhooks";
import { SecretReveal } from "@/components/secret-reveal";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { urlError, WEBHOOK_EVENT_MESSAGES } from "./messages";

/** An example address in the empty field, the same in every language (not a message). */
const URL_PLACEHOLDER = "https://example.com/hooks/sprintboard";

const MESSAGES = defineMessages({
  chooseEvent: { id: "webhooks.add.chooseEvent", defaultMessage: "Choose at least one event" },
  added: { id: "webhooks.add.added", defaultMessage: "Webhook Added" },
  addedText: { id: "webhooks.add.addedText", defaultMessage: "Copy its secret now: it is shown only once." },
  failed: { id: "webhooks.add.failed", defaultMessage: "Failed to add the webhook" },
  copySecret: { id: "webhooks.add.copySecret", defaultMessage: "Copy the signing secret" },
  add: { id: "webhooks.add.title", defaultMessage: "Add webhook" },
  secretText: {
    id: "webhooks.add.secretText",
    defaultMessage:
      "This is the only time it is shown. Your receiver uses it to check X-Sprintboard-Signature; rotate it if it is lost.",
  },
  description: {
    id: "webhooks.add.description",
    defaultMessage: "Sprintboard POSTs the chosen events of this project as signed JSON to the URL.",
  },
  signingSecret: { id: "webhooks.add.signingSecret", defaultMessage: "Signing secret" },
  secretNoun: { id: "webhooks.add.secretNoun", defaultMessage: "secret" },
  payloadUrl: { id: "webhooks.add.payloadUrl", defaultMessage: "Payload URL" },
  events: { id: "webhooks.add.events", defaultMessage: "Events" },
});

/** 'Add webhook': a URL and its events; then the signing secret, once, with a copy button. */
export function AddWebhookDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const create = useCreateWebhook(projectId);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSecret(null);
      setUrl("");
      setEvents([...WEBHOOK_EVENTS]);
      setErrors({});
    }
  };

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = WebhookUrlSchema.safeParse(url);
    const found = {
      url: parsed.success ? undefined : urlError(t, parsed.error.issues[0]?.message),
      events: events.length === 0 ? t(MESSAGES.chooseEvent) : undefined,
    };
    setErrors(found);
    if (found.url || found.events) return;
    create.mutate(
      { url: parsed.data!, events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          const tr = translator();
          toast({ title: tr(MESSAGES.added), description: tr(MESSAGES.addedText) });
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: translator()(COMMON.error),
            description: messageOr(error, translator()(MESSAGES.failed)),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent showsSecretOnce={secret !== null}>
        <DialogHeader>
          <DialogTitle>{t(secret ? MESSAGES.copySecret : MESSAGES.add)}</DialogTitle>
          <DialogDescription>{t(secret ? MESSAGES.secretText : MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        {secret ? (
          <SecretReveal
            secret={secret}
            label={t(MESSAGES.signingSecret)}
            noun={t(MESSAGES.secretNoun)}
            onDone={() => close(false)}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t(MESSAGES.add)}>
            <FormField id="webhook-url" label={t(MESSAGES.payloadUrl)} error={errors.url}>
              <Input
                id="webhook-url"
                type="url"
                placeholder={URL_PLACEHOLDER}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={!!errors.url}
                aria-describedby={fieldDescribedBy("webhook-url", { error: errors.url })}
              />
            </FormField>
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.events ? "webhook-events-error" : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t(MESSAGES.events)}</legend>
              {WEBHOOK_EVENTS.map((event) => (
                <div key={event} className="flex items-center gap-2">
                  <Checkbox
                    id={`webhook-event-${event}`}
                    checked={events.includes(event)}
                    onCheckedChange={(on) => toggle(event, on === true)}
                  />
                  <Label htmlFor={`webhook-event-${event}`} className="font-normal">
                    {t(WEBHOOK_EVENT_MESSAGES[event])}
                  </Label>
                </div>
              ))}
              {errors.events && (
                <p id="webhook-events-error" className="text-sm font-medium text-destructive">
                  {errors.events}
                </p>
              )}
            </fieldset>
            <FormDialogFooter
              onCancel={() => close(false)}
              isPending={create.isPending}
              submitLabel={t(MESSAGES.add)}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
