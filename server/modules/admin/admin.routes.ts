import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminUserParamsSchema, AdminUserSchema } from "../../../contract/admin.ts";
import { NoContentSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { approveUser, listUsers, removeUser, syncSuperAdmin } from "./admin.service.ts";

/** Super administrator: the user list, approval and removal (403 for everyone else). */
export function adminRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const admin = { access: "admin" as const };

  app.addHook("onReady", () => syncSuperAdmin(ctx.db, ctx.config.adminEmail));

  const list = { response: { 200: z.array(AdminUserSchema) } };
  app.get("/api/admin/users", { config: admin, schema: list }, async () => listUsers(ctx.db));

  app.patch(
    "/api/admin/users/:id/approve",
    { config: admin, schema: { params: AdminUserParamsSchema, response: { 200: AdminUserSchema } } },
    async (request) => approveUser(ctx.db, request.params.id),
  );

  app.delete(
    "/api/admin/users/:id",
    { config: admin, schema: { params: AdminUserParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await removeUser(ctx.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
