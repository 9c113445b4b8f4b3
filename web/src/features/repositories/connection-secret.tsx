import { REPOSITORY_PROVIDER_LABELS, type RepositoryWithSecret } from "@contract/repositories";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMMON, defineMessages, type MessageDescriptor, useT } from "@/i18n";
import { REPOSITORY_MESSAGES } from "./messages";

/** Where the provider asks for the URL and the secret, in its own words. */
const WHERE: Record<RepositoryWithSecret["provider"], MessageDescriptor> = defineMessages({
  github: {
    id: "repositories.where.github",
    defaultMessage:
      "In the repository's Settings → Webhooks → Add webhook: Payload URL, content type application/json, Secret; choose the push, pull request, check run and check suite events.",
  },
  gitlab: {
    id: "repositories.where.gitlab",
    defaultMessage:
      "In the project's Settings → Webhooks → Add new webhook: URL, Secret token; choose push, merge request and pipeline events.",
  },
  gitea: {
    id: "repositories.where.gitea",
    defaultMessage:
      "In the repository's Settings → Webhooks → Add webhook → Gitea (or Forgejo): Target URL, POST, content type application/json, Secret; choose push and pull request events.",
  },
});

const MESSAGES = defineMessages({
  provider: { id: "repositories.secret.provider", defaultMessage: "{provider}: {where}" },
  webhookUrl: { id: "repositories.secret.webhookUrl", defaultMessage: "Webhook URL" },
  secret: { id: "repositories.secret.secret", defaultMessage: "Secret" },
});

/** The webhook URL and the secret of a connection, shown once after adding or rotating, with copy buttons. */
export function ConnectionSecret({
  connection,
  onDone,
}: {
  connection: RepositoryWithSecret;
  onDone: () => void;
}) {
  const t = useT();
  const urlId = `repository-${connection.id}-url`;
  const secretId = `repository-${connection.id}-secret`;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t(MESSAGES.provider, {
          provider: REPOSITORY_PROVIDER_LABELS[connection.provider],
          where: t(WHERE[connection.provider]),
        })}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={urlId}>{t(MESSAGES.webhookUrl)}</Label>
        <div className="flex gap-2">
          <Input
            id={urlId}
            readOnly
            value={connection.webhookUrl}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton
            text={connection.webhookUrl}
            label={t(REPOSITORY_MESSAGES.copy)}
            noun={t(REPOSITORY_MESSAGES.url)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={secretId}>{t(MESSAGES.secret)}</Label>
        <div className="flex gap-2">
          <Input
            id={secretId}
            readOnly
            value={connection.secret}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton
            text={connection.secret}
            label={t(REPOSITORY_MESSAGES.copy)}
            noun={t(REPOSITORY_MESSAGES.secret)}
          />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t(COMMON.done)}
        </Button>
      </DialogFooter>
    </div>
  );
}
