import { createRequire } from "node:module";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Where the document and the reference are served. */
export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (their `params`, `querystring`,
 * `body` and `response`), and a browsable reference served from the package's own files (no CDN).
 * Registered before the routes: the generator collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sprintboard API",
        version,
        description:
          "The JSON API behind Sprintboard. Sign in with the session cookie (`POST /api/auth/login`) or send " +
          "a personal API token as `Authorization: Bearer <token>`. Errors are `{ message, errors? }` with a " +
          "4xx or 5xx status; writes from a browser need the app's Origin.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          bearer: { type: "http", scheme: "bearer", description: "A personal API token (profile page)." },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The reference and the document describe the API, not its data: anyone may read them.
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "public" };
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true },
      // Its files come from the package (no CDN); the page keeps the app's own CSP.
      staticCSP: false,
    });
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  });
}
