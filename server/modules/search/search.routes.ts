import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SearchQuery, SearchResponseSchema } from "../../../contract/search.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { search } from "./search.service.ts";

/** GET /api/search: the command palette's search across tasks, projects, sprints, people, departments. */
export function searchRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/search",
    { schema: { querystring: SearchQuery, response: { 200: SearchResponseSchema } } },
    async (request) => ({ results: await search(ctx.db, currentUser(request).id, request.query) }),
  );
}
