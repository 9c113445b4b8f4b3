import type { SlackIntegration } from "@contract/slack";
import { Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useDeleteSlackIntegration, useSetSlackActive, useTestSlack } from "@/api/slack";
import { SwitchRow } from "@/components/switch-row";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";

const errorToast = (error: unknown, fallback: string) =>
  toast({
    variant: "destructive",
    title: translator()(COMMON.error),
    description: messageOr(error, fallback),
  });

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
  const t = useT();

  const onToggle = (isActive: boolean) =>
    setActive.mutate(isActive, {
      onSuccess: () =>
        toast({
          title: t(COMMON.success),
          description: isActive
            ? t({ id: "settings.slack.on", defaultMessage: "Slack notifications are on." })
            : t({ id: "settings.slack.paused", defaultMessage: "Slack notifications are paused." }),
        }),
      onError: (error) =>
        errorToast(
          error,
          t({ id: "settings.slack.updateFailed", defaultMessage: "Failed to update Slack integration" }),
        ),
    });

  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t({ id: "settings.slack.test.ok", defaultMessage: "Test Successful" }),
          description: integration.channelName
            ? t(
                { id: "settings.slack.test.sent", defaultMessage: "A test message was sent to #{channel}." },
                { channel: integration.channelName },
              )
            : t({
                id: "settings.slack.test.sentYours",
                defaultMessage: "A test message was sent to #your channel.",
              }),
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t({ id: "settings.slack.test.failed", defaultMessage: "Test Failed" }),
          description: messageOr(
            error,
            t({ id: "settings.slack.test.notSent", defaultMessage: "The test message could not be sent." }),
          ),
        }),
    });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t(COMMON.success),
          description: t({ id: "settings.slack.removed", defaultMessage: "Slack integration removed." }),
        });
      },
      onError: (error) =>
        errorToast(
          error,
          t({ id: "settings.slack.removeFailed", defaultMessage: "Failed to remove Slack integration" }),
        ),
    });

  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">
          {t({ id: "settings.slack.workspace", defaultMessage: "Workspace" })}
        </dt>
        <dd className="font-medium">
          {integration.workspaceName ??
            t({ id: "settings.slack.defaultWorkspace", defaultMessage: "Slack workspace" })}
        </dd>
        <dt className="text-muted-foreground">
          {t({ id: "settings.slack.channel", defaultMessage: "Channel" })}
        </dt>
        <dd className="font-medium">#{integration.channelName ?? integration.channelId}</dd>
        <dt className="text-muted-foreground">
          {t({ id: "settings.slack.tokenLabel", defaultMessage: "Token" })}
        </dt>
        <dd className="font-mono text-xs break-all">{integration.accessToken}</dd>
        <dt className="text-muted-foreground">
          {t({ id: "settings.slack.status", defaultMessage: "Status" })}
        </dt>
        <dd>
          <Badge
            variant="outline"
            className={
              integration.isActive
                ? "border-green-200 bg-green-50 text-green-700"
                : "border-gray-200 bg-gray-100 text-gray-700"
            }
          >
            {integration.isActive
              ? t({ id: "settings.slack.active", defaultMessage: "Active" })
              : t({ id: "settings.slack.inactive", defaultMessage: "Inactive" })}
          </Badge>
        </dd>
      </dl>
      <SwitchRow
        id="slack-active"
        label={t({ id: "settings.slack.active", defaultMessage: "Active" })}
        description={t({
          id: "settings.slack.activeDescription",
          defaultMessage: "Post my notifications to this channel.",
        })}
        checked={integration.isActive}
        disabled={setActive.isPending}
        onCheckedChange={onToggle}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {t({ id: "settings.slack.test", defaultMessage: "Test" })}
        </Button>
        <Button variant="outline" onClick={onReconfigure}>
          {t({ id: "settings.slack.changeChannel", defaultMessage: "Change Channel" })}
        </Button>
        <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" /> {t(COMMON.remove)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t({ id: "settings.slack.confirm.title", defaultMessage: "Remove Slack integration" })}
        description={t(
          {
            id: "settings.slack.confirm.description",
            defaultMessage:
              "Notifications will no longer be posted to #{channel}. You can connect again at any time.",
          },
          { channel: integration.channelName ?? "" },
        )}
        confirmLabel={t(COMMON.remove)}
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}
