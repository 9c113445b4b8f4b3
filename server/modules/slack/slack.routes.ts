import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoContentSchema } from "../../../contract/common.ts";
import {
  SaveSlackIntegrationBody,
  SlackChannelSchema,
  SlackChannelsQuery,
  SlackIntegrationSchema,
  SlackTestResultSchema,
  UpdateSlackIntegrationBody,
} from "../../../contract/slack.ts";
import { currentUser } from "../../platform/auth.ts";
import type { AppContext } from "../../platform/context.ts";
import {
  deleteSlackIntegration,
  getSlackIntegration,
  listSlackChannels,
  saveSlackIntegration,
  sendSlackTest,
  setSlackIntegrationActive,
} from "./slack.service.ts";

/** The user's chat-workspace (Slack) integration: read, channels, save, toggle, remove, test. */
export function slackRoutes(parent: FastifyInstance, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // 200 with null when none is saved: "not configured" is a normal state of the settings page.
  const read = { response: { 200: SlackIntegrationSchema.nullable() } };
  app.get("/api/slack/integration", { schema: read }, async (request) =>
    getSlackIntegration(ctx, currentUser(request).id),
  );

  const channels = { querystring: SlackChannelsQuery, response: { 200: z.array(SlackChannelSchema) } };
  app.get("/api/slack/channels", { schema: channels }, async (request) =>
    listSlackChannels(ctx, currentUser(request).id, request.query.accessToken),
  );

  app.post(
    "/api/slack/integration",
    { schema: { body: SaveSlackIntegrationBody, response: { 201: SlackIntegrationSchema } } },
    async (request, reply) => {
      const integration = await saveSlackIntegration(ctx, currentUser(request).id, request.body);
      return reply.code(201).send(integration);
    },
  );

  const toggle = { body: UpdateSlackIntegrationBody, response: { 200: SlackIntegrationSchema } };
  app.put("/api/slack/integration", { schema: toggle }, async (request) =>
    setSlackIntegrationActive(ctx, currentUser(request).id, request.body.isActive),
  );

  app.delete(
    "/api/slack/integration",
    { schema: { response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteSlackIntegration(ctx, currentUser(request).id);
      return reply.code(204).send();
    },
  );

  app.post("/api/slack/test", { schema: { response: { 200: SlackTestResultSchema } } }, async (request) =>
    sendSlackTest(ctx, currentUser(request).id),
  );
}
