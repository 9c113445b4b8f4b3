import type { RouteOptions } from "fastify";
import { z } from "zod";

/** The parts of an OpenAPI 3.1 document the coverage check reads. */
export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
};
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

/** `/api/tasks/:id` as OpenAPI writes it: `/api/tasks/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/**
 * The success status a route declares: its lowest 2xx (or 101, a socket's upgrade, or 302, a
 * browser redirect such as the single sign-on routes) response.
 */
export function successStatus(route: RouteOptions): string | undefined {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response)
    .filter((status) => /^(2\d\d|101|302)$/.test(status))
    .sort()[0];
}

/** The property names of a zod object schema, as a request sees it. */
function inputKeys(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** Routes the document leaves out on purpose: HEAD (a copy of GET) and hidden ones (the docs' own files). */
const isUndocumented = (route: RouteOptions) =>
  route.method === "HEAD" || Boolean((route.schema as { hide?: boolean } | undefined)?.hide);

/**
 * What the document lacks for each route (one entry per method): the operation itself, a path
 * parameter, a query parameter, the JSON request body, or a response with content for the route's
 * success status (a 204, 101 or 302 has none). An empty list means every route is fully described.
 */
export function openApiGaps(routes: RouteOptions[], doc: OpenApiDocument): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    if (isUndocumented(route)) continue;
    const key = `${route.method} ${route.url}`;
    const operation = doc.paths?.[openApiPath(route.url)]?.[String(route.method).toLowerCase()];
    if (!operation) {
      gaps.push(`${key}: not in the document`);
      continue;
    }
    const parameters = operation.parameters ?? [];
    const has = (where: string, name: string) => parameters.some((p) => p.in === where && p.name === name);
    for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
      if (!has("path", name!)) gaps.push(`${key}: path parameter ${name} undocumented`);
    }
    for (const name of inputKeys(route.schema?.querystring)) {
      if (!has("query", name)) gaps.push(`${key}: query parameter ${name} undocumented`);
    }
    if (route.schema?.body && !operation.requestBody?.content?.["application/json"]?.schema) {
      gaps.push(`${key}: request body undocumented`);
    }
    const status = successStatus(route);
    if (!status) {
      gaps.push(`${key}: no response schema for its success status`);
      continue;
    }
    const documented = operation.responses?.[status];
    const bodiless = status === "204" || status === "101" || status === "302";
    const content = Object.values(documented?.content ?? {});
    if (!documented) gaps.push(`${key}: response ${status} not in the document`);
    else if (bodiless && content.length > 0)
      gaps.push(`${key}: response ${status} has a body in the document`);
    else if (!bodiless && !content.some((c) => c.schema))
      gaps.push(`${key}: response ${status} has no content`);
  }
  return gaps;
}
