import { REPOSITORY_PROVIDER_LABELS, type RepositoryWithSecret } from "@contract/repositories";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CopyButton } from "./copy-button";

/** Where the provider asks for the URL and the secret, in its own words. */
const WHERE: Record<RepositoryWithSecret["provider"], string> = {
  github:
    "In the repository's Settings → Webhooks → Add webhook: Payload URL, content type application/json, Secret; choose the push, pull request, check run and check suite events.",
  gitlab:
    "In the project's Settings → Webhooks → Add new webhook: URL, Secret token; choose push, merge request and pipeline events.",
  gitea:
    "In the repository's Settings → Webhooks → Add webhook → Gitea (or Forgejo): Target URL, POST, content type application/json, Secret; choose push and pull request events.",
};

/** The webhook URL and the secret of a connection, shown once after adding or rotating, with copy buttons. */
export function ConnectionSecret({
  connection,
  onDone,
}: {
  connection: RepositoryWithSecret;
  onDone: () => void;
}) {
  const urlId = `repository-${connection.id}-url`;
  const secretId = `repository-${connection.id}-secret`;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {REPOSITORY_PROVIDER_LABELS[connection.provider]}: {WHERE[connection.provider]}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={urlId}>Webhook URL</Label>
        <div className="flex gap-2">
          <Input
            id={urlId}
            readOnly
            value={connection.webhookUrl}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={connection.webhookUrl} label="Copy" noun="URL" />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={secretId}>Secret</Label>
        <div className="flex gap-2">
          <Input
            id={secretId}
            readOnly
            value={connection.secret}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={connection.secret} label="Copy" noun="secret" />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
