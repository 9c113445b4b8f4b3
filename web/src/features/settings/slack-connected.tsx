import type { SlackIntegration } from "@contract/slack";
import { Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useDeleteSlackIntegration, useSetSlackActive, useTestSlack } from "@/api/slack";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { SwitchRow } from "./switch-row";

const errorToast = (error: unknown, fallback: string) =>
  toast({ variant: "destructive", title: "Error", description: messageOr(error, fallback) });

/** A saved integration: workspace, channel, masked token, the active switch, Test, Change Channel and Remove. */
export function SlackConnected({
  integration,
  onReconfigure,
}: {
  integration: SlackIntegration;
  onReconfigure: () => void;
}) {
  const setActive = useSetSlackActive();
  const test = useTestSlack();
  const remove = useDeleteSlackIntegration();
  const [confirming, setConfirming] = useState(false);

  const onToggle = (isActive: boolean) =>
    setActive.mutate(isActive, {
      onSuccess: () =>
        toast({
          title: "Success",
          description: isActive ? "Slack notifications are on." : "Slack notifications are paused.",
        }),
      onError: (error) => errorToast(error, "Failed to update Slack integration"),
    });

  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "Test Successful",
          description: `A test message was sent to #${integration.channelName ?? "your channel"}.`,
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Test Failed",
          description: messageOr(error, "The test message could not be sent."),
        }),
    });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Success", description: "Slack integration removed." });
      },
      onError: (error) => errorToast(error, "Failed to remove Slack integration"),
    });

  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">Workspace</dt>
        <dd className="font-medium">{integration.workspaceName ?? "Slack workspace"}</dd>
        <dt className="text-muted-foreground">Channel</dt>
        <dd className="font-medium">#{integration.channelName ?? integration.channelId}</dd>
        <dt className="text-muted-foreground">Token</dt>
        <dd className="font-mono text-xs break-all">{integration.accessToken}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge
            variant="outline"
            className={
              integration.isActive
                ? "border-green-200 bg-green-50 text-green-700"
                : "border-gray-200 bg-gray-100 text-gray-700"
            }
          >
            {integration.isActive ? "Active" : "Inactive"}
          </Badge>
        </dd>
      </dl>
      <SwitchRow
        id="slack-active"
        label="Active"
        description="Post my notifications to this channel."
        checked={integration.isActive}
        disabled={setActive.isPending}
        onCheckedChange={onToggle}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Test
        </Button>
        <Button variant="outline" onClick={onReconfigure}>
          Change Channel
        </Button>
        <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove Slack integration"
        description={`Notifications will no longer be posted to #${integration.channelName}. You can connect again at any time.`}
        confirmLabel="Remove"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}
