import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import {
  CreateSprintBody,
  SprintDetailSchema,
  SprintProgressSchema,
  SprintSchema,
  UpdateSprintBody,
} from "../../../contract/sprints.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  createSprint,
  deleteSprint,
  getSprint,
  listSprintProgress,
  listSprints,
  updateSprint,
} from "./sprints.service.ts";

/**
 * Sprints: list with project counts, progress (done/total tasks per sprint), create, detail with its
 * visible projects, update and delete (owner).
 */
export function sprintsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };

  app.get("/api/sprints", { schema: { response: { 200: z.array(SprintSchema) } } }, async (request) =>
    listSprints(ctx.db, currentUser(request).id),
  );

  // Apart from the list, whose keys are documented: the /sprints cards ask for it (issue 9).
  app.get(
    "/api/sprints/progress",
    { schema: { response: { 200: z.array(SprintProgressSchema) } } },
    async (request) => listSprintProgress(ctx.db, currentUser(request).id),
  );

  app.post(
    "/api/sprints",
    { schema: { body: CreateSprintBody, response: { 201: SprintSchema } } },
    async (request, reply) => {
      const sprint = await createSprint(ctx.db, currentUser(request).id, request.body);
      return reply.code(201).send(sprint);
    },
  );

  app.get(
    "/api/sprints/:id",
    { schema: { ...params, response: { 200: SprintDetailSchema } } },
    async (request) => getSprint(ctx.db, currentUser(request).id, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/sprints/:id",
    schema: { ...params, body: UpdateSprintBody, response: { 200: SprintSchema } },
    handler: async (request) =>
      updateSprint(ctx.db, currentUser(request).id, request.params.id, request.body),
  });

  app.delete(
    "/api/sprints/:id",
    { schema: { ...params, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteSprint(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
