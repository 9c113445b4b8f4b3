import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Cache-Control of a built file: hashed assets never change under their name; the rest is revalidated. */
function webCacheControl(file: string, root: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves the built React app, with index.html for every non-API path (client-side routes). The build
 * writes .br and .gz copies of text files (scripts/precompress.mjs): those are sent as they are.
 */
export async function serveWeb(app: FastifyInstance, root: string): Promise<void> {
  const hasWeb = existsSync(path.join(root, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are not addresses of their own: a request for x.js picks one.
      globIgnore: ["**/*.br", "**/*.gz"],
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader("cache-control", webCacheControl(file, root));
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || request.url.startsWith("/api") || request.url === "/ws" || !hasWeb) {
      return reply.code(404).send({ message: "Not found" });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
