import type { SlackChannel } from "@contract/slack";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useSaveSlackIntegration, useSlackChannels } from "@/api/slack";
import { COMMON, useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** The Slack form's token, loaded channels and picked channel, with Connect and the submit that saves them. */
export function useSlackConnect(onDone: () => void) {
  const [token, setToken] = useState("");
  const [channels, setChannels] = useState<SlackChannel[] | null>(null);
  const [channelId, setChannelId] = useState("");
  const loadChannels = useSlackChannels();
  const save = useSaveSlackIntegration();
  const t = useT();

  const connect = () => {
    const accessToken = token.trim();
    if (!accessToken) {
      toast({
        variant: "destructive",
        title: t(COMMON.error),
        description: t({
          id: "settings.slack.tokenRequired",
          defaultMessage: "Please enter your Slack Bot User OAuth Token first",
        }),
      });
      return;
    }
    loadChannels.mutate(accessToken, {
      onSuccess: (list) => {
        setChannels(list);
        setChannelId((current) => (list.some((c) => c.id === current) ? current : ""));
        toast({
          title: t({ id: "settings.slack.connected", defaultMessage: "Connected" }),
          description: list.length
            ? t(
                {
                  id: "settings.slack.found",
                  defaultMessage:
                    "{count, plural, one {Found # channel. Pick one for your notifications.} other {Found # channels. Pick one for your notifications.}}",
                },
                { count: list.length },
              )
            : t({
                id: "settings.slack.noneVisible",
                defaultMessage:
                  "The bot can see no channels yet. Invite it to a channel in Slack, then connect again.",
              }),
        });
      },
      onError: (error) => {
        setChannels(null);
        toast({
          variant: "destructive",
          title: t({ id: "settings.slack.connectFailed", defaultMessage: "Connection Failed" }),
          description: messageOr(
            error,
            t({
              id: "settings.slack.channelsFailed",
              defaultMessage: "Could not load channels. Check the token and try again.",
            }),
          ),
        });
      },
    });
  };

  const submit = () => {
    const channel = channels?.find((c) => c.id === channelId);
    if (!token.trim() || !channel) {
      toast({
        variant: "destructive",
        title: t(COMMON.error),
        description: t({
          id: "settings.slack.incomplete",
          defaultMessage: "Please provide access token and select a channel",
        }),
      });
      return;
    }
    save.mutate(
      { accessToken: token.trim(), channelId: channel.id, channelName: channel.name },
      {
        onSuccess: (saved) => {
          toast({
            title: t(COMMON.success),
            description: t(
              {
                id: "settings.slack.saved",
                defaultMessage: "Slack integration saved. Notifications will be posted to #{channel}.",
              },
              { channel: saved.channelName },
            ),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t(COMMON.error),
            description: messageOr(
              error,
              t({ id: "settings.slack.saveFailed", defaultMessage: "Failed to save Slack integration" }),
            ),
          }),
      },
    );
  };

  return {
    token,
    onToken: (value: string) => {
      setToken(value);
      setChannels(null);
    },
    channels,
    channelId,
    setChannelId,
    connect,
    isConnecting: loadChannels.isPending,
    submit,
    isSaving: save.isPending,
  };
}
