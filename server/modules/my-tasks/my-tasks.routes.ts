import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MyTaskSchema, MyTasksQuery } from "../../../contract/my-tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listMyTasks } from "./my-tasks.service.ts";

/**
 * GET /api/tasks/user: My Tasks, filtered and paged as the screen asks (the counts in headers, so the
 * body stays the documented list). Edits and deletes go through the tasks module's PUT/DELETE /api/tasks/{id}.
 */
export function myTasksRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: MyTasksQuery, response: { 200: z.array(MyTaskSchema) } };
  app.get("/api/tasks/user", { schema }, async (request, reply) => {
    const page = await listMyTasks(ctx.db, currentUser(request).id, request.query);
    reply.header("x-total-count", String(page.matching)).header("x-assigned-count", String(page.assigned));
    return page.tasks;
  });
}
