import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { readerLocale } from "../i18n/index.ts";
import { loadSessionUser, readSessionId } from "./sessions.ts";

/** Cache-Control of a built file: hashed assets never change under their name; the rest is revalidated. */
function webCacheControl(file: string, root: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/** Whether a request comes with the cookie of a live session (the user may have been signed out since). */
async function hasLiveSession(db: Db, request: FastifyRequest): Promise<boolean> {
  const sid = readSessionId(request);
  return sid !== null && (await loadSessionUser(db, sid)) !== null;
}

/**
 * The prerendered landing page in the visitor's language (issue 24): the one chosen on this device
 * (the `sprintboard_lang` cookie), else the browser's Accept-Language; `landing.<code>.html` where the
 * build wrote one, else the English `landing.html`.
 */
function landingPage(request: FastifyRequest, root: string): string {
  const locale = readerLocale(null, request);
  const page = `landing.${locale}.html`;
  return locale !== "en" && existsSync(path.join(root, page)) ? page : "landing.html";
}

/**
 * Serves the built React app, with index.html for every non-API path (client-side routes), except
 * '/' without a live session: the landing page the build prerendered (landing.html), which loads no
 * app code. The build writes .br and .gz copies of text files (scripts/precompress.mjs): those are
 * sent as they are.
 */
export async function serveWeb(app: FastifyInstance, root: string, db: Db): Promise<void> {
  const hasWeb = existsSync(path.join(root, "index.html"));
  const hasLanding = existsSync(path.join(root, "landing.html"));
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
        // '/' is the landing page or the app, by the session cookie; the landing page in the language
        // of the language cookie or Accept-Language.
        // A precompressed copy (x.html.br, x.html.gz) varies as its page does.
        res.setHeader(
          "vary",
          /\.html(\.br|\.gz)?$/.test(file) ? "accept-encoding, cookie, accept-language" : "accept-encoding",
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || request.url.startsWith("/api") || request.url === "/ws" || !hasWeb) {
      return reply.code(404).send({ message: "Not found" });
    }
    const isHome = request.url === "/" || request.url.startsWith("/?");
    const page =
      isHome && hasLanding && !(await hasLiveSession(db, request))
        ? landingPage(request, root)
        : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page);
  });
}
