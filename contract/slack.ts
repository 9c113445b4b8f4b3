import { z } from "zod";

/** Shown when a token is not a Slack bot token. */
export const SLACK_TOKEN_MESSAGE =
  "The access token must be a Slack Bot User OAuth Token (it starts with xoxb-)";
/** Shown when testing without an integration. */
export const SLACK_NOT_CONFIGURED_MESSAGE = "Slack integration is not configured";

/** A Slack Bot User OAuth Token: starts with `xoxb-`. */
export const SlackTokenSchema = z
  .string({ error: "Access token is required" })
  .trim()
  .min(1, "Access token is required")
  .max(500, SLACK_TOKEN_MESSAGE)
  .refine((v) => v.startsWith("xoxb-"), SLACK_TOKEN_MESSAGE);

/** GET /api/slack/channels?accessToken=: without a token, the saved integration's token is used. */
export const SlackChannelsQuery = z.object({
  /** Token to list channels with; optional once an integration is saved. */
  accessToken: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(SlackTokenSchema.optional()),
});
export type SlackChannelsQuery = z.output<typeof SlackChannelsQuery>;
export type SlackChannelsQueryInput = z.input<typeof SlackChannelsQuery>;

/** POST /api/slack/integration: creates or replaces the caller's integration (201). */
export const SaveSlackIntegrationBody = z.object({
  /** Bot token (`xoxb-...`); stored encrypted, shown only masked. */
  accessToken: SlackTokenSchema,
  /** Slack channel id, e.g. C0123456789. */
  channelId: z
    .string({ error: "Please select a channel" })
    .trim()
    .min(1, "Please select a channel")
    .max(100, "Invalid channel id")
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid channel id"),
  /** Channel name as shown, without `#`. */
  channelName: z
    .string({ error: "Channel name is required" })
    .trim()
    .transform((v) => v.replace(/^#/, ""))
    .pipe(z.string().min(1, "Channel name is required").max(255, "Channel name is too long")),
});
export type SaveSlackIntegration = z.output<typeof SaveSlackIntegrationBody>;
export type SaveSlackIntegrationInput = z.input<typeof SaveSlackIntegrationBody>;

/** PUT /api/slack/integration: turns posting on or off. */
export const UpdateSlackIntegrationBody = z.object({
  /** Whether notifications are posted to the channel. */
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type UpdateSlackIntegration = z.output<typeof UpdateSlackIntegrationBody>;
export type UpdateSlackIntegrationInput = z.input<typeof UpdateSlackIntegrationBody>;

/** The caller's integration as GET /api/slack/integration returns it (null when none). */
export const SlackIntegrationSchema = z.object({
  /** Integration id. */
  id: z.number().int(),
  /** Whether notifications are posted. */
  isActive: z.boolean(),
  /** Workspace (team) name from Slack, or null. */
  workspaceName: z.string().nullable(),
  /** Channel id notifications go to. */
  channelId: z.string().nullable(),
  /** Channel name, without `#`. */
  channelName: z.string().nullable(),
  /** The token, masked (first and last 4 characters). */
  accessToken: z.string(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type SlackIntegration = z.output<typeof SlackIntegrationSchema>;

/** One of GET /api/slack/channels. */
export const SlackChannelSchema = z.object({
  /** Channel id. */
  id: z.string(),
  /** Channel name, without `#`. */
  name: z.string(),
  /** Private channel (the bot must be invited). */
  isPrivate: z.boolean(),
});
export type SlackChannel = z.output<typeof SlackChannelSchema>;

/** POST /api/slack/test answer. */
export const SlackTestResultSchema = z.object({
  /** True when Slack accepted the message. */
  ok: z.literal(true),
});
export type SlackTestResult = z.output<typeof SlackTestResultSchema>;
