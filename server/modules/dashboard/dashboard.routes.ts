import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DashboardStatsQuery,
  DashboardStatsSchema,
  RecentActivityItemSchema,
} from "../../../contract/dashboard.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { dashboardStats, recentActivity } from "./dashboard.service.ts";

/** The dashboard's numbers (`?tz=Area/City`) and the user's recent activity. */
export function dashboardRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const stats = { querystring: DashboardStatsQuery, response: { 200: DashboardStatsSchema } };
  app.get("/api/dashboard/stats", { schema: stats }, async (request) =>
    dashboardStats(ctx.db, currentUser(request).id, request.query.tz),
  );

  const activity = { response: { 200: z.array(RecentActivityItemSchema) } };
  app.get("/api/user/recent-activity", { schema: activity }, async (request) =>
    recentActivity(ctx.db, currentUser(request).id, readerLocale(currentUser(request).language, request)),
  );
}
