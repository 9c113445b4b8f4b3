import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PublicUserSchema } from "../../../contract/users.ts";
import type { AppContext } from "../../platform/context.ts";
import { listApprovedUsers } from "./users.service.ts";

/** GET /api/users: approved users (id, email, names, avatar) sorted by name. */
export function usersRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.array(PublicUserSchema) };
  app.get("/api/users", { schema: { response } }, async () => listApprovedUsers(ctx.db));
}
