import type { ApiToken } from "@contract/api-tokens";
import { useQuery } from "@tanstack/react-query";
import { KeyRoundIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { apiTokensQuery, useRevokeApiToken } from "@/api/api-tokens";
import { messageOr } from "@/api/http";
import { CardError } from "@/components/feedback/load-failure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { NewApiTokenDialog } from "./new-api-token-dialog";

const M = defineMessages({
  neverExpires: { id: "profile.tokens.neverExpires", defaultMessage: "Never expires" },
  expired: { id: "profile.tokens.expired", defaultMessage: "Expired" },
  expires: { id: "profile.tokens.expires", defaultMessage: "Expires {date}" },
  readOnly: { id: "profile.tokens.readOnly", defaultMessage: "Read only" },
  readWrite: { id: "profile.tokens.readWrite", defaultMessage: "Read and write" },
  created: { id: "profile.tokens.created", defaultMessage: "Created {date}" },
  lastUsed: { id: "profile.tokens.lastUsed", defaultMessage: "Last used {date}" },
  neverUsed: { id: "profile.tokens.neverUsed", defaultMessage: "Never used" },
  revoke: { id: "profile.tokens.revoke", defaultMessage: "Revoke" },
});

function expiryText(t: Translate, token: ApiToken, now: number): string {
  if (!token.expiresAt) return t(M.neverExpires);
  return Date.parse(token.expiresAt) <= now
    ? t(M.expired)
    : t(M.expires, { date: formatDate(token.expiresAt) });
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0 grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{token.name}</span>
          <Badge variant="outline">{token.scope === "read" ? t(M.readOnly) : t(M.readWrite)}</Badge>
          {expired && <Badge variant="destructive">{t(M.expired)}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> ·{" "}
          {t(M.created, { date: formatDate(token.createdAt) })} ·{" "}
          {token.lastUsedAt ? t(M.lastUsed, { date: formatDate(token.lastUsedAt) }) : t(M.neverUsed)} ·{" "}
          {expiryText(t, token, Date.now())}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onRevoke}
        aria-label={t(
          { id: "profile.tokens.revokeNamed", defaultMessage: 'Revoke token "{name}"' },
          { name: token.name },
        )}
      >
        {t(M.revoke)}
      </Button>
    </li>
  );
}

/** 'API Tokens': the user's personal tokens, a new one (shown once) and revoking. */
export function ApiTokensCard() {
  const tokens = useQuery(apiTokensQuery);
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = tokens.data ?? [];
  const t = useT();

  const onRevoke = (token: ApiToken) =>
    revoke.mutateAsync(token.id).then(
      () =>
        toast({
          title: t({ id: "profile.tokens.revoked.title", defaultMessage: "Token Revoked" }),
          description: t(
            { id: "profile.tokens.revoked.description", defaultMessage: '"{name}" no longer works.' },
            { name: token.name },
          ),
        }),
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: t(COMMON.error),
          description: messageOr(
            error,
            t({ id: "profile.tokens.revokeFailed", defaultMessage: "Failed to revoke the token" }),
          ),
        });
        throw error;
      },
    );

  return (
    <Card role="region" aria-labelledby="api-tokens-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 id="api-tokens-heading" className="flex items-center gap-2">
              <KeyRoundIcon aria-hidden="true" className="size-5" />{" "}
              {t({ id: "profile.tokens.title", defaultMessage: "API Tokens" })}
            </h2>
          </CardTitle>
          <CardDescription>
            {t({
              id: "profile.tokens.description",
              defaultMessage:
                "For scripts and tools that call the API as you. See the API reference at /api/docs.",
            })}
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" /> {t({ id: "profile.tokens.new", defaultMessage: "New token" })}
        </Button>
      </CardHeader>
      <CardContent>
        {tokens.isPending && <Skeleton className="h-16 w-full" />}
        {tokens.isError && (
          <CardError
            error={tokens.error}
            message={t({ id: "profile.tokens.failed", defaultMessage: "The tokens could not be loaded." })}
            onRetry={() => tokens.refetch()}
          />
        )}
        {tokens.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {t({ id: "profile.tokens.empty", defaultMessage: "No API tokens yet." })}
          </p>
        )}
        {list.length > 0 && (
          <ul
            className="grid gap-3"
            aria-label={t({ id: "profile.tokens.list", defaultMessage: "Your API tokens" })}
          >
            {list.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </CardContent>
      <NewApiTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t({ id: "profile.tokens.confirm.title", defaultMessage: "Revoke this token?" })}
        description={t(
          {
            id: "profile.tokens.confirm.description",
            defaultMessage: 'Anything using "{name}" stops working at once. This cannot be undone.',
          },
          { name: revoking?.name ?? "" },
        )}
        confirmLabel={t(M.revoke)}
        onConfirm={() => (revoking ? onRevoke(revoking) : undefined)}
      />
    </Card>
  );
}
