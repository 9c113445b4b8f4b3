import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoContentSchema } from "../../../contract/common.ts";
import {
  CreateCustomStatusBody,
  CustomStatusSchema,
  CustomStatusUsageSchema,
  ReorderCustomStatusesBody,
  UpdateCustomStatusBody,
} from "../../../contract/statuses.ts";
import { TaskIdParams as StatusIdParams } from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import {
  createStatus,
  deleteStatus,
  listStatuses,
  reorderStatuses,
  statusUsage,
  updateStatus,
} from "./statuses.service.ts";

/** The signed-in user's custom statuses: list, create, edit, reorder, count the tasks of, delete. */
export function statusesRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const list = { 200: z.array(CustomStatusSchema) };
  const params = { params: StatusIdParams };

  app.get("/api/custom-statuses", { schema: { response: list } }, async (request) =>
    listStatuses(ctx.db, currentUser(request).id),
  );

  const create = { body: CreateCustomStatusBody, response: { 201: CustomStatusSchema } };
  app.post("/api/custom-statuses", { schema: create }, async (request, reply) => {
    const status = await createStatus(ctx, currentUser(request).id, request.body, eventOrigin(request));
    return reply.code(201).send(status);
  });

  // Static path: registered before /:id, and Fastify prefers it over the parametric route anyway.
  const order = { body: ReorderCustomStatusesBody, response: list };
  app.put("/api/custom-statuses/order", { schema: order }, async (request) =>
    reorderStatuses(ctx, currentUser(request).id, request.body.ids, eventOrigin(request)),
  );

  const usage = { ...params, response: { 200: CustomStatusUsageSchema } };
  app.get("/api/custom-statuses/:id/usage", { schema: usage }, async (request) =>
    statusUsage(ctx.db, currentUser(request).id, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/custom-statuses/:id",
    schema: { ...params, body: UpdateCustomStatusBody, response: { 200: CustomStatusSchema } },
    handler: async (request) =>
      updateStatus(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  });

  const remove = { ...params, response: { 204: NoContentSchema } };
  app.delete("/api/custom-statuses/:id", { schema: remove }, async (request, reply) => {
    await deleteStatus(ctx, currentUser(request).id, request.params.id, eventOrigin(request));
    return reply.code(204).send();
  });
}
