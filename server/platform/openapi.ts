import { createRequire } from "node:module";
import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { ApiErrorSchema } from "../../contract/errors.ts";
import { fromRoot } from "../paths.ts";
import { API_DOCS_CSS, API_DOCS_JS, API_DOCS_UI, inlineSchemaRefs } from "./api-docs.ts";

/** Where the document and the reference are served. */
export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (their `params`, `querystring`,
 * `body` and `response`), and a browsable reference served from the package's own files (no CDN).
 * Registered before the routes: the generator collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, tags: string[]): Promise<void> {
  const { version } = createRequire(import.meta.url)(fromRoot("package.json")) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sprintboard API",
        version,
        description:
          "The JSON API behind Sprintboard. Sign in with `POST /api/auth/login`: the answer sets the `sid` " +
          "session cookie, which every other call sends. Scripts send a personal API token (made on the " +
          "profile page) as `Authorization: Bearer <token>` instead; a read-only token may only GET, and no " +
          "token changes the password, tokens or administrator settings. Errors are `{ message, errors? }` " +
          "with a 4xx or 5xx status; writes from a browser need the app's Origin.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "A personal API token (product rules §27).",
          },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: transformRoute,
    // Named schemas (the error body) become components, referenced from each operation; the
    // groups are the modules' tags, in their order, that have an operation.
    transformObject: (input) => withTags(jsonSchemaTransformObject(input), [...new Set(tags)]),
  });
  // After the generator's own hook, before any route: every route gets its error answers.
  app.addHook("onRoute", documentErrors);
  await app.register(async (docs) => {
    // The reference and the document describe the API, not its data: anyone may read them.
    docs.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "public" };
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: API_DOCS_UI,
      theme: {
        title: "Sprintboard API",
        css: [{ filename: "sprintboard.css", content: API_DOCS_CSS }],
        js: [{ filename: "sprintboard.js", content: API_DOCS_JS }],
      },
      // Its files come from the package (no CDN); the page keeps the app's own CSP.
      staticCSP: false,
      transformSpecification: (doc) => inlineSchemaRefs(doc),
    });
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  });
}

/** Groups the operations of the routes registered on `module` (and its children) under `tag`. */
export function tagOperations(module: FastifyInstance, tag: string): void {
  module.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, tags: route.schema?.tags ?? [tag] };
  });
}

/** The document's `tags`: those of `order` that an operation uses, in that order. */
function withTags(document: ReturnType<typeof jsonSchemaTransformObject>, order: string[]) {
  const paths = (document as { paths?: Record<string, Record<string, { tags?: string[] }>> }).paths ?? {};
  const used = new Set(
    Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
  );
  return { ...document, tags: order.filter((name) => used.has(name)).map((name) => ({ name })) };
}

/**
 * Adds the one error body of the API (platform/errors.ts) as every route's 4xx and 5xx answer, and
 * marks public routes as needing no session. A status the route declares itself (the health check's
 * 503) keeps its own schema. The serializer writes thrown errors through this schema too, which keeps
 * their `{ message, errors? }` as they are.
 */
function documentErrors(route: RouteOptions): void {
  if (!route.url.startsWith("/api/") || route.schema?.hide) return;
  const schema = route.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const isPublic = (route.config as { access?: string } | undefined)?.access === "public";
  route.schema = {
    ...schema,
    ...(isPublic ? { security: [] } : {}),
    response: { "4xx": ApiErrorSchema, "5xx": ApiErrorSchema, ...response },
  };
}

/** A response that is not JSON: its media types, each with the zod schema of its body. */
export type ContentResponse = {
  description: string;
  content: Record<string, { schema: ZodType }>;
};

/** A non-JSON response (a file, a CSV), sent as a buffer, stream or string: the serializer never sees it. */
export function contentResponse(description: string, mediaType: string, schema: ZodType): ContentResponse {
  return { description, content: { [mediaType]: { schema } } };
}

const isContentResponse = (value: unknown): value is ContentResponse =>
  typeof value === "object" && value !== null && "content" in value && "description" in value;

type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions["transform"]>>[0];

/**
 * The zod type provider's transform, plus the responses it cannot take: a `contentResponse` (media
 * types other than JSON) is written with its own content types and description.
 */
function transformRoute(input: TransformInput) {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response || input.schema.hide) return jsonSchemaTransform(input);
  const zodResponses: Record<string, unknown> = {};
  const contentResponses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(response)) {
    if (!isContentResponse(value)) {
      zodResponses[status] = value;
      continue;
    }
    const content = Object.fromEntries(
      Object.entries(value.content).map(([type, { schema }]) => {
        const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
        return [type, { schema: json }];
      }),
    );
    contentResponses[status] = { description: value.description, content };
  }
  const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zodResponses } });
  const schema = result.schema as { response?: Record<string, unknown> };
  schema.response = { ...schema.response, ...contentResponses };
  return result;
}
