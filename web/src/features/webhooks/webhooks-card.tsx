import type { Webhook } from "@contract/webhooks";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, WebhookIcon } from "lucide-react";
import { useState } from "react";
import { messageOr } from "@/api/http";
import { useDeleteWebhook, webhooksQuery } from "@/api/webhooks";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { AddWebhookDialog } from "./add-webhook-dialog";
import { WebhookItem } from "./webhook-item";

/** 'Webhooks' on the project settings screen (product rules §28). */
export function WebhooksCard({ projectId }: { projectId: number }) {
  const hooks = useQuery(webhooksQuery(projectId));
  const remove = useDeleteWebhook(projectId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const list = hooks.data ?? [];

  const onDelete = (webhook: Webhook) =>
    remove.mutateAsync(webhook.id).then(
      () => toast({ title: "Webhook Deleted", description: webhook.url }),
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: "Error",
          description: messageOr(error, "Failed to delete the webhook"),
        });
        throw error;
      },
    );

  return (
    <Card role="region" aria-labelledby="webhooks-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 id="webhooks-heading" className="flex items-center gap-2">
              <WebhookIcon aria-hidden="true" className="size-5" /> Webhooks
            </h2>
          </CardTitle>
          <CardDescription>
            Send this project's task, comment and project changes to another system as signed JSON.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" /> Add webhook
        </Button>
      </CardHeader>
      <CardContent>
        {hooks.isPending && <Skeleton className="h-16 w-full" />}
        {hooks.isError && (
          <CardError
            error={hooks.error}
            message="The webhooks could not be loaded."
            onRetry={() => hooks.refetch()}
          />
        )}
        {hooks.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">No webhooks yet.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-4" aria-label="Webhooks of this project">
            {list.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                projectId={projectId}
                webhook={webhook}
                onDelete={() => setDeleting(webhook)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AddWebhookDialog projectId={projectId} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${deleting?.url ?? ""}, and its delivery log is removed.`}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Card>
  );
}
