import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  type SaveSlackIntegration,
  SLACK_NOT_CONFIGURED_MESSAGE,
  type SlackChannel,
  type SlackIntegration,
  type SlackTestResult,
} from "../../../contract/slack.ts";
import type { DbOrTx } from "../../db/client.ts";
import { slackIntegrations } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { maskSecret } from "../../platform/secrets.ts";
import { slackApi } from "./slack-client.ts";

type IntegrationRow = typeof slackIntegrations.$inferSelect;

const TEST_MESSAGE =
  ":white_check_mark: Sprintboard is connected. Notifications you choose in Settings will be posted here.";

function present(ctx: AppContext, row: IntegrationRow): SlackIntegration {
  return {
    id: row.id,
    isActive: row.isActive,
    workspaceName: row.workspaceName,
    channelId: row.channelId,
    channelName: row.channelName,
    accessToken: maskSecret(readToken(ctx, row) ?? ""),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored token in clear, or null when it cannot be read (the session secret changed). */
function readToken(ctx: AppContext, row: IntegrationRow): string | null {
  try {
    return ctx.secrets.decrypt(row.accessToken);
  } catch {
    return null;
  }
}

async function findRow(db: DbOrTx, userId: number): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(slackIntegrations)
    .where(eq(slackIntegrations.userId, userId))
    .limit(1);
  return row;
}

/** The user's integration with the token masked, or null when none is saved. */
export async function getSlackIntegration(ctx: AppContext, userId: number): Promise<SlackIntegration | null> {
  const row = await findRow(ctx.db, userId);
  return row ? present(ctx, row) : null;
}

/** Channels visible to `token`, or to the saved integration's token when none is given. */
export async function listSlackChannels(
  ctx: AppContext,
  userId: number,
  token: string | undefined,
): Promise<SlackChannel[]> {
  let useToken = token;
  if (!useToken) {
    const row = await findRow(ctx.db, userId);
    useToken = row ? (readToken(ctx, row) ?? undefined) : undefined;
    if (!useToken)
      throw badRequest("Please enter your Slack Bot User OAuth Token first", "SLACK_TOKEN_MISSING");
  }
  return slackApi(ctx.config, useToken).listChannels();
}

/** Checks the token with Slack (auth.test) and creates or replaces the user's one integration, active. */
export async function saveSlackIntegration(
  ctx: AppContext,
  userId: number,
  input: SaveSlackIntegration,
): Promise<SlackIntegration> {
  const identity = await slackApi(ctx.config, input.accessToken).identify();
  const values = {
    accessToken: ctx.secrets.encrypt(input.accessToken),
    channelId: input.channelId,
    channelName: input.channelName,
    workspaceName: identity.workspaceName,
    teamId: identity.teamId,
    botUserId: identity.botUserId,
    refreshToken: null,
    isActive: true,
  };
  const [row] = await ctx.db
    .insert(slackIntegrations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: slackIntegrations.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return present(ctx, row!);
}

/** Turns posting on or off; 404 when the user has no integration. */
export async function setSlackIntegrationActive(
  ctx: AppContext,
  userId: number,
  isActive: boolean,
): Promise<SlackIntegration> {
  const [row] = await ctx.db
    .update(slackIntegrations)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(slackIntegrations.userId, userId))
    .returning();
  if (!row) throw notFound("Slack integration");
  return present(ctx, row);
}

/** Removes the user's integration; 404 when there is none. */
export async function deleteSlackIntegration(ctx: AppContext, userId: number): Promise<void> {
  const deleted = await ctx.db
    .delete(slackIntegrations)
    .where(eq(slackIntegrations.userId, userId))
    .returning({ id: slackIntegrations.id });
  if (deleted.length === 0) throw notFound("Slack integration");
}

/** Posts a test message to the saved channel; 400 when nothing is configured or Slack refuses. */
export async function sendSlackTest(ctx: AppContext, userId: number): Promise<SlackTestResult> {
  const row = await findRow(ctx.db, userId);
  const token = row ? readToken(ctx, row) : null;
  if (!row || !token || !row.channelId)
    throw badRequest(SLACK_NOT_CONFIGURED_MESSAGE, "SLACK_NOT_CONFIGURED");
  await slackApi(ctx.config, token).postMessage(row.channelId, TEST_MESSAGE);
  return { ok: true };
}

/** Where one user's notifications are posted: the channel and a token in clear. */
export type SlackTarget = { userId: number; channelId: string; token: string };

/** The active integrations of these users, with readable tokens (one query). */
export async function activeSlackTargets(
  ctx: AppContext,
  userIds: number[],
): Promise<Map<number, SlackTarget>> {
  const targets = new Map<number, SlackTarget>();
  if (userIds.length === 0) return targets;
  const rows = await ctx.db
    .select()
    .from(slackIntegrations)
    .where(
      and(
        inArray(slackIntegrations.userId, userIds),
        eq(slackIntegrations.isActive, true),
        isNotNull(slackIntegrations.channelId),
      ),
    );
  for (const row of rows) {
    const token = readToken(ctx, row);
    if (token && row.channelId)
      targets.set(row.userId, { userId: row.userId, channelId: row.channelId, token });
  }
  return targets;
}

/** Posts one message to a user's channel (throws a SlackCallError when Slack refuses). */
export function postToSlack(ctx: AppContext, target: SlackTarget, text: string): Promise<void> {
  return slackApi(ctx.config, target.token).postMessage(target.channelId, text);
}
