import { Lock, Plug } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { useSlackConnect } from "./use-slack-connect";

/**
 * Token, 'Connect' (loads the channels the bot can see), channel picker and save (product rules
 * section 4: token entered -> channels loaded -> channel picked -> saved and active).
 */
export function SlackConnectForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { token, onToken, channels, channelId, setChannelId, connect, isConnecting, submit, isSaving } =
    useSlackConnect(onDone);

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
              onChange={(event) => onToken(event.target.value)}
            />
          </div>
          <Button type="button" variant="outline" onClick={connect} disabled={isConnecting}>
            {isConnecting ? <Spinner /> : <Plug aria-hidden="true" />}
            {isConnecting ? "Connecting..." : "Connect"}
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
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner />}
          {isSaving ? "Saving..." : "Save Integration"}
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
