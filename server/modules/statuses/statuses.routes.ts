import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CreateCustomStatusBody,
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

  app.get("/api/custom-statuses", async (request) => listStatuses(ctx.db, currentUser(request).id));

  app.post("/api/custom-statuses", { schema: { body: CreateCustomStatusBody } }, async (request, reply) => {
    const status = await createStatus(ctx, currentUser(request).id, request.body, eventOrigin(request));
    return reply.code(201).send(status);
  });

  // Static path: registered before /:id, and Fastify prefers it over the parametric route anyway.
  app.put("/api/custom-statuses/order", { schema: { body: ReorderCustomStatusesBody } }, async (request) =>
    reorderStatuses(ctx, currentUser(request).id, request.body.ids, eventOrigin(request)),
  );

  app.get("/api/custom-statuses/:id/usage", { schema: { params: StatusIdParams } }, async (request) =>
    statusUsage(ctx.db, currentUser(request).id, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/custom-statuses/:id",
    schema: { params: StatusIdParams, body: UpdateCustomStatusBody },
    handler: async (request) =>
      updateStatus(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  });

  app.delete("/api/custom-statuses/:id", { schema: { params: StatusIdParams } }, async (request, reply) => {
    await deleteStatus(ctx, currentUser(request).id, request.params.id, eventOrigin(request));
    return reply.code(204).send();
  });
}
