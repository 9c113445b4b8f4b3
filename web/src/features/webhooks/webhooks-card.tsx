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
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { AddWebhookDialog } from "./add-webhook-dialog";
import { WebhookItem } from "./webhook-item";

const MESSAGES = defineMessages({
  deleted: { id: "webhooks.card.deleted", defaultMessage: "Webhook Deleted" },
  deleteFailed: { id: "webhooks.card.deleteFailed", defaultMessage: "Failed to delete the webhook" },
  title: { id: "webhooks.card.title", defaultMessage: "Webhooks" },
  description: {
    id: "webhooks.card.description",
    defaultMessage: "Send this project's task, comment and project changes to another system as signed JSON.",
  },
  add: { id: "webhooks.add.title", defaultMessage: "Add webhook" },
  loadFailed: { id: "webhooks.card.loadFailed", defaultMessage: "The webhooks could not be loaded." },
  empty: { id: "webhooks.card.empty", defaultMessage: "No webhooks yet." },
  list: { id: "webhooks.card.list", defaultMessage: "Webhooks of this project" },
  confirmTitle: { id: "webhooks.card.confirmTitle", defaultMessage: "Delete this webhook?" },
  confirmText: {
    id: "webhooks.card.confirmText",
    defaultMessage: "Nothing more is sent to {url}, and its delivery log is removed.",
  },
});

/** 'Webhooks' on the project settings screen (product rules §28). */
export function WebhooksCard({ projectId }: { projectId: number }) {
  const t = useT();
  const hooks = useQuery(webhooksQuery(projectId));
  const remove = useDeleteWebhook(projectId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const list = hooks.data ?? [];

  const onDelete = (webhook: Webhook) =>
    remove.mutateAsync(webhook.id).then(
      () => toast({ title: translator()(MESSAGES.deleted), description: webhook.url }),
      (error: unknown) => {
        toast({
          variant: "destructive",
          title: translator()(COMMON.error),
          description: messageOr(error, translator()(MESSAGES.deleteFailed)),
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
              <WebhookIcon aria-hidden="true" className="size-5" /> {t(MESSAGES.title)}
            </h2>
          </CardTitle>
          <CardDescription>{t(MESSAGES.description)}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" /> {t(MESSAGES.add)}
        </Button>
      </CardHeader>
      <CardContent>
        {hooks.isPending && <Skeleton className="h-16 w-full" />}
        {hooks.isError && (
          <CardError error={hooks.error} message={t(MESSAGES.loadFailed)} onRetry={() => hooks.refetch()} />
        )}
        {hooks.isSuccess && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-4" aria-label={t(MESSAGES.list)}>
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
        title={t(MESSAGES.confirmTitle)}
        description={t(MESSAGES.confirmText, { url: deleting?.url ?? "" })}
        confirmLabel={t(COMMON.delete)}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Card>
  );
}
