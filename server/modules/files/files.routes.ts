import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FileIdParams } from "../../../contract/comments.ts";
import { NotModifiedSchema } from "../../../contract/common.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { contentResponse } from "../../platform/openapi.ts";
import { contentDisposition, loadReadableFile, matchesETag } from "./files.service.ts";

/** The stored bytes, under their own type; or nothing when the client's copy is current. */
const fileResponses = {
  200: contentResponse(
    "The stored bytes, with the file's own Content-Type (an image, a PDF), its Content-Disposition and a strong ETag.",
    "application/octet-stream",
    z.string().meta({ format: "binary" }),
  ),
  304: NotModifiedSchema,
};

/** GET /api/files/{id}: stored bytes with their type, disposition and ETag (304 on If-None-Match). */
export function filesRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Avatars show on the waiting screen too, so a pending account may read them (attachments stay project-only).
  app.get(
    "/api/files/:id",
    // Sent as stored: the strong ETag names these exact bytes, and images and documents are compressed already.
    {
      config: { access: "pending" },
      schema: { params: FileIdParams, response: fileResponses },
      compress: false,
    },
    async (request, reply) => {
      const file = await loadReadableFile(ctx.db, currentUser(request).id, request.params.id);
      const etag = `"${file.sha256}"`;
      reply
        .header("etag", etag)
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff")
        // Served bytes never run as a page of the app, whatever they contain.
        .header(
          "content-security-policy",
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      if (matchesETag(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply
        .header("content-type", file.mimeType)
        .header("content-disposition", contentDisposition(file.name, file.mimeType))
        .send(file.data);
    },
  );
}
