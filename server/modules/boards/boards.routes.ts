import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { WipLimitBody, WipLimitParams } from "../../../contract/bulk-tasks.ts";
import { BoardSchema, ProjectIdParams } from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { listProjectBoards, setWipLimit } from "./boards.service.ts";

/** GET /api/projects/{id}/boards: the project's boards with their columns; a column's WIP limit. */
export function boardsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/projects/:id/boards",
    { schema: { params: ProjectIdParams, response: { 200: z.array(BoardSchema) } } },
    async (request) => listProjectBoards(ctx.db, currentUser(request).id, request.params.id),
  );

  app.put(
    "/api/boards/:boardId/columns/:status/wip-limit",
    { schema: { params: WipLimitParams, body: WipLimitBody, response: { 200: BoardSchema } } },
    async (request) =>
      setWipLimit(ctx, currentUser(request).id, request.params, request.body, eventOrigin(request)),
  );
}
