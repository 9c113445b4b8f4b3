import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A workspace the fake knows: its bot token, name and channels. */
export type FakeWorkspace = {
  token: string;
  team: string;
  teamId: string;
  botUserId: string;
  channels: { id: string; name: string; isPrivate?: boolean; isMember?: boolean }[];
};

/** A message the fake accepted through chat.postMessage. */
export type FakeMessage = { token: string; channel: string; text: string };

/** The running stand-in: `url` is the SLACK_API_URL to configure. */
export type FakeSlack = {
  url: string;
  messages: FakeMessage[];
  /** Every method call, in order. */
  calls: { method: string; token: string | null }[];
  /** Makes every call of `method` fail with Slack's `error` code (null clears). */
  failWith: (method: string, error: string | null) => void;
  close: () => Promise<void>;
};

/** The default workspace of tests. */
export const FAKE_WORKSPACE: FakeWorkspace = {
  token: "xoxb-test-token-1234",
  team: "Acme Test Workspace",
  teamId: "T0TEST",
  botUserId: "U0BOT",
  channels: [
    { id: "C0GENERAL", name: "general" },
    { id: "C0ALERTS", name: "alerts", isPrivate: true },
    { id: "C0RANDOM", name: "random", isMember: false },
  ],
};

async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString("utf8");
  if ((req.headers["content-type"] ?? "").includes("application/json")) {
    return body ? (JSON.parse(body) as Record<string, string>) : {};
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A tiny local Slack Web API: auth.test, conversations.list (paged by `limit`/`cursor`) and
 * chat.postMessage, over HTTP, so the real `@slack/web-api` client talks to it through
 * SLACK_API_URL. Answers like Slack: HTTP 200 with `{ok: false, error}` on failure.
 */
export async function startFakeSlack(workspaces: FakeWorkspace[] = [FAKE_WORKSPACE]): Promise<FakeSlack> {
  const messages: FakeMessage[] = [];
  const calls: FakeSlack["calls"] = [];
  const failures = new Map<string, string>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const method = (req.url ?? "").replace(/^\/api\//, "").split("?")[0] ?? "";
    const params = await readParams(req);
    const auth = req.headers.authorization;
    const token = auth?.startsWith("Bearer ") ? auth.slice(7) : (params.token ?? null);
    calls.push({ method, token });
    const failure = failures.get(method);
    if (failure) return send({ ok: false, error: failure });
    if (!token) return send({ ok: false, error: "not_authed" });
    const ws = workspaces.find((w) => w.token === token);
    if (!ws) return send({ ok: false, error: "invalid_auth" });

    switch (method) {
      case "auth.test":
        return send({
          ok: true,
          url: `https://${ws.teamId.toLowerCase()}.slack.test/`,
          team: ws.team,
          team_id: ws.teamId,
          user: "sprintboard",
          user_id: ws.botUserId,
          bot_id: "B0BOT",
        });
      case "conversations.list": {
        const limit = Math.max(1, Number(params.limit ?? 100));
        const start = Number(params.cursor || 0);
        const page = ws.channels.slice(start, start + limit);
        const next = start + limit < ws.channels.length ? String(start + limit) : "";
        return send({
          ok: true,
          channels: page.map((c) => ({
            id: c.id,
            name: c.name,
            is_channel: true,
            is_private: c.isPrivate === true,
            is_archived: false,
            is_member: c.isMember !== false,
          })),
          response_metadata: { next_cursor: next },
        });
      }
      case "chat.postMessage": {
        const channel = ws.channels.find((c) => c.id === params.channel);
        if (!channel) return send({ ok: false, error: "channel_not_found" });
        if (channel.isMember === false) return send({ ok: false, error: "not_in_channel" });
        if (!params.text) return send({ ok: false, error: "no_text" });
        messages.push({ token, channel: channel.id, text: params.text });
        return send({
          ok: true,
          channel: channel.id,
          ts: `${Date.now() / 1000}`,
          message: { text: params.text },
        });
      }
      default:
        return send({ ok: false, error: "unknown_method" });
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    messages,
    calls,
    failWith: (method, error) => {
      if (error === null) failures.delete(method);
      else failures.set(method, error);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
