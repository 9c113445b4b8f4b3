import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ProjectActivityPageSchema,
  ProjectActivityQuery,
  TaskActivityPageSchema,
  TaskActivityQuery,
} from "../../../contract/activity.ts";
import { IdParamsSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listProjectActivity, listTaskActivity } from "./activity.service.ts";

/** Task history (product rules §32): a task's entries and a project's feed, newest first, by page. */
export function activityRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/tasks/:id/activity",
    {
      schema: {
        params: IdParamsSchema,
        querystring: TaskActivityQuery,
        response: { 200: TaskActivityPageSchema },
      },
    },
    async (request) => listTaskActivity(ctx.db, currentUser(request).id, request.params.id, request.query),
  );

  app.get(
    "/api/projects/:id/activity",
    {
      schema: {
        params: IdParamsSchema,
        querystring: ProjectActivityQuery,
        response: { 200: ProjectActivityPageSchema },
      },
    },
    async (request) => listProjectActivity(ctx.db, currentUser(request).id, request.params.id, request.query),
  );
}
