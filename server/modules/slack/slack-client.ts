import {
  type Logger,
  LogLevel,
  WebAPIHTTPError,
  WebAPIPlatformError,
  WebAPIRateLimitedError,
  WebClient,
} from "@slack/web-api";
import type { SlackChannel } from "../../../contract/slack.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../platform/errors.ts";

/** A Slack call that did not succeed, with a message safe to show the user. */
export class SlackCallError extends HttpError {}

/** What the app needs from Slack's Web API (auth.test, conversations.list, chat.postMessage). */
export type SlackApi = {
  /** The workspace and bot behind a token. */
  identify: () => Promise<{ workspaceName: string | null; teamId: string | null; botUserId: string | null }>;
  /** Channels the token can see, public and private, archived left out. */
  listChannels: () => Promise<SlackChannel[]>;
  /** Posts a message to a channel. */
  postMessage: (channel: string, text: string) => Promise<void>;
};

const MAX_CHANNEL_PAGES = 10;

// The client logs through nothing of its own: failures surface as errors the callers log.
const quietLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};

/** Slack's answer turned into a 400 (bad token, channel not found...) or a 502 (Slack unreachable). */
function toHttpError(err: unknown): SlackCallError {
  if (err instanceof WebAPIPlatformError) {
    return new SlackCallError(400, `Slack rejected the request: ${err.data.error}`);
  }
  if (err instanceof WebAPIRateLimitedError) {
    return new SlackCallError(429, "Slack is rate limiting requests. Please try again shortly.");
  }
  if (err instanceof WebAPIHTTPError) {
    return new SlackCallError(502, `Slack answered with HTTP ${err.statusCode}`);
  }
  return new SlackCallError(502, "Could not reach Slack. Please try again later.");
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toHttpError(err);
  }
}

/**
 * A Slack Web API client for one token, against `SLACK_API_URL` (Slack's own by default). No
 * retries and a 10 s timeout: a person is waiting, or a notification post is fire-and-forget.
 */
export function slackApi(config: Config, token: string): SlackApi {
  const client = new WebClient(token, {
    slackApiUrl: config.slackApiUrl,
    logger: quietLogger,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: 10_000,
  });
  return {
    identify: () =>
      call(async () => {
        const res = await client.auth.test();
        return {
          workspaceName: res.team ?? null,
          teamId: res.team_id ?? null,
          botUserId: res.user_id ?? null,
        };
      }),
    listChannels: () =>
      call(async () => {
        const channels: SlackChannel[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < MAX_CHANNEL_PAGES; page++) {
          const res = await client.conversations.list({
            types: "public_channel,private_channel",
            exclude_archived: true,
            limit: 200,
            cursor,
          });
          for (const c of res.channels ?? []) {
            if (c.id && c.name) channels.push({ id: c.id, name: c.name, isPrivate: c.is_private === true });
          }
          cursor = res.response_metadata?.next_cursor || undefined;
          if (!cursor) break;
        }
        return channels.sort((a, b) => a.name.localeCompare(b.name));
      }),
    postMessage: (channel, text) =>
      call(async () => {
        await client.chat.postMessage({ channel, text, unfurl_links: false, unfurl_media: false });
      }),
  };
}
