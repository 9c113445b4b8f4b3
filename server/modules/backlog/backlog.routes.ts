import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BacklogQuery,
  BacklogSchema,
  PlannedTaskParams,
  PlannedTaskSchema,
  RankBacklogBody,
  SprintCommitmentSchema,
} from "../../../contract/backlog.ts";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { getBacklog, planTask, rankBacklogTask, unplanTask } from "./backlog.service.ts";
import { publishBacklogChanged } from "./backlog-events.ts";
import { getCommitment, startSprint } from "./sprint-start.service.ts";

/**
 * Backlog and sprint planning (product rules §21): a sprint's ranked backlog with the planning
 * numbers, the owner's ranking, planning and start, and the commitment with its scope changes.
 */
export function backlogRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };
  const planned = { params: PlannedTaskParams, response: { 200: PlannedTaskSchema } };

  app.get(
    "/api/sprints/:id/backlog",
    { schema: { ...params, querystring: BacklogQuery, response: { 200: BacklogSchema } } },
    async (request) => getBacklog(ctx.db, currentUser(request).id, request.params.id, request.query),
  );

  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: "/api/sprints/:id/backlog/rank",
      schema: { ...params, body: RankBacklogBody, response: { 204: NoContentSchema } },
      handler: async (request, reply) => {
        await rankBacklogTask(ctx.db, currentUser(request).id, request.params.id, request.body);
        await publishBacklogChanged(ctx, request.params.id, eventOrigin(request));
        return reply.code(204).send();
      },
    });
  }

  app.put("/api/sprints/:id/planned-tasks/:taskId", { schema: planned }, async (request) => {
    const result = await planTask(ctx.db, currentUser(request).id, request.params.id, request.params.taskId);
    await publishBacklogChanged(ctx, request.params.id, eventOrigin(request));
    return result;
  });

  app.delete("/api/sprints/:id/planned-tasks/:taskId", { schema: planned }, async (request) => {
    const result = await unplanTask(
      ctx.db,
      currentUser(request).id,
      request.params.id,
      request.params.taskId,
    );
    await publishBacklogChanged(ctx, request.params.id, eventOrigin(request));
    return result;
  });

  app.post(
    "/api/sprints/:id/start",
    { schema: { ...params, response: { 200: SprintCommitmentSchema } } },
    async (request) => {
      const result = await startSprint(ctx.db, currentUser(request).id, request.params.id);
      await publishBacklogChanged(ctx, request.params.id, eventOrigin(request));
      return result;
    },
  );

  app.get(
    "/api/sprints/:id/commitment",
    { schema: { ...params, response: { 200: SprintCommitmentSchema } } },
    async (request) => getCommitment(ctx.db, currentUser(request).id, request.params.id),
  );
}
