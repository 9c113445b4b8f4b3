import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ExportParams,
  ExportQuery,
  ImportPreviewBody,
  ImportPreviewSchema,
  ImportResultSchema,
  MAX_IMPORT_BYTES,
  ProjectExportSchema,
  RunImportBody,
} from "../../../contract/imports.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import type { ContentResponse } from "../../platform/openapi.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { exportCsv, exportFileName, exportProject } from "./export.service.ts";
import { previewImport, runImport } from "./imports.service.ts";

/**
 * A 5 MB file travels as a JSON string, whose escapes can double it; the service answers a file over
 * 5 MB with its own 413 message, and this limit only stops bodies no 5 MB file can make.
 */
const IMPORT_BODY_LIMIT = 2 * MAX_IMPORT_BYTES + 64 * 1024;

/** Import and export (product rules §30): preview, import, and a project's JSON or CSV download. */
export function importsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  /** The importer's language for the skipped rows' reasons and the notes (issue 32). */
  const localeFor = (request: FastifyRequest) => readerLocale(currentUser(request).language, request);

  app.post(
    "/api/imports/preview",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: ImportPreviewBody, response: { 200: ImportPreviewSchema } },
    },
    async (request) => previewImport(ctx.db, currentUser(request).id, request.body, localeFor(request)),
  );

  app.post(
    "/api/imports",
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: RunImportBody, response: { 201: ImportResultSchema } } },
    async (request, reply) => {
      const result = await runImport(
        ctx,
        currentUser(request).id,
        request.body,
        eventOrigin(request),
        localeFor(request),
      );
      return reply.code(201).send(result);
    },
  );

  const download: ContentResponse = {
    description: "The project as JSON or as CSV (key plus the generic CSV's columns), as an attachment.",
    content: { "application/json": { schema: ProjectExportSchema }, "text/csv": { schema: z.string() } },
  };
  app.get(
    "/api/projects/:id/export",
    { schema: { params: ExportParams, querystring: ExportQuery, response: { 200: download } } },
    async (request, reply) => {
      const data = await exportProject(ctx.db, currentUser(request).id, request.params.id);
      const format = request.query.format;
      const name = exportFileName(data.project.key, format);
      reply
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store");
      if (format === "csv") {
        // A byte order mark first, as the reports export: Excel then reads the accents right.
        return reply.header("content-type", "text/csv; charset=utf-8").send(`\uFEFF${exportCsv(data)}`);
      }
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .send(JSON.stringify(data, null, 2));
    },
  );
}
