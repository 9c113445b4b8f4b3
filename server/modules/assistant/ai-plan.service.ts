import type { FastifyBaseLogger } from "fastify";
import type OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import {
  AI_INVALID_PLAN,
  AI_NOT_CONFIGURED,
  type GeneratedProject,
  type GenerateProject,
  ProjectPlanSchema,
} from "../../../contract/assistant.ts";
import type { AppContext } from "../../platform/context.ts";
import { HttpError } from "../../platform/errors.ts";
import { readOpenAiKey } from "./ai-key.service.ts";
import { PLAN_SYSTEM_PROMPT, planUserPrompt } from "./ai-prompt.ts";
import { schedulePlanTasks } from "./plan-schedule.ts";

/** How long one plan may take before the call is abandoned. */
export const AI_TIMEOUT_MS = 90_000;

const badGateway = (message: string) => new HttpError(502, message);

/** The client library, loaded on first use: most processes never draft a plan (about 18 MB). */
type OpenAiModule = typeof import("openai");
let openAiModule: Promise<OpenAiModule> | undefined;
const loadOpenAi = () => {
  openAiModule ??= import("openai");
  return openAiModule;
};

/** The 502 message for a provider failure, worded for the person at the form. */
function providerFailure(
  err: unknown,
  {
    APIConnectionTimeoutError,
    APIError,
    AuthenticationError,
    PermissionDeniedError,
    RateLimitError,
  }: OpenAiModule,
): HttpError {
  if (err instanceof APIConnectionTimeoutError) {
    return badGateway("The AI assistant took too long to answer. Please try again.");
  }
  if (err instanceof AuthenticationError || err instanceof PermissionDeniedError) {
    return badGateway("The AI provider rejected the API key. Ask your administrator to check it.");
  }
  if (err instanceof RateLimitError) {
    return badGateway("The AI provider is busy or over its quota. Please try again later.");
  }
  if (err instanceof APIError && err.status === undefined) {
    return badGateway("The AI provider could not be reached. Please try again later.");
  }
  return badGateway("The AI provider failed to answer. Please try again later.");
}

/** The JSON object inside the model's answer (tolerating a Markdown code fence around it). */
function parsePlanJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Asks the configured OpenAI-compatible endpoint for a plan as a JSON object and validates it
 * (product rules §10): 503 without a key, 502 when the provider fails or the plan is malformed.
 */
export async function generateProjectPlan(
  ctx: Pick<AppContext, "db" | "secrets" | "config">,
  input: GenerateProject,
  opts: { timeoutMs?: number; log?: FastifyBaseLogger } = {},
): Promise<GeneratedProject> {
  const apiKey = await readOpenAiKey(ctx.db, ctx.secrets);
  if (!apiKey) throw new HttpError(503, AI_NOT_CONFIGURED, undefined, "AI_NOT_CONFIGURED");
  const openai = await loadOpenAi();
  const client = new openai.default({
    apiKey,
    baseURL: ctx.config.openaiBaseUrl,
    timeout: opts.timeoutMs ?? AI_TIMEOUT_MS,
    maxRetries: 1,
  });
  const request: ChatCompletionCreateParamsNonStreaming = {
    model: ctx.config.openaiModel,
    temperature: 0.4,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: PLAN_SYSTEM_PROMPT },
      { role: "user", content: planUserPrompt(input) },
    ],
  };
  let content: string | null | undefined;
  try {
    content = (await completeWithFallback(client, request, openai)).choices[0]?.message?.content;
  } catch (err) {
    opts.log?.warn({ err: err instanceof Error ? err.message : String(err) }, "AI provider call failed");
    throw providerFailure(err, openai);
  }
  const plan = ProjectPlanSchema.safeParse(parsePlanJson(content));
  if (!plan.success) {
    opts.log?.warn({ issues: plan.error.issues.slice(0, 5) }, "AI plan did not match the schema");
    throw badGateway(AI_INVALID_PLAN);
  }
  return {
    project: { ...plan.data, tasks: schedulePlanTasks(plan.data.tasks) },
    originalRequest: input,
  };
}

/** Some compatible servers refuse `response_format`; then the prompt alone asks for JSON. */
async function completeWithFallback(
  client: OpenAI,
  request: ChatCompletionCreateParamsNonStreaming,
  { BadRequestError }: OpenAiModule,
) {
  try {
    return await client.chat.completions.create(request);
  } catch (err) {
    if (!(err instanceof BadRequestError) || !/response_format/i.test(err.message)) throw err;
    const { response_format: _ignored, ...plain } = request;
    return client.chat.completions.create(plain);
  }
}
