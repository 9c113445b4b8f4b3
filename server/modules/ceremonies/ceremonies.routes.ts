import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CeremonyTemplatesSchema,
  CreateCardBody,
  MakeTaskBody,
  RetroCardSchema,
  RetroSchema,
  SaveRetroBody,
  SaveStandupBody,
  SprintReviewSchema,
  StandupDaySchema,
  StandupQuery,
  UpdateCardBody,
  UpdateReviewBody,
  UpdateTemplatesBody,
} from "../../../contract/ceremonies.ts";
import { IdParamsSchema, NoContentSchema } from "../../../contract/common.ts";
import { readerLocale } from "../../i18n/index.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { eventOrigin } from "../../platform/realtime.ts";
import { getRetro, saveRetro } from "./retro.service.ts";
import { cardToTask, createCard, deleteCard, updateCard, voteCard } from "./retro-cards.service.ts";
import { getReview, updateReview } from "./review.service.ts";
import { blockerToTask, getStandup, saveStandup } from "./standup.service.ts";
import { getTemplates, updateTemplates } from "./templates.service.ts";

/**
 * Scrum ceremonies (product rules §22): a sprint's templates, daily standup, review and retro. Every
 * route answers 404 to whoever does not take part in the sprint.
 */
export function ceremoniesRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const params = { params: IdParamsSchema };
  const uid = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    "/api/sprints/:id/ceremony-templates",
    { schema: { ...params, response: { 200: CeremonyTemplatesSchema } } },
    async (request) => getTemplates(ctx.db, uid(request), request.params.id),
  );
  app.put(
    "/api/sprints/:id/ceremony-templates",
    { schema: { ...params, body: UpdateTemplatesBody, response: { 200: CeremonyTemplatesSchema } } },
    async (request) => updateTemplates(ctx.db, uid(request), request.params.id, request.body),
  );

  app.get(
    "/api/sprints/:id/standup",
    { schema: { ...params, querystring: StandupQuery, response: { 200: StandupDaySchema } } },
    async (request) => getStandup(ctx.db, uid(request), request.params.id, request.query),
  );
  app.put(
    "/api/sprints/:id/standup",
    { schema: { ...params, body: SaveStandupBody, response: { 200: StandupDaySchema } } },
    async (request) => saveStandup(ctx, uid(request), request.params.id, request.body, eventOrigin(request)),
  );
  app.post(
    "/api/standup-answers/:id/task",
    { schema: { ...params, body: MakeTaskBody, response: { 201: StandupDaySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await blockerToTask(ctx, uid(request), request.params.id, request.body, eventOrigin(request))),
  );

  app.get(
    "/api/sprints/:id/review",
    { schema: { ...params, response: { 200: SprintReviewSchema } } },
    async (request) => getReview(ctx.db, uid(request), request.params.id),
  );
  app.put(
    "/api/sprints/:id/review",
    { schema: { ...params, body: UpdateReviewBody, response: { 200: SprintReviewSchema } } },
    async (request) => updateReview(ctx.db, uid(request), request.params.id, request.body),
  );

  app.get(
    "/api/sprints/:id/retro",
    { schema: { ...params, response: { 200: RetroSchema } } },
    async (request) => getRetro(ctx.db, uid(request), request.params.id),
  );
  app.put(
    "/api/sprints/:id/retro",
    { schema: { ...params, body: SaveRetroBody, response: { 200: RetroSchema } } },
    async (request) => saveRetro(ctx, uid(request), request.params.id, request.body, eventOrigin(request)),
  );
  app.post(
    "/api/retros/:id/cards",
    { schema: { ...params, body: CreateCardBody, response: { 201: RetroCardSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCard(ctx, uid(request), request.params.id, request.body, eventOrigin(request))),
  );
  app.patch(
    "/api/retro-cards/:id",
    { schema: { ...params, body: UpdateCardBody, response: { 200: RetroCardSchema } } },
    async (request) => updateCard(ctx, uid(request), request.params.id, request.body, eventOrigin(request)),
  );
  const removed = { ...params, response: { 204: NoContentSchema } };
  app.delete("/api/retro-cards/:id", { schema: removed }, async (request, reply) => {
    await deleteCard(ctx, uid(request), request.params.id, eventOrigin(request));
    return reply.code(204).send();
  });
  for (const [method, vote] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/retro-cards/:id/vote",
      schema: { ...params, response: { 200: RetroCardSchema } },
      handler: async (request) => voteCard(ctx, uid(request), request.params.id, vote, eventOrigin(request)),
    });
  }
  app.post(
    "/api/retro-cards/:id/task",
    { schema: { ...params, body: MakeTaskBody, response: { 201: RetroCardSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await cardToTask(
            ctx,
            uid(request),
            request.params.id,
            request.body,
            eventOrigin(request),
            readerLocale(currentUser(request).language, request),
          ),
        ),
  );
}
