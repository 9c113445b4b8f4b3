import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TaskIdParams } from "../../../contract/tasks.ts";
import { TaskWatchersSchema, WatchingQuery, WatchingSchema } from "../../../contract/watchers.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { listWatchers, setWatching, watchedTaskIds } from "./watchers.service.ts";

/** Watchers: a task's watchers, watching and unwatching it, and the caller's watched tasks of a project. */
export function watchersRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const state = { params: TaskIdParams, response: { 200: TaskWatchersSchema } };

  app.get("/api/tasks/:id/watchers", { schema: state }, async (request) =>
    listWatchers(ctx, currentUser(request).id, request.params.id),
  );

  app.put("/api/tasks/:id/watch", { schema: state }, async (request) =>
    setWatching(ctx, currentUser(request).id, request.params.id, true),
  );

  // Unwatching answers the new state (200), like watching: the row stays, marking the choice.
  app.delete("/api/tasks/:id/watch", { schema: state }, async (request) =>
    setWatching(ctx, currentUser(request).id, request.params.id, false),
  );

  app.get(
    "/api/user/watching",
    { schema: { querystring: WatchingQuery, response: { 200: WatchingSchema } } },
    async (request) => watchedTaskIds(ctx, currentUser(request).id, request.query.projectId),
  );
}
