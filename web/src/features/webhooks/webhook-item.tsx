import type { Webhook } from "@contract/webhooks";
import { SendIcon, Trash2Icon } from "lucide-react";
import { messageOr } from "@/api/http";
import { useSendTestEvent, useUpdateWebhook } from "@/api/webhooks";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { COMMON, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { DeliveryLog } from "./delivery-log";
import { WEBHOOK_EVENT_MESSAGES } from "./messages";

const MESSAGES = defineMessages({
  on: { id: "webhooks.item.on", defaultMessage: "Webhook On" },
  off: { id: "webhooks.item.off", defaultMessage: "Webhook Off" },
  changeFailed: { id: "webhooks.item.changeFailed", defaultMessage: "Failed to change the webhook" },
  testQueued: { id: "webhooks.item.testQueued", defaultMessage: "Test Event Queued" },
  testQueuedText: { id: "webhooks.item.testQueuedText", defaultMessage: "A ping is on its way." },
  testFailed: { id: "webhooks.item.testFailed", defaultMessage: "Failed to queue the test event" },
  summary: { id: "webhooks.item.summary", defaultMessage: "{events} · Secret ends in <code>{hint}</code>" },
  active: { id: "webhooks.item.active", defaultMessage: "Active" },
  sendTest: { id: "webhooks.item.sendTest", defaultMessage: "Send test event" },
  delete: { id: "webhooks.item.delete", defaultMessage: "Delete webhook {url}" },
  deliveries: { id: "webhooks.item.deliveries", defaultMessage: "Deliveries to {url}" },
  recent: { id: "webhooks.item.recent", defaultMessage: "Recent deliveries" },
});

function fail(error: unknown, fallback: MessageDescriptor) {
  const t = translator();
  toast({ variant: "destructive", title: t(COMMON.error), description: messageOr(error, t(fallback)) });
}

/** One webhook: URL, events, the on/off switch, 'Send test event', delete, and its delivery log. */
export function WebhookItem({
  projectId,
  webhook,
  onDelete,
}: {
  projectId: number;
  webhook: Webhook;
  onDelete: () => void;
}) {
  const t = useT();
  const update = useUpdateWebhook(projectId);
  const sendTest = useSendTestEvent(projectId);
  const switchId = `webhook-active-${webhook.id}`;
  const headingId = `webhook-${webhook.id}-url`;

  const setActive = (active: boolean) =>
    update.mutate(
      { id: webhook.id, active },
      {
        onSuccess: () =>
          toast({ title: translator()(active ? MESSAGES.on : MESSAGES.off), description: webhook.url }),
        onError: (error) => fail(error, MESSAGES.changeFailed),
      },
    );

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        const tr = translator();
        toast({ title: tr(MESSAGES.testQueued), description: tr(MESSAGES.testQueuedText) });
      },
      onError: (error) => fail(error, MESSAGES.testFailed),
    });

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-mono text-sm font-medium break-all">
            {webhook.url}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t.rich(MESSAGES.summary, {
              events: new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(
                webhook.events.map((e) => t(WEBHOOK_EVENT_MESSAGES[e])),
              ),
              hint: webhook.secretHint,
              code: (chunks) => (
                <code key="code" className="font-mono">
                  {chunks}
                </code>
              ),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={webhook.active}
              disabled={update.isPending}
              onCheckedChange={setActive}
            />
            <Label htmlFor={switchId}>{t(MESSAGES.active)}</Label>
          </div>
          <Button variant="outline" size="sm" onClick={test} disabled={sendTest.isPending}>
            <SendIcon aria-hidden="true" /> {t(MESSAGES.sendTest)}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t(MESSAGES.delete, { url: webhook.url })}
          >
            <Trash2Icon aria-hidden="true" /> {t(COMMON.delete)}
          </Button>
        </div>
      </div>
      <section aria-label={t(MESSAGES.deliveries, { url: webhook.url })} className="grid gap-2">
        <h4 className="text-sm font-medium">{t(MESSAGES.recent)}</h4>
        <DeliveryLog projectId={projectId} webhookId={webhook.id} url={webhook.url} />
      </section>
    </li>
  );
}
