import { WEBHOOK_EVENT_LABELS, type Webhook } from "@contract/webhooks";
import { SendIcon, Trash2Icon } from "lucide-react";
import { messageOr } from "@/api/http";
import { useSendTestEvent, useUpdateWebhook } from "@/api/webhooks";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { DeliveryLog } from "./delivery-log";

function fail(error: unknown, fallback: string) {
  toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });
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
  const update = useUpdateWebhook(projectId);
  const sendTest = useSendTestEvent(projectId);
  const switchId = `webhook-active-${webhook.id}`;
  const headingId = `webhook-${webhook.id}-url`;

  const setActive = (active: boolean) =>
    update.mutate(
      { id: webhook.id, active },
      {
        onSuccess: () => toast({ title: active ? "Webhook On" : "Webhook Off", description: webhook.url }),
        onError: (error) => fail(error, "Failed to change the webhook"),
      },
    );

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => toast({ title: "Test Event Queued", description: "A ping is on its way." }),
      onError: (error) => fail(error, "Failed to queue the test event"),
    });

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-mono text-sm font-medium break-all">
            {webhook.url}
          </h3>
          <p className="text-sm text-muted-foreground">
            {webhook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(", ")} · Secret ends in{" "}
            <code className="font-mono">{webhook.secretHint}</code>
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
            <Label htmlFor={switchId}>Active</Label>
          </div>
          <Button variant="outline" size="sm" onClick={test} disabled={sendTest.isPending}>
            <SendIcon aria-hidden="true" /> Send test event
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete webhook ${webhook.url}`}>
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      <section aria-label={`Deliveries to ${webhook.url}`} className="grid gap-2">
        <h4 className="text-sm font-medium">Recent deliveries</h4>
        <DeliveryLog projectId={projectId} webhookId={webhook.id} url={webhook.url} />
      </section>
    </li>
  );
}
