import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BoardSchema, ProjectIdParams } from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listProjectBoards } from "./boards.service.ts";

/** GET /api/projects/{id}/boards: the project's boards with their columns. */
export function boardsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/projects/:id/boards",
    { schema: { params: ProjectIdParams, response: { 200: z.array(BoardSchema) } } },
    async (request) => listProjectBoards(ctx.db, currentUser(request).id, request.params.id),
  );
}
