import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import {
  CreateGoalBody,
  GoalTaskSchema,
  SprintGoalSchema,
  SprintTasksQuery,
  UpdateGoalBody,
} from "../../../contract/sprint-goals.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { requestVia } from "../../platform/realtime.ts";
import {
  createGoal,
  deleteGoal,
  listSprintGoals,
  listSprintTasks,
  listVisibleGoals,
  updateGoal,
} from "./sprint-goals.service.ts";

/**
 * Sprint goals (product rules §20): a sprint's goals, the sprint's tasks to link, every visible sprint's goals (cards and
 * dashboard), and the owner's create, update (text, linked tasks, outcome) and delete.
 */
export function sprintGoalsRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };
  const goals = { 200: z.array(SprintGoalSchema) };

  app.get("/api/sprint-goals", { schema: { response: goals } }, async (request) =>
    listVisibleGoals(ctx.db, currentUser(request).id),
  );

  app.get("/api/sprints/:id/goals", { schema: { ...params, response: goals } }, async (request) =>
    listSprintGoals(ctx.db, currentUser(request).id, request.params.id),
  );

  app.get(
    "/api/sprints/:id/tasks",
    { schema: { ...params, querystring: SprintTasksQuery, response: { 200: z.array(GoalTaskSchema) } } },
    async (request) => listSprintTasks(ctx.db, currentUser(request).id, request.params.id, request.query),
  );

  app.post(
    "/api/sprints/:id/goals",
    { schema: { ...params, body: CreateGoalBody, response: { 201: SprintGoalSchema } } },
    async (request, reply) => {
      const goal = await createGoal(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.body,
        requestVia(request),
      );
      return reply.code(201).send(goal);
    },
  );

  app.route({
    method: ["PUT", "PATCH"],
    url: "/api/sprint-goals/:id",
    schema: { ...params, body: UpdateGoalBody, response: { 200: SprintGoalSchema } },
    handler: async (request) =>
      updateGoal(ctx.db, currentUser(request).id, request.params.id, request.body, requestVia(request)),
  });

  app.delete(
    "/api/sprint-goals/:id",
    { schema: { ...params, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteGoal(ctx.db, currentUser(request).id, request.params.id, requestVia(request));
      return reply.code(204).send();
    },
  );
}
