import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  SaveSlackIntegrationBody,
  SlackChannelsQuery,
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
  app.get("/api/slack/integration", async (request) => getSlackIntegration(ctx, currentUser(request).id));

  app.get("/api/slack/channels", { schema: { querystring: SlackChannelsQuery } }, async (request) =>
    listSlackChannels(ctx, currentUser(request).id, request.query.accessToken),
  );

  app.post(
    "/api/slack/integration",
    { schema: { body: SaveSlackIntegrationBody } },
    async (request, reply) => {
      const integration = await saveSlackIntegration(ctx, currentUser(request).id, request.body);
      return reply.code(201).send(integration);
    },
  );

  app.put("/api/slack/integration", { schema: { body: UpdateSlackIntegrationBody } }, async (request) =>
    setSlackIntegrationActive(ctx, currentUser(request).id, request.body.isActive),
  );

  app.delete("/api/slack/integration", async (request, reply) => {
    await deleteSlackIntegration(ctx, currentUser(request).id);
    return reply.code(204).send();
  });

  app.post("/api/slack/test", async (request) => sendSlackTest(ctx, currentUser(request).id));
}
