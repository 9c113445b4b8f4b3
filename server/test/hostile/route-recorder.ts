import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import { isApiDocsFile } from "../route-table.ts";

/** A JSON Schema node, as `z.toJSONSchema` writes it (only the parts the generators read). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** One route Fastify registered, with its input schemas as JSON Schema (undefined when it has none). */
export type RecordedRoute = {
  method: string;
  url: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
};

const recorded: RouteOptions[] = [];

/** Adds an `onRoute` hook that remembers every route the instance registers from now on. */
export function recordRoutes<T extends FastifyInstance>(app: T): T {
  app.addHook("onRoute", (route) => {
    // A route registered for several methods (PUT and PATCH) counts once per method.
    for (const method of [route.method].flat()) recorded.push({ ...route, method } as RouteOptions);
  });
  return app;
}

/** Every route recorded so far, one entry per method, with its options (schemas included) as registered. */
export function recordedRouteOptions(): RouteOptions[] {
  return [...recorded];
}

function toJson(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The API routes recorded so far (one entry per method; HEAD, which mirrors GET, left out). */
export function recordedApiRoutes(): RecordedRoute[] {
  const out: RecordedRoute[] = [];
  for (const route of recorded) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD" || !route.url.startsWith("/api/") || isApiDocsFile(route.url)) continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      out.push({
        method,
        url: route.url,
        params: toJson(schema.params),
        query: toJson(schema.querystring),
        body: toJson(schema.body),
      });
    }
  }
  return out;
}

/**
 * A `vi.mock("fastify", ...)` factory: every Fastify instance the app builds records its routes,
 * schemas included, so a test drives the routes the app really registers and a new route is
 * covered without an edit.
 */
export async function recordingFastify(importOriginal: () => Promise<unknown>) {
  const mod = (await importOriginal()) as typeof import("fastify");
  const factory = ((opts?: object) => recordRoutes(mod.default(opts))) as typeof mod.default;
  Object.assign(factory, mod.default, { default: factory, fastify: factory });
  return { ...mod, default: factory, fastify: factory };
}
