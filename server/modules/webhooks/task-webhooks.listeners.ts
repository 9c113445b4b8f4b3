import type { EventBus } from "../../platform/events.ts";
import { enqueueWebhookEvents, type WebhookEventItem } from "./outbox.ts";

/*
 * The webhook outbox follows the task events (product rules §28), in the write's transaction: the
 * delivery rows commit or roll back with the change, one statement per event.
 */

export function registerTaskWebhooks(bus: EventBus): void {
  bus.on("task.created", {
    phase: "in-transaction",
    name: "webhooks",
    run: ({ items }, { tx }) =>
      enqueueWebhookEvents(
        tx,
        items.map(({ task, project }) => ({ projectId: project.id, event: "task.created", data: { task } })),
      ),
  });
  bus.on("task.changed", {
    phase: "in-transaction",
    name: "webhooks",
    run: ({ items }, { tx }) =>
      enqueueWebhookEvents(
        tx,
        items.map(
          ({ task, project, fromStatus }): WebhookEventItem =>
            fromStatus === null
              ? { projectId: project.id, event: "task.updated", data: { task } }
              : { projectId: project.id, event: "task.moved", data: { task, fromStatus } },
        ),
      ),
  });
  bus.on("task.deleted", {
    phase: "in-transaction",
    name: "webhooks",
    run: ({ gone, kept }, { tx }) =>
      enqueueWebhookEvents(tx, [
        ...gone.map(
          (task): WebhookEventItem => ({ projectId: task.projectId, event: "task.deleted", data: { task } }),
        ),
        ...kept.map(
          (task): WebhookEventItem => ({ projectId: task.projectId, event: "task.updated", data: { task } }),
        ),
      ]),
  });
  bus.on("task.parent_changed", {
    phase: "in-transaction",
    name: "webhooks",
    run: ({ task, project }, { tx }) =>
      enqueueWebhookEvents(tx, [{ projectId: project.id, event: "task.updated", data: { task } }]),
  });
}
