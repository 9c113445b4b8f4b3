import { Lock, Plug } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { COMMON, useT } from "@/i18n";
import { useSlackConnect } from "./use-slack-connect";

/** The shape of a Slack bot token, the same in every language (not a message). */
const TOKEN_PLACEHOLDER = "xoxb-...";

/**
 * Token, 'Connect' (loads the channels the bot can see), channel picker and save (product rules
 * section 4: token entered -> channels loaded -> channel picked -> saved and active).
 */
export function SlackConnectForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { token, onToken, channels, channelId, setChannelId, connect, isConnecting, submit, isSaving } =
    useSlackConnect(onDone);
  const t = useT();

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={t({ id: "settings.slack.form", defaultMessage: "Connect Slack" })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        id="slack-token"
        label={t({ id: "settings.slack.token", defaultMessage: "Bot User OAuth Token" })}
        hint={t({
          id: "settings.slack.tokenHint",
          defaultMessage:
            "Your Slack app's Bot User OAuth Token: it starts with xoxb- (Slack app settings, OAuth & Permissions).",
        })}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex-1">
            <PasswordInput
              id="slack-token"
              autoComplete="off"
              spellCheck={false}
              placeholder={TOKEN_PLACEHOLDER}
              toggleLabel="token"
              aria-describedby="slack-token-hint"
              value={token}
              onChange={(event) => onToken(event.target.value)}
            />
          </div>
          <Button type="button" variant="outline" onClick={connect} disabled={isConnecting}>
            {isConnecting ? <Spinner /> : <Plug aria-hidden="true" />}
            {isConnecting
              ? t({ id: "settings.slack.connecting", defaultMessage: "Connecting..." })
              : t({ id: "settings.slack.connect", defaultMessage: "Connect" })}
          </Button>
        </div>
      </FormField>
      {channels && (
        <SelectField
          id="slack-channel"
          label={t({ id: "settings.slack.channel", defaultMessage: "Channel" })}
          hint={t({
            id: "settings.slack.channelHint",
            defaultMessage: "Invite the bot to a private channel before picking it.",
          })}
          value={channelId}
          onValueChange={setChannelId}
          disabled={channels.length === 0}
          placeholder={
            channels.length
              ? t({ id: "settings.slack.selectChannel", defaultMessage: "Select a channel" })
              : t({ id: "settings.slack.noChannels", defaultMessage: "No channels found" })
          }
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
                {c.isPrivate && (
                  <span className="sr-only">
                    {" "}
                    {t({ id: "settings.slack.private", defaultMessage: "(private)" })}
                  </span>
                )}
              </span>
            ),
          }))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner />}
          {isSaving
            ? t({ id: "profile.details.saving", defaultMessage: "Saving..." })
            : t({ id: "settings.slack.save", defaultMessage: "Save Integration" })}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t(COMMON.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
