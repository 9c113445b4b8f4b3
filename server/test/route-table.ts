import type { FastifyInstance, HTTPMethods } from "fastify";
import { API_DOCS_PATH } from "../platform/openapi.ts";

/** One route the app registered: method and URL pattern as Fastify spells it (`/api/tasks/:id`). */
export type RegisteredRoute = { method: string; url: string };

/** `METHOD /url`, the key the access matrix uses for a route. */
export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;

const LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/** The reference at /api/docs and the files it loads. */
export const isApiDocsFile = (url: string) => url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

/**
 * Every API and socket route the app registered, read from Fastify's own router
 * (`printRoutes`): HEAD routes that Fastify adds next to a GET, and the static files and SPA
 * fallback of the web client, are left out. Each parsed route is checked with `hasRoute`, so a
 * change in the printed format fails loudly rather than hiding routes.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const found: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    if (line.trim() === "") continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unreadable line in printRoutes: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join("");
    const methods = (match[3] ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter((m) => m !== "" && m !== "-");
    for (const method of methods) found.push({ method, url });
  }
  // The API reference's page and files (Swagger UI's, public, no data) are not API routes; printRoutes
  // also names its static wildcard without the `static/` part, which hasRoute would not know.
  const routes = found.filter(
    (r) =>
      (r.url.startsWith("/api/") || r.url === "/ws") &&
      !isApiDocsFile(r.url) &&
      !(r.method === "HEAD" && found.some((g) => g.method === "GET" && g.url === r.url)),
  );
  for (const r of routes) {
    if (!app.hasRoute({ method: r.method as HTTPMethods, url: r.url })) {
      throw new Error(`printRoutes named ${routeKey(r)}, which hasRoute does not know`);
    }
  }
  return routes;
}
