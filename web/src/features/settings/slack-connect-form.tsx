import type { SlackChannel } from "@contract/slack";
import { Lock, Plug } from "lucide-react";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useSaveSlackIntegration, useSlackChannels } from "@/api/slack";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";

/**
 * Token, 'Connect' (loads the channels the bot can see), channel picker and save (product rules
 * section 4: token entered -> channels loaded -> channel picked -> saved and active).
 */
export function SlackConnectForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
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
            ? `Found ${list.length} channel${list.length === 1 ? "" : "s"}. Pick one for your notifications.`
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

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Connect Slack"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        id="slack-token"
        label="Bot User OAuth Token"
        hint="Your Slack app's Bot User OAuth Token: it starts with xoxb- (Slack app settings, OAuth & Permissions)."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex-1">
            <PasswordInput
              id="slack-token"
              autoComplete="off"
              spellCheck={false}
              placeholder="xoxb-..."
              toggleLabel="token"
              aria-describedby="slack-token-hint"
              value={token}
              onChange={(event) => {
                setToken(event.target.value);
                setChannels(null);
              }}
            />
          </div>
          <Button type="button" variant="outline" onClick={connect} disabled={loadChannels.isPending}>
            {loadChannels.isPending ? <Spinner /> : <Plug aria-hidden="true" />}
            {loadChannels.isPending ? "Connecting..." : "Connect"}
          </Button>
        </div>
      </FormField>
      {channels && (
        <SelectField
          id="slack-channel"
          label="Channel"
          hint="Invite the bot to a private channel before picking it."
          value={channelId}
          onValueChange={setChannelId}
          disabled={channels.length === 0}
          placeholder={channels.length ? "Select a channel" : "No channels found"}
          options={channels.map((c) => ({
            value: c.id,
            label: (
              <span className="inline-flex items-center gap-1">
                {c.isPrivate ? (
                  <Lock aria-hidden="true" className="size-3" />
                ) : (
                  <span aria-hidden="true">#</span>
                )}
                {c.name}
                {c.isPrivate && <span className="sr-only"> (private)</span>}
              </span>
            ),
          }))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? "Saving..." : "Save Integration"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
