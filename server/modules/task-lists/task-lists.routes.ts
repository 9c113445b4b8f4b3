import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CalendarTasksQuery } from "../../../contract/dashboard.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listCalendarTasks } from "./task-lists.service.ts";

/** GET /api/tasks/calendar: every task visible to the user, optionally `?from=&to=` on the due date. */
export function taskListsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get("/api/tasks/calendar", { schema: { querystring: CalendarTasksQuery } }, async (request) =>
    listCalendarTasks(ctx.db, currentUser(request).id, request.query),
  );
}
