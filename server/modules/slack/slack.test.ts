import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slackIntegrations } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { FAKE_WORKSPACE, type FakeSlack, startFakeSlack } from "../../test/fake-slack.ts";

const TOKEN = FAKE_WORKSPACE.token;
const channels = (token?: string) =>
  `/api/slack/channels${token === undefined ? "" : `?accessToken=${encodeURIComponent(token)}`}`;

let slack: FakeSlack;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  slack = await startFakeSlack();
  t = await buildTestApp({ SLACK_API_URL: slack.url });
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

describe("GET /api/slack/channels", () => {
  it("lists the token's channels through conversations.list, sorted, with privacy", async () => {
    const res = await as(t.app, user).get(channels(TOKEN));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: "C0ALERTS", name: "alerts", isPrivate: true },
      { id: "C0GENERAL", name: "general", isPrivate: false },
      { id: "C0RANDOM", name: "random", isPrivate: false },
    ]);
    expect(slack.calls.at(-1)).toEqual({ method: "conversations.list", token: TOKEN });
  });

  it("answers 400 with Slack's error for a token Slack refuses", async () => {
    const res = await as(t.app, user).get(channels("xoxb-wrong"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Slack rejected the request: invalid_auth" });
  });

  it("refuses a token that is not a bot token without calling Slack", async () => {
    const before = slack.calls.length;
    const res = await as(t.app, user).get(channels("xoxp-user-token"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("xoxb-");
    expect(slack.calls.length).toBe(before);
  });

  it("asks for a token when none is given and none is saved", async () => {
    const res = await as(t.app, await createUser(t)).get(channels());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter your Slack Bot User OAuth Token first");
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get(channels(TOKEN))).statusCode).toBe(401);
  });
});

describe("the integration: saving", () => {
  it("is null before one is saved", async () => {
    const res = await as(t.app, user).get("/api/slack/integration");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("saves with the workspace from auth.test and shows the token only masked", async () => {
    const res = await as(t.app, user).post("/api/slack/integration", {
      accessToken: TOKEN,
      channelId: "C0GENERAL",
      channelName: "#general",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      isActive: true,
      workspaceName: "Acme Test Workspace",
      channelId: "C0GENERAL",
      channelName: "general",
    });
    expect(body.accessToken).not.toContain("test-token");
    expect(body.accessToken).toMatch(/^xoxb.*1234$/);
    expect((await as(t.app, user).get("/api/slack/integration")).json()).toEqual(body);

    const [row] = await t.database.db
      .select()
      .from(slackIntegrations)
      .where(eq(slackIntegrations.userId, user.id));
    expect(row!.accessToken).not.toContain(TOKEN);
    expect(row).toMatchObject({ teamId: "T0TEST", botUserId: "U0BOT" });
  });

  it("lists channels with the saved token when none is sent", async () => {
    const res = await as(t.app, user).get(channels());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it("replaces the one integration on a second save", async () => {
    const first = (await as(t.app, user).get("/api/slack/integration")).json();
    const res = await as(t.app, user).post("/api/slack/integration", {
      accessToken: TOKEN,
      channelId: "C0ALERTS",
      channelName: "alerts",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: first.id, channelId: "C0ALERTS", channelName: "alerts" });
    const rows = await t.database.db
      .select()
      .from(slackIntegrations)
      .where(eq(slackIntegrations.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a token Slack rejects and keeps the saved one", async () => {
    const res = await as(t.app, user).post("/api/slack/integration", {
      accessToken: "xoxb-revoked",
      channelId: "C0GENERAL",
      channelName: "general",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Slack rejected the request: invalid_auth");
    expect((await as(t.app, user).get("/api/slack/integration")).json().channelId).toBe("C0ALERTS");
  });

  it.each([
    ["no token", { channelId: "C1", channelName: "x" }],
    ["a user token", { accessToken: "xoxp-1", channelId: "C1", channelName: "x" }],
    ["no channel", { accessToken: TOKEN, channelName: "x" }],
    ["an empty channel name", { accessToken: TOKEN, channelId: "C1", channelName: " " }],
    ["a malformed channel id", { accessToken: TOKEN, channelId: "C1; drop", channelName: "x" }],
  ])("refuses a save with %s with 400", async (_label, body) => {
    const res = await as(t.app, user).post("/api/slack/integration", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});

describe("the integration, once saved", () => {
  it("toggles isActive with PUT and validates the body", async () => {
    const off = await as(t.app, user).put("/api/slack/integration", { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await as(t.app, user).put("/api/slack/integration", { isActive: "no" })).statusCode).toBe(400);
    expect((await as(t.app, user).put("/api/slack/integration", {})).statusCode).toBe(400);
    const on = await as(t.app, user).put("/api/slack/integration", { isActive: true });
    expect(on.json().isActive).toBe(true);
  });

  it("posts a test message to the saved channel", async () => {
    const res = await as(t.app, user).post("/api/slack/test");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(slack.messages.at(-1)).toMatchObject({ token: TOKEN, channel: "C0ALERTS" });
  });

  it("answers 400 with Slack's error when the test post is refused", async () => {
    await as(t.app, user).post("/api/slack/integration", {
      accessToken: TOKEN,
      channelId: "C0RANDOM",
      channelName: "random",
    });
    const res = await as(t.app, user).post("/api/slack/test");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Slack rejected the request: not_in_channel" });
  });

  it("belongs to its user alone", async () => {
    const other = await createUser(t);
    expect((await as(t.app, other).get("/api/slack/integration")).json()).toBeNull();
    expect((await as(t.app, other).put("/api/slack/integration", { isActive: false })).statusCode).toBe(404);
    expect((await as(t.app, other).delete("/api/slack/integration")).statusCode).toBe(404);
    const test = await as(t.app, other).post("/api/slack/test");
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe("Slack integration is not configured");
    expect((await as(t.app, user).get("/api/slack/integration")).json()).not.toBeNull();
  });

  it("is removed with DELETE (204), after which it reads null", async () => {
    const res = await as(t.app, user).delete("/api/slack/integration");
    expect(res.statusCode).toBe(204);
    expect((await as(t.app, user).get("/api/slack/integration")).json()).toBeNull();
    expect((await as(t.app, user).delete("/api/slack/integration")).statusCode).toBe(404);
  });
});

describe("when Slack cannot be reached", () => {
  it("answers 502 with a clear message rather than hanging or failing with 500", async () => {
    const gone = await startFakeSlack();
    await gone.close();
    const t2 = await buildTestApp({ SLACK_API_URL: gone.url });
    try {
      const someone = await createUser(t2);
      const res = await as(t2.app, someone).get(channels(TOKEN));
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("Could not reach Slack. Please try again later.");
    } finally {
      await t2.close();
    }
  });
});
