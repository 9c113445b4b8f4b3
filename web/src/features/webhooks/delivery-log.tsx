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

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

function Result({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.state === "delivered") return <Badge variant="outline">Delivered</Badge>;
  if (delivery.state === "failed") return <Badge variant="destructive">Failed</Badge>;
  return (
    // A flex column, not a grid: the app's grids may shrink below their longest word (index.css).
    <span className="flex flex-col items-start gap-0.5">
      <Badge variant="secondary">{delivery.attempts === 0 ? "Queued" : "Retrying"}</Badge>
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
  const [page, setPage] = useState(1);
  const log = useQuery(webhookDeliveriesQuery(projectId, webhookId, page));
  if (log.isPending) return <Skeleton className="h-24 w-full" />;
  if (log.isError)
    return (
      <CardError
        error={log.error}
        message="The delivery log could not be loaded."
        onRetry={() => log.refetch()}
      />
    );
  const { items, hasMore } = log.data;
  if (items.length === 0 && page === 1)
    return <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to try it.</p>;
  return (
    <div className="grid gap-2">
      {/* Narrower than the table (a phone): it scrolls sideways, by keyboard too (axe). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="overflow-x-auto" tabIndex={0} aria-label={`Delivery log of ${url}`}>
        <Table>
          <TableCaption className="sr-only">Deliveries to {url}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Event</TableHead>
              <TableHead>Time</TableHead>
              <TableHead>Attempts</TableHead>
              <TableHead>Status code</TableHead>
              <TableHead>Result</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((d) => (
              <TableRow key={d.id}>
                <TableCell className="font-mono text-xs whitespace-nowrap">{d.event}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {timeFormat.format(new Date(d.createdAt))}
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
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">Page {page}</span>
          <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
