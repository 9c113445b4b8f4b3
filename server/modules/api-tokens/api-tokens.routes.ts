import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiTokenSchema, CreateApiTokenBody, CreatedApiTokenSchema } from "../../../contract/api-tokens.ts";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service.ts";

/** Personal API tokens (product rules §27): listed, made and revoked from the signed-in session only. */
export function apiTokensRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // A token may not mint or revoke tokens: a leaked read-only token must not become a read-write one.
  const config = { apiTokens: false } as const;

  app.get(
    "/api/user/tokens",
    { config, schema: { response: { 200: z.array(ApiTokenSchema) } } },
    async (request) => listApiTokens(ctx.db, currentUser(request).id),
  );

  app.post(
    "/api/user/tokens",
    { config, schema: { body: CreateApiTokenBody, response: { 201: CreatedApiTokenSchema } } },
    async (request, reply) => {
      const created = await createApiToken(ctx.db, currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/api/user/tokens/:id",
    { config, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await revokeApiToken(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
