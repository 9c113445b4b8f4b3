import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AssistantStatusSchema,
  GeneratedProjectSchema,
  GenerateProjectBody,
  OpenAiKeyStatusSchema,
  SaveOpenAiKeyBody,
} from "../../../contract/assistant.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import { tooManyRequests } from "../../platform/errors.ts";
import { openAiKeyStatus, saveOpenAiKey } from "./ai-key.service.ts";
import { generateProjectPlan } from "./ai-plan.service.ts";

/** Plans one user may ask for per window: generous for real use, a brake on a runaway client. */
export const AI_RATE_LIMIT = { max: 20, timeWindow: "10 minutes" };

/** The AI project assistant and the super administrator's AI key (product rules §10). */
export function assistantRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const admin = { access: "admin" as const };
  const keyStatus = { response: { 200: OpenAiKeyStatusSchema } };

  app.post(
    "/api/ai/generate-project",
    {
      schema: { body: GenerateProjectBody, response: { 200: GeneratedProjectSchema } },
      config: {
        rateLimit: {
          ...AI_RATE_LIMIT,
          // Counted after validation, per user: a rejected form costs nothing.
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => `ai:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            tooManyRequests(
              "Too many AI requests. Please wait a few minutes and try again.",
              "AI_RATE_LIMITED",
            ),
        },
      },
    },
    async (request) => {
      currentUser(request);
      return generateProjectPlan(ctx, request.body, { log: request.log });
    },
  );

  // Cheap, so the form can say "not configured" before anyone fills it in.
  app.get("/api/ai/status", { schema: { response: { 200: AssistantStatusSchema } } }, async () => ({
    configured: (await openAiKeyStatus(ctx.db)).hasKey,
  }));

  app.get("/api/admin/openai-key", { config: admin, schema: keyStatus }, async () => openAiKeyStatus(ctx.db));

  app.post(
    "/api/admin/openai-key",
    { config: admin, schema: { ...keyStatus, body: SaveOpenAiKeyBody } },
    async (request) => saveOpenAiKey(ctx.db, ctx.secrets, request.body.apiKey),
  );
}
