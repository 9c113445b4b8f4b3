import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoContentSchema } from "../../../contract/common.ts";
import {
  CreateLinkBody,
  LinkIdParams,
  ProjectLinksSchema,
  TaskLinkSchema,
  TaskLinksSchema,
} from "../../../contract/links.ts";
import { ProjectIdParams, TaskIdParams } from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { createLink, deleteLink, listProjectLinks, listTaskLinks } from "./links.service.ts";

/** Links between tasks: a task's links, adding and removing one, a project's links (the Gantt). */
export function linksRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/tasks/:id/links",
    { schema: { params: TaskIdParams, response: { 200: TaskLinksSchema } } },
    async (request) => listTaskLinks(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/tasks/:id/links",
    { schema: { params: TaskIdParams, body: CreateLinkBody, response: { 201: TaskLinkSchema } } },
    async (request, reply) => {
      const link = await createLink(
        ctx,
        eventOrigin(request),
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(link);
    },
  );

  app.delete(
    "/api/task-links/:id",
    { schema: { params: LinkIdParams, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteLink(ctx, eventOrigin(request), currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/projects/:id/links",
    { schema: { params: ProjectIdParams, response: { 200: ProjectLinksSchema } } },
    async (request) => listProjectLinks(ctx, currentUser(request).id, request.params.id),
  );
}
