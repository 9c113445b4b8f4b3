import type { WebhookDelivery } from "@contract/webhooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { webhookDeliveriesQuery } from "@/api/webhooks";
import { CardError } from "@/components/feedback/load-failure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { dateFormatter, defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  delivered: { id: "webhooks.log.delivered", defaultMessage: "Delivered" },
  failed: { id: "webhooks.log.failed", defaultMessage: "Failed" },
  queued: { id: "webhooks.log.queued", defaultMessage: "Queued" },
  retrying: { id: "webhooks.log.retrying", defaultMessage: "Retrying" },
  loadFailed: { id: "webhooks.log.loadFailed", defaultMessage: "The delivery log could not be loaded." },
  empty: { id: "webhooks.log.empty", defaultMessage: "No deliveries yet. Send a test event to try it." },
  label: { id: "webhooks.log.label", defaultMessage: "Delivery log of {url}" },
  caption: { id: "webhooks.log.caption", defaultMessage: "Deliveries to {url}" },
  event: { id: "webhooks.log.event", defaultMessage: "Event" },
  time: { id: "webhooks.log.time", defaultMessage: "Time" },
  attempts: { id: "webhooks.log.attempts", defaultMessage: "Attempts" },
  statusCode: { id: "webhooks.log.statusCode", defaultMessage: "Status code" },
  result: { id: "webhooks.log.result", defaultMessage: "Result" },
  newer: { id: "webhooks.log.newer", defaultMessage: "Newer" },
  page: { id: "webhooks.log.page", defaultMessage: "Page {page}" },
  older: { id: "webhooks.log.older", defaultMessage: "Older" },
});

function Result({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  if (delivery.state === "delivered") return <Badge variant="outline">{t(MESSAGES.delivered)}</Badge>;
  if (delivery.state === "failed") return <Badge variant="destructive">{t(MESSAGES.failed)}</Badge>;
  return (
    // A flex column, not a grid: the app's grids may shrink below their longest word (index.css).
    <span className="flex flex-col items-start gap-0.5">
      <Badge variant="secondary">{t(delivery.attempts === 0 ? MESSAGES.queued : MESSAGES.retrying)}</Badge>
      {delivery.lastError && <span className="text-xs text-muted-foreground">{delivery.lastError}</span>}
    </span>
  );
}

/** A webhook's deliveries, newest first, 20 a page, with loading, empty and error states. */
export function DeliveryLog({
  projectId,
  webhookId,
  url,
}: {
  projectId: number;
  webhookId: number;
  url: string;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useQuery(webhookDeliveriesQuery(projectId, webhookId, page));
  if (log.isPending) return <Skeleton className="h-24 w-full" />;
  if (log.isError)
    return <CardError error={log.error} message={t(MESSAGES.loadFailed)} onRetry={() => log.refetch()} />;
  const { items, hasMore } = log.data;
  if (items.length === 0 && page === 1)
    return <p className="text-sm text-muted-foreground">{t(MESSAGES.empty)}</p>;
  return (
    <div className="grid gap-2">
      {/* Narrower than the table (a phone): it scrolls sideways, by keyboard too (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="overflow-x-auto" tabIndex={0} aria-label={t(MESSAGES.label, { url })}>
        <Table>
          <TableCaption className="sr-only">{t(MESSAGES.caption, { url })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t(MESSAGES.event)}</TableHead>
              <TableHead>{t(MESSAGES.time)}</TableHead>
              <TableHead>{t(MESSAGES.attempts)}</TableHead>
              <TableHead>{t(MESSAGES.statusCode)}</TableHead>
              <TableHead>{t(MESSAGES.result)}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-mono text-xs whitespace-nowrap">{d.event}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {dateFormatter({ dateStyle: "medium", timeStyle: "medium" }).format(new Date(d.createdAt))}
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{d.lastStatusCode ?? "—"}</TableCell>
                <TableCell>
                  <Result delivery={d} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      {(page > 1 || hasMore) && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t(MESSAGES.newer)}
          </Button>
          <span className="text-sm text-muted-foreground">{t(MESSAGES.page, { page })}</span>
          <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => setPage((p) => p + 1)}>
            {t(MESSAGES.older)}
          </Button>
        </div>
      )}
    </div>
  );
}
