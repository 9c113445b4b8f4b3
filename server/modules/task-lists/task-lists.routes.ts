import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CalendarTaskSchema, CalendarTasksQuery, RecentTasksQuery } from "../../../contract/dashboard.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listCalendarTasks, listRecentTasks } from "./task-lists.service.ts";

/**
 * GET /api/tasks/calendar: every task visible to the user, optionally `?from=&to=` on the due date.
 * GET /api/tasks/recent?limit=N: the N most recently updated of them (product rules §12). Both are static
 * paths, so Fastify matches them before the parametric `/api/tasks/:id`.
 */
export function taskListsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.array(CalendarTaskSchema) };

  app.get("/api/tasks/calendar", { schema: { querystring: CalendarTasksQuery, response } }, async (request) =>
    listCalendarTasks(ctx.db, currentUser(request).id, request.query),
  );

  app.get("/api/tasks/recent", { schema: { querystring: RecentTasksQuery, response } }, async (request) =>
    listRecentTasks(ctx.db, currentUser(request).id, request.query.limit),
  );
}
