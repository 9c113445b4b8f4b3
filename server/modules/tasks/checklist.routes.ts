import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ChecklistItemParams,
  ChecklistItemSchema,
  ChecklistSchema,
  CreateChecklistItemBody,
  ReorderChecklistItemBody,
  UpdateChecklistItemBody,
} from "../../../contract/checklists.ts";
import { NoContentSchema } from "../../../contract/common.ts";
import { TaskIdParams } from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import {
  createChecklistItem,
  deleteChecklistItem,
  listChecklist,
  reorderChecklistItem,
  updateChecklistItem,
} from "./checklist.service.ts";

/** A task's checklist: list, add, edit or check, reorder and delete items (product rules §24). */
export function checklistRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/tasks/:id/checklist",
    { schema: { params: TaskIdParams, response: { 200: ChecklistSchema } } },
    async (request) => listChecklist(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/tasks/:id/checklist",
    {
      schema: { params: TaskIdParams, body: CreateChecklistItemBody, response: { 201: ChecklistItemSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const item = await createChecklistItem(
        ctx,
        currentUser(request).id,
        id,
        request.body,
        eventOrigin(request),
      );
      return reply.code(201).send(item);
    },
  );

  app.patch(
    "/api/tasks/:id/checklist/:itemId",
    {
      schema: {
        params: ChecklistItemParams,
        body: UpdateChecklistItemBody,
        response: { 200: ChecklistItemSchema },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return updateChecklistItem(
        ctx,
        currentUser(request).id,
        id,
        itemId,
        request.body,
        eventOrigin(request),
      );
    },
  );

  app.put(
    "/api/tasks/:id/checklist/:itemId/position",
    {
      schema: {
        params: ChecklistItemParams,
        body: ReorderChecklistItemBody,
        response: { 200: ChecklistItemSchema },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return reorderChecklistItem(
        ctx,
        currentUser(request).id,
        id,
        itemId,
        request.body,
        eventOrigin(request),
      );
    },
  );

  app.delete(
    "/api/tasks/:id/checklist/:itemId",
    { schema: { params: ChecklistItemParams, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const { id, itemId } = request.params;
      await deleteChecklistItem(ctx, currentUser(request).id, id, itemId, eventOrigin(request));
      return reply.code(204).send();
    },
  );
}
