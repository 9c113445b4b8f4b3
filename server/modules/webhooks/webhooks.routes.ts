import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryPageSchema,
  WebhookParams,
  WebhookSchema,
  WebhookWithSecretSchema,
} from "../../../contract/webhooks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "./webhooks.service.ts";

const base = "/api/projects/:id/webhooks";
const one = `${base}/:webhookId`;

/** A project's outgoing webhooks (owner only, product rules §28). */
export function webhooksRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    base,
    { schema: { params: IdParamsSchema, response: { 200: z.array(WebhookSchema) } } },
    (request) => listWebhooks(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    base,
    {
      schema: { params: IdParamsSchema, body: CreateWebhookBody, response: { 201: WebhookWithSecretSchema } },
    },
    async (request, reply) => {
      const created = await createWebhook(ctx, currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    one,
    { schema: { params: WebhookParams, body: UpdateWebhookBody, response: { 200: WebhookSchema } } },
    (request) =>
      updateWebhook(ctx, currentUser(request).id, request.params.id, request.params.webhookId, request.body),
  );

  app.delete(
    one,
    { schema: { params: WebhookParams, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteWebhook(ctx, currentUser(request).id, request.params.id, request.params.webhookId);
      return reply.code(204).send();
    },
  );

  app.post(
    `${one}/rotate-secret`,
    { schema: { params: WebhookParams, response: { 200: WebhookWithSecretSchema } } },
    (request) =>
      rotateWebhookSecret(ctx, currentUser(request).id, request.params.id, request.params.webhookId),
  );

  app.post(
    `${one}/test`,
    { schema: { params: WebhookParams, response: { 202: z.object({ delivery: z.string() }) } } },
    async (request, reply) => {
      const queued = await sendTestEvent(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.params.webhookId,
      );
      return reply.code(202).send(queued);
    },
  );

  app.get(
    `${one}/deliveries`,
    {
      schema: {
        params: WebhookParams,
        querystring: WebhookDeliveriesQuery,
        response: { 200: WebhookDeliveryPageSchema },
      },
    },
    (request) =>
      listDeliveries(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.params.webhookId,
        request.query.page,
      ),
  );
}
