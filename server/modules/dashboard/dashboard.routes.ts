import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DashboardStatsQuery } from "../../../contract/dashboard.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { dashboardStats, recentActivity } from "./dashboard.service.ts";

/** The dashboard's numbers (`?tz=Area/City`) and the user's recent activity. */
export function dashboardRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get("/api/dashboard/stats", { schema: { querystring: DashboardStatsQuery } }, async (request) =>
    dashboardStats(ctx.db, currentUser(request).id, request.query.tz),
  );

  app.get("/api/user/recent-activity", async (request) => recentActivity(ctx.db, currentUser(request).id));
}
