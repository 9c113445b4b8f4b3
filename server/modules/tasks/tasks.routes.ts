import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BoardTasksQuery, BoardTasksSinceSchema } from "../../../contract/board-changes.ts";
import { BulkTasksBody, BulkTasksResultSchema } from "../../../contract/bulk-tasks.ts";
import { NoContentSchema } from "../../../contract/common.ts";
import { ResolvedTaskKeySchema, ResolveTaskKeysQuery, TaskKeyParams } from "../../../contract/task-keys.ts";
import {
  BoardIdParams,
  CreateTaskBody,
  DeleteTaskQuery,
  MoveTaskBody,
  SetParentBody,
  TaskIdParams,
  TaskSchema,
  UpdateTaskBody,
} from "../../../contract/tasks.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { BoardTasksCache, visibleBoardVersion } from "./board-tasks-cache.ts";
import { checklistRoutes } from "./checklist.routes.ts";
import { listChildren, setParent } from "./hierarchy.service.ts";
import { getTaskByKey, resolveTaskKeys } from "./task-key.service.ts";
import { createTask, deleteTask, getTask, moveTask, updateTask } from "./tasks.service.ts";
import { bulkTasks } from "./tasks-bulk.service.ts";

/** Board tasks: list and create on a board; read, edit, move and delete one task. */
export function tasksRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // One per app (process): the database's version keeps every process's copy honest.
  const boardTasks = new BoardTasksCache(ctx.db);

  // By version: ETag, 304, and bodies compressed once per version here (the app's plugin leaves a body
  // with a Content-Encoding alone, and compresses `?since=` answers). The body is the JSON bytes
  // PostgreSQL built, joined here and sent as they are (a Buffer or string skips the serializer): the
  // response schema documents them, and response-schemas.test.ts checks them against it.
  app.get(
    "/api/boards/:boardId/tasks",
    {
      schema: {
        params: BoardIdParams,
        querystring: BoardTasksQuery,
        response: { 200: z.union([z.array(TaskSchema), BoardTasksSinceSchema]) },
      },
    },
    async (request, typedReply) => {
      const { boardId } = request.params;
      const { since } = request.query;
      const version = await visibleBoardVersion(ctx.db, currentUser(request).id, boardId);
      const reply = typedReply as unknown as FastifyReply;
      reply.header("cache-control", "private, no-cache").header("vary", "accept-encoding");
      if (since !== undefined) {
        const changes = await boardTasks.since(boardId, version, since);
        reply.header("x-board-version", String(changes.version));
        return reply.type("application/json; charset=utf-8").send(changes.body);
      }
      const answer = await boardTasks.answer(boardId, version, request.headers);
      reply.header("etag", answer.etag).header("x-board-version", String(answer.version));
      if (answer.status === 304) return reply.code(304).send();
      if (answer.encoding !== "identity") reply.header("content-encoding", answer.encoding);
      return reply.type("application/json; charset=utf-8").send(answer.body);
    },
  );

  app.post(
    "/api/boards/:boardId/tasks",
    { schema: { params: BoardIdParams, body: CreateTaskBody, response: { 201: TaskSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const task = await createTask(ctx, user.id, request.params.boardId, request.body, eventOrigin(request));
      return reply.code(201).send(task);
    },
  );

  app.get(
    "/api/tasks/by-key/:key",
    { schema: { params: TaskKeyParams, response: { 200: TaskSchema } } },
    async (request) => getTaskByKey(ctx, currentUser(request).id, request.params.key),
  );

  app.get(
    "/api/tasks/keys",
    { schema: { querystring: ResolveTaskKeysQuery, response: { 200: z.array(ResolvedTaskKeySchema) } } },
    async (request) => resolveTaskKeys(ctx.db, currentUser(request).id, request.query.keys),
  );

  app.get(
    "/api/tasks/:id",
    { schema: { params: TaskIdParams, response: { 200: TaskSchema } } },
    async (request) => getTask(ctx, currentUser(request).id, request.params.id),
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/tasks/:id",
    schema: { params: TaskIdParams, body: UpdateTaskBody, response: { 200: TaskSchema } },
    handler: async (request) =>
      updateTask(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  });

  app.put(
    "/api/tasks/:id/position",
    { schema: { params: TaskIdParams, body: MoveTaskBody, response: { 200: TaskSchema } } },
    async (request) =>
      moveTask(ctx, currentUser(request).id, request.params.id, request.body, eventOrigin(request)),
  );

  app.post(
    "/api/tasks/bulk",
    { schema: { body: BulkTasksBody, response: { 200: BulkTasksResultSchema } } },
    async (request) => bulkTasks(ctx, currentUser(request).id, request.body, eventOrigin(request)),
  );

  app.put(
    "/api/tasks/:id/parent",
    { schema: { params: TaskIdParams, body: SetParentBody, response: { 200: TaskSchema } } },
    async (request) =>
      setParent(ctx, currentUser(request).id, request.params.id, request.body.parentId, eventOrigin(request)),
  );

  app.get(
    "/api/tasks/:id/children",
    { schema: { params: TaskIdParams, response: { 200: z.array(TaskSchema) } } },
    async (request) => listChildren(ctx, currentUser(request).id, request.params.id),
  );

  checklistRoutes(app, ctx);

  const removed = { params: TaskIdParams, querystring: DeleteTaskQuery, response: { 204: NoContentSchema } };
  app.delete("/api/tasks/:id", { schema: removed }, async (request, reply) => {
    const { id } = request.params;
    await deleteTask(ctx, currentUser(request).id, id, eventOrigin(request), request.query.children);
    return reply.code(204).send();
  });
}
