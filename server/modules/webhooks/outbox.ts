import { sql } from "drizzle-orm";
import type { WebhookEvent } from "../../../contract/webhooks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { projects, webhookDeliveries, webhooks } from "../../db/schema.ts";

/*
 * The webhook outbox (product rules §28). A service that changes a task, a comment or a project calls
 * `enqueueWebhookEvents` in its own transaction: the delivery rows commit or roll back with the change,
 * and the delivery worker (delivery.ts) sends them afterwards, from any process.
 */

/** One event: the project it happened in and the object it carries (`{ task }`, `{ comment }`, ...). */
export type WebhookEventItem = { projectId: number; event: WebhookEvent; data: Record<string, unknown> };

/**
 * Queues the events for every active webhook of their projects subscribed to them: one
 * INSERT ... SELECT whatever the number of events and webhooks (nothing is written when there is none).
 * The payload gets `event`, `occurredAt` and `project {id, key, name}` as the project is in this
 * transaction; its `id` is the delivery's uuid, added when it is sent.
 */
export async function enqueueWebhookEvents(tx: DbOrTx, items: readonly WebhookEventItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((i) => ({ project_id: i.projectId, event: i.event, data: i.data }));
  const occurredAt = new Date().toISOString();
  await tx.execute(sql`
    insert into ${webhookDeliveries} (webhook_id, event, payload)
    select w.id, v.event,
      jsonb_build_object(
        'event', v.event,
        'occurredAt', ${occurredAt}::text,
        'project', jsonb_build_object('id', p.id, 'key', p.key, 'name', p.name)
      ) || v.data
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(project_id int, event text, data jsonb)
    join ${webhooks} w on w.project_id = v.project_id and w.active and v.event = any(w.events)
    join ${projects} p on p.id = v.project_id`);
}

/** Queues one event (see enqueueWebhookEvents). */
export function enqueueWebhookEvent(
  tx: DbOrTx,
  projectId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  return enqueueWebhookEvents(tx, [{ projectId, event, data }]);
}
