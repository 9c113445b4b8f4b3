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
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { NewApiTokenDialog } from "./new-api-token-dialog";

function expiryText(token: ApiToken, now: number): string {
  if (!token.expiresAt) return "Never expires";
  return Date.parse(token.expiresAt) <= now ? "Expired" : `Expires ${formatDate(token.expiresAt)}`;
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0 grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{token.name}</span>
          <Badge variant="outline">{token.scope === "read" ? "Read only" : "Read and write"}</Badge>
          {expired && <Badge variant="destructive">Expired</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> · Created {formatDate(token.createdAt)} ·{" "}
          {token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt)}` : "Never used"} ·{" "}
          {expiryText(token, Date.now())}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revoke token "${token.name}"`}>
        Revoke
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

  const onRevoke = (token: ApiToken) =>
    revoke.mutateAsync(token.id).then(
      () => toast({ title: "Token Revoked", description: `"${token.name}" no longer works.` }),
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to revoke the token"),
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
              <KeyRoundIcon aria-hidden="true" className="size-5" /> API Tokens
            </h2>
          </CardTitle>
          <CardDescription>
            For scripts and tools that call the API as you. See the API reference at /api/docs.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" /> New token
        </Button>
      </CardHeader>
      <CardContent>
        {tokens.isPending && <Skeleton className="h-16 w-full" />}
        {tokens.isError && (
          <CardError
            error={tokens.error}
            message="The tokens could not be loaded."
            onRetry={() => tokens.refetch()}
          />
        )}
        {tokens.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">No API tokens yet.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-3" aria-label="Your API tokens">
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
        title="Revoke this token?"
        description={`Anything using "${revoking?.name ?? ""}" stops working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        onConfirm={() => (revoking ? onRevoke(revoking) : undefined)}
      />
    </Card>
  );
}
