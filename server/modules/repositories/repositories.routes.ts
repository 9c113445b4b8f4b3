import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import {
  CreateRepositoryBody,
  DevelopmentSchema,
  RepositoryParams,
  RepositorySchema,
  RepositoryWithSecretSchema,
  UpdateRepositoryBody,
} from "../../../contract/repositories.ts";
import { TaskIdParams } from "../../../contract/tasks.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  createRepository,
  deleteRepository,
  getDevelopment,
  listRepositories,
  rotateRepositorySecret,
  updateRepository,
} from "./repositories.service.ts";

const base = "/api/projects/:id/repositories";
const one = `${base}/:repositoryId`;

/** A project's repository connections (owner only) and a task's development items (product rules §34). */
export function repositoriesRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  /** The owner's language for the last delivery's summary (issue 32). */
  const localeFor = (request: FastifyRequest) => readerLocale(currentUser(request).language, request);

  app.get(
    base,
    { schema: { params: IdParamsSchema, response: { 200: z.array(RepositorySchema) } } },
    (request) => listRepositories(ctx, currentUser(request).id, request.params.id, localeFor(request)),
  );

  app.post(
    base,
    {
      schema: {
        params: IdParamsSchema,
        body: CreateRepositoryBody,
        response: { 201: RepositoryWithSecretSchema },
      },
    },
    async (request, reply) => {
      const created = await createRepository(ctx, currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    one,
    { schema: { params: RepositoryParams, body: UpdateRepositoryBody, response: { 200: RepositorySchema } } },
    (request) =>
      updateRepository(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.params.repositoryId,
        request.body,
        localeFor(request),
      ),
  );

  app.delete(
    one,
    { schema: { params: RepositoryParams, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteRepository(ctx, currentUser(request).id, request.params.id, request.params.repositoryId);
      return reply.code(204).send();
    },
  );

  app.post(
    `${one}/rotate-secret`,
    { schema: { params: RepositoryParams, response: { 200: RepositoryWithSecretSchema } } },
    (request) =>
      rotateRepositorySecret(
        ctx,
        currentUser(request).id,
        request.params.id,
        request.params.repositoryId,
        localeFor(request),
      ),
  );

  app.get(
    "/api/tasks/:id/development",
    {
      schema: {
        description:
          "The branches, commits and pull requests linked to the task by its key (product rules §34).",
        params: TaskIdParams,
        response: { 200: DevelopmentSchema },
      },
    },
    (request) => getDevelopment(ctx, currentUser(request).id, request.params.id),
  );
}
