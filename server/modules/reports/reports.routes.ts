import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BurndownParams,
  BurndownQuery,
  BurndownSchema,
  ReportsQuery,
  ReportsSchema,
} from "../../../contract/reports.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { contentResponse } from "../../platform/openapi.ts";
import { sprintBurndown } from "./burndown.service.ts";
import { exportFileName, exportReportCsv } from "./report-export.ts";
import { buildReports } from "./reports.service.ts";

/** Reports (product rules §13, 'Reports and Analytics', product rules §11): the tabs' data, the CSV export, sprint burndown. */
export function reportsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/reports",
    { schema: { querystring: ReportsQuery, response: { 200: ReportsSchema } } },
    async (request) => buildReports(ctx.db, currentUser(request).id, request.query),
  );

  const csv = contentResponse(
    "The matching tasks as CSV (UTF-8 with a byte order mark), as an attachment.",
    "text/csv",
    z.string(),
  );
  app.get(
    "/api/reports/export",
    { schema: { querystring: ReportsQuery, response: { 200: csv } } },
    async (request, reply) => {
      const csv = await exportReportCsv(ctx.db, currentUser(request).id, request.query);
      return (
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${exportFileName()}"`)
          .header("cache-control", "no-store")
          // A byte order mark first: Excel reads a CSV without one as the local code page, garbling accents.
          .send(`\uFEFF${csv}`)
      );
    },
  );

  app.get(
    "/api/sprints/:id/burndown",
    { schema: { params: BurndownParams, querystring: BurndownQuery, response: { 200: BurndownSchema } } },
    async (request) =>
      sprintBurndown(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.query.unit,
        readerLocale(currentUser(request).language, request),
      ),
  );
}
