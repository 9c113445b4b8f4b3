import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_INVALID_PLAN } from "../../../contract/assistant.ts";
import { PENDING_MESSAGE } from "../../../contract/errors.ts";
import { createSecrets } from "../../platform/secrets.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { CANNED_PLAN, type FakeOpenAi } from "../../test/fake-openai.ts";
import { generateProjectPlan } from "./ai-plan.service.ts";
import { type AssistantApp, FORM, KEY, startAssistantApp } from "./assistant.fixtures.ts";

// The assistant's failure paths with a key stored; the key endpoints and the happy path are in
// assistant.test.ts.

let s: AssistantApp;
let fake: FakeOpenAi;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  s = await startAssistantApp();
  ({ fake, t, user } = s);
  expect((await as(t.app, s.admin).post("/api/admin/openai-key", { apiKey: KEY })).statusCode).toBe(200);
});
afterAll(() => s.close());
beforeEach(() => fake.reply({ kind: "plan" }));

const generate: AssistantApp["generate"] = (...args) => s.generate(...args);

describe("POST /api/ai/generate-project: failures, invalid input and limits", () => {
  it.each([
    ["text that is not JSON", "Sure! Here is your plan: step one..."],
    ["JSON without tasks", JSON.stringify({ ...CANNED_PLAN, tasks: undefined })],
    ["JSON with no tasks", JSON.stringify({ ...CANNED_PLAN, tasks: [] })],
    ["a task without a title", JSON.stringify({ ...CANNED_PLAN, tasks: [{ description: "x" }] })],
    ["a JSON array", "[1, 2, 3]"],
    ["an empty answer", ""],
  ])("answers 502 with the invalid-plan message for %s", async (_label, content) => {
    fake.reply({ kind: "content", content });
    const res = await generate(user);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: AI_INVALID_PLAN });
  });

  it("answers 502 with a clear message when the provider refuses the key or fails", async () => {
    fake.reply({ kind: "status", status: 401, message: "Incorrect API key provided" });
    const refused = await generate(user);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      "The AI provider rejected the API key. Ask your administrator to check it.",
    );
    fake.reply({ kind: "status", status: 429 });
    expect((await generate(user)).json().message).toBe(
      "The AI provider is busy or over its quota. Please try again later.",
    );
    fake.reply({ kind: "status", status: 500 });
    const failed = await generate(user);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe("The AI provider failed to answer. Please try again later.");
    expect(failed.body).not.toContain(KEY);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const down = await buildTestApp({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    try {
      const boss = await createUser(down);
      await as(down.app, boss).post("/api/admin/openai-key", { apiKey: KEY });
      const res = await as(down.app, boss).post("/api/ai/generate-project", FORM);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The AI provider could not be reached. Please try again later.");
    } finally {
      await down.close();
    }
  });

  it("gives up with a 502 when the provider takes too long", async () => {
    fake.reply({ kind: "hang" });
    const ctx = { db: t.database.db, secrets: createSecrets(t.config.sessionSecret), config: t.config };
    const err = await generateProjectPlan(ctx, { ...FORM, priority: "high" }, { timeoutMs: 150 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      statusCode: 502,
      message: "The AI assistant took too long to answer. Please try again.",
    });
  });

  it.each([
    [{ ...FORM, projectName: "" }, "Project name is required"],
    [{ ...FORM, projectName: undefined }, "Project name is required"],
    [{ ...FORM, projectDescription: "too short" }, "Project description must be at least 10 characters"],
    [{ ...FORM, projectDescription: undefined }, "Project description must be at least 10 characters"],
    [{ ...FORM, timeline: " " }, "Timeline is required"],
    [{ ...FORM, teamSize: undefined }, "Team size is required"],
    [{ ...FORM, teamSize: 0 }, "Team size is required"],
    [{ ...FORM, budget: { amount: 5 } }, "Budget must be text"],
    [{ ...FORM, priority: "urgent" }, "Priority must be high, medium or low"],
  ])("is 400 for invalid input (%#) and calls no provider", async (body, message) => {
    const before = fake.requests.length;
    const res = await generate(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(fake.requests.length).toBe(before);
  });

  it("is 401 signed out and 403 for a pending account", async () => {
    expect((await generate(null)).statusCode).toBe(401);
    const pending = await createUser(t, { approved: false });
    const res = await generate(pending);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PENDING_MESSAGE);
  });

  it("limits each user to 20 plans per 10 minutes (429), others unaffected", async () => {
    const busy = await createUser(t);
    for (let i = 0; i < 20; i++) expect((await generate(busy)).statusCode).toBe(200);
    const limited = await generate(busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many AI requests. Please wait a few minutes and try again.");
    expect((await generate(await createUser(t))).statusCode).toBe(200);
  });
});
