import { z } from "zod";
import { PathIdSchema } from "./common.ts";

/** Events a webhook may subscribe to (product rules §28); `ping` is only sent by "Send test event". */
export const WEBHOOK_EVENTS = [
  "task.created",
  "task.updated",
  "task.moved",
  "task.deleted",
  "comment.created",
  "project.updated",
  "task.linked",
  "task.unlinked",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What the delivery log may show: the events and the test `ping`. */
export type WebhookDeliveryEvent = WebhookEvent | "ping";

/** Human names of the events, for the settings screen. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "task.created": "Task created",
  "task.updated": "Task updated",
  "task.moved": "Task moved",
  "task.deleted": "Task deleted",
  "comment.created": "Comment created",
  "project.updated": "Project updated",
  "task.linked": "Task linked",
  "task.unlinked": "Task unlinked",
};

/** Deliveries per page of the log. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** Webhooks a project may have. */
export const MAX_WEBHOOKS_PER_PROJECT = 20;
export const WEBHOOK_URL_MESSAGE = "URL must be an http or https address";

/** The target: an absolute http(s) URL of at most 2,000 characters. */
export const WebhookUrlSchema = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(2000, "URL must be at most 2,000 characters")
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE);

/** A non-empty set of the six events (duplicates dropped). */
export const WebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(", ")}` }), {
    error: "Events must be a list",
  })
  .min(1, "Choose at least one event")
  .transform((v) => [...new Set(v)]);

/** POST /api/projects/:id/webhooks. */
export const CreateWebhookBody = z.object({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
  /** Whether it receives events (default true). */
  active: z.boolean({ error: "active must be true or false" }).optional(),
});
export type CreateWebhookInput = z.input<typeof CreateWebhookBody>;
export type CreateWebhook = z.output<typeof CreateWebhookBody>;

/** PATCH /api/projects/:id/webhooks/:webhookId: the fields present change. */
export const UpdateWebhookBody = z
  .object({
    url: WebhookUrlSchema.optional(),
    events: WebhookEventsSchema.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((v) => v.url !== undefined || v.events !== undefined || v.active !== undefined, {
    message: "Nothing to change",
  });
export type UpdateWebhookInput = z.input<typeof UpdateWebhookBody>;
export type UpdateWebhook = z.output<typeof UpdateWebhookBody>;

/** Path of /api/projects/:id/webhooks/:webhookId. */
export const WebhookParams = z.object({ id: PathIdSchema, webhookId: PathIdSchema });
export type WebhookParams = z.output<typeof WebhookParams>;
export type WebhookParamsInput = z.input<typeof WebhookParams>;

/** GET .../deliveries?page=1 (20 a page, newest first). */
export const WebhookDeliveriesQuery = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(10_000, "page must be at most 10000")
    .default(1),
});
export type WebhookDeliveriesQuery = z.output<typeof WebhookDeliveriesQuery>;
export type WebhookDeliveriesQueryInput = z.input<typeof WebhookDeliveriesQuery>;

/** A webhook as listed: the secret only as its last 4 characters. */
export const WebhookSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** The secret's last 4 characters. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.output<typeof WebhookSchema>;

/** The answer to creating a webhook or rotating its secret: the only time the secret is shown. */
export const WebhookWithSecretSchema = z.object({ webhook: WebhookSchema, secret: z.string() });
export type WebhookWithSecret = z.output<typeof WebhookWithSecretSchema>;

/** One delivery in the log. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The X-Sprintboard-Delivery header: the same on every attempt. */
  delivery: z.string(),
  event: z.string(),
  state: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = z.object({
  items: z.array(WebhookDeliverySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type WebhookDeliveryPage = z.output<typeof WebhookDeliveryPageSchema>;
