import type { FastifyInstance } from "fastify";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listMyTasks } from "./my-tasks.service.ts";

/** GET /api/tasks/user: My Tasks. Edits and deletes go through the tasks module's PUT/DELETE /api/tasks/{id}. */
export function myTasksRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/tasks/user", async (request) => listMyTasks(ctx.db, currentUser(request).id));
}
