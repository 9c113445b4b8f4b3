import type { Expected, Role } from "./roles.ts";
import type { World } from "./world.ts";

/** What one (route, role) call sends; everything optional. */
export type Call = {
  /** Values for the route's `:name` path parameters. */
  params?: Record<string, number | string>;
  /** The query string, without `?`. */
  query?: string;
  /** A JSON body, or raw bytes with `headers` (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Calls with this session instead of the role's own (undefined: the role's own). */
  cookie?: string | null;
};

/** One row of the access matrix: a route, how to call it and what each role must get. */
export type Entry = {
  /** `METHOD /url` exactly as Fastify registered it, e.g. `PUT /api/tasks/:id`. */
  route: string;
  /** Names a second row of the same route (another target or body). */
  label?: string;
  /** The status each of the seven roles must get. */
  expect: Expected;
  /**
   * Builds the call for one role. It runs just before that call, so a destructive row creates
   * its own fresh target here and never spoils the world for later rows.
   */
  call?: (w: World, role: Role) => Call | Promise<Call>;
  /** A WebSocket upgrade rather than a plain request: success is 101. */
  socket?: boolean;
};
