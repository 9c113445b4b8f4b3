import type { SlackChannel } from "@contract/slack";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useSaveSlackIntegration, useSlackChannels } from "@/api/slack";
import { plural } from "@/lib/plural";
import { toast } from "@/lib/toast";

/** The Slack form's token, loaded channels and picked channel, with Connect and the submit that saves them. */
export function useSlackConnect(onDone: () => void) {
  const [token, setToken] = useState("");
  const [channels, setChannels] = useState<SlackChannel[] | null>(null);
  const [channelId, setChannelId] = useState("");
  const loadChannels = useSlackChannels();
  const save = useSaveSlackIntegration();

  const connect = () => {
    const accessToken = token.trim();
    if (!accessToken) {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Please enter your Slack Bot User OAuth Token first",
      });
      return;
    }
    loadChannels.mutate(accessToken, {
      onSuccess: (list) => {
        setChannels(list);
        setChannelId((current) => (list.some((c) => c.id === current) ? current : ""));
        toast({
          title: "Connected",
          description: list.length
            ? `Found ${plural(list.length, "channel", "channels")}. Pick one for your notifications.`
            : "The bot can see no channels yet. Invite it to a channel in Slack, then connect again.",
        });
      },
      onError: (error) => {
        setChannels(null);
        toast({
          variant: "destructive",
          title: "Connection Failed",
          description: messageOr(error, "Could not load channels. Check the token and try again."),
        });
      },
    });
  };

  const submit = () => {
    const channel = channels?.find((c) => c.id === channelId);
    if (!token.trim() || !channel) {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Please provide access token and select a channel",
      });
      return;
    }
    save.mutate(
      { accessToken: token.trim(), channelId: channel.id, channelName: channel.name },
      {
        onSuccess: (saved) => {
          toast({
            title: "Success",
            description: `Slack integration saved. Notifications will be posted to #${saved.channelName}.`,
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: messageOr(error, "Failed to save Slack integration"),
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
