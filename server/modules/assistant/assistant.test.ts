import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_NOT_CONFIGURED } from "../../../contract/assistant.ts";
import { PENDING_MESSAGE } from "../../../contract/errors.ts";
import { appSettings } from "../../db/schema.ts";
import { createSecrets } from "../../platform/secrets.ts";
import type { TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { CANNED_PLAN, type FakeOpenAi } from "../../test/fake-openai.ts";
import { OPENAI_KEY_SETTING } from "./ai-key.service.ts";
import { type AssistantApp, FORM, KEY, startAssistantApp } from "./assistant.fixtures.ts";

let s: AssistantApp;
let fake: FakeOpenAi;
let t: TestApp;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  s = await startAssistantApp();
  ({ fake, t, admin, user } = s); // admin: the first account, the super administrator
});
afterAll(() => s.close());
beforeEach(() => fake.reply({ kind: "plan" }));

const generate: AssistantApp["generate"] = (...args) => s.generate(...args);

describe("without a stored key", () => {
  it("the assistant answers 503 with the not-configured message and calls no provider", async () => {
    const res = await generate(user);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: AI_NOT_CONFIGURED });
    expect(fake.requests).toHaveLength(0);
  });

  it("GET /api/ai/status tells any approved user it is not configured", async () => {
    const res = await as(t.app, user).get("/api/ai/status");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: false });
  });

  it("GET /api/admin/openai-key says hasKey false", async () => {
    const res = await as(t.app, admin).get("/api/admin/openai-key");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasKey: false });
  });
});

describe("the admin AI key endpoints", () => {
  it.each([{}, { apiKey: "" }, { apiKey: "   " }, { apiKey: 42 }, { apiKey: null }])(
    "refuse %j with 'Please enter a valid API key' and store nothing",
    async (body) => {
      const res = await as(t.app, admin).post("/api/admin/openai-key", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter a valid API key");
      expect((await as(t.app, admin).get("/api/admin/openai-key")).json()).toEqual({ hasKey: false });
    },
  );

  it("are 403 for an approved user, 403 pending for a pending one and 401 signed out", async () => {
    const pending = await createUser(t, { approved: false });
    for (const [who, status] of [
      [user, 403],
      [pending, 403],
      [null, 401],
    ] as const) {
      expect((await as(t.app, who).get("/api/admin/openai-key")).statusCode).toBe(status);
      expect((await as(t.app, who).post("/api/admin/openai-key", { apiKey: KEY })).statusCode).toBe(status);
    }
    expect((await as(t.app, pending).get("/api/admin/openai-key")).json().message).toBe(PENDING_MESSAGE);
    expect((await as(t.app, admin).get("/api/admin/openai-key")).json()).toEqual({ hasKey: false });
  });

  it("store the key encrypted (trimmed) and answer {hasKey: true} without ever echoing it", async () => {
    const res = await as(t.app, admin).post("/api/admin/openai-key", { apiKey: `  ${KEY}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasKey: true });
    const status = await as(t.app, admin).get("/api/admin/openai-key");
    expect(status.json()).toEqual({ hasKey: true });
    for (const body of [res.body, status.body]) expect(body).not.toContain("sk-test");
    const [row] = await t.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, OPENAI_KEY_SETTING));
    expect(row!.value).not.toContain(KEY);
    expect(createSecrets(t.config.sessionSecret).decrypt(row!.value)).toBe(KEY);
  });
});

describe("POST /api/ai/generate-project: the plan", () => {
  it("returns the validated plan and the original request, asking the configured model for JSON", async () => {
    const before = fake.requests.length;
    const res = await generate(user);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    const body = res.json();
    expect(body.project).toEqual({
      ...CANNED_PLAN,
      tasks: [
        { ...CANNED_PLAN.tasks[0], dueInDays: 5 },
        { ...CANNED_PLAN.tasks[1], dueInDays: 13 },
      ],
    });
    expect(body.originalRequest).toEqual(FORM);
    const sent = fake.requests[before]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.model).toBe("fake-model-1");
    expect(sent.body.response_format).toEqual({ type: "json_object" });
    expect(sent.body.messages[0].role).toBe("system");
    expect(sent.body.messages[0].content).toContain('"projectOverview"');
    expect(sent.body.messages[1].content).toContain("Customer Portal");
    expect(sent.body.messages[1].content).toContain("Must integrate with the ERP");
  });

  it("GET /api/ai/status says configured once a key is stored", async () => {
    expect((await as(t.app, user).get("/api/ai/status")).json()).toEqual({ configured: true });
  });

  it("schedules every task due after the tasks it depends on, whatever the order", async () => {
    const task = (title: string, estimatedDays: number, dependencies: string[]) => ({
      title,
      description: "x",
      priority: "medium",
      estimatedDays,
      recommendedDepartment: "Ops",
      successCriteria: "done",
      dependencies,
    });
    const plan = {
      ...CANNED_PLAN,
      tasks: [
        task("Ship it", 1, ["build the app", "Test it"]),
        task("Build the app", 5, ["Design"]),
        task("Design", 2.5, []),
        task("Test it", 2, ["2"]),
        task("Chicken", 1, ["Egg", "Unknown task"]),
        task("Egg", 1, ["Chicken"]),
      ],
    };
    fake.reply({ kind: "plan", plan });
    const res = await generate(user);
    expect(res.statusCode).toBe(200);
    const due = Object.fromEntries(
      (res.json().project.tasks as { title: string; dueInDays: number }[]).map((t) => [t.title, t.dueInDays]),
    );
    expect(due).toEqual({ Design: 3, "Build the app": 8, "Test it": 10, "Ship it": 11, Egg: 1, Chicken: 2 });
  });

  it("defaults priority to medium and echoes the request as validated", async () => {
    const res = await generate(user, {
      projectName: " Portal ",
      projectDescription: "Ten chars or more here",
      timeline: "6 weeks",
      teamSize: 4,
      budget: "",
      industry: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().originalRequest).toEqual({
      projectName: "Portal",
      projectDescription: "Ten chars or more here",
      timeline: "6 weeks",
      teamSize: 4,
      budget: "",
      industry: null,
      priority: "medium",
    });
    const prompt = fake.requests.at(-1)!.body.messages[1].content as string;
    expect(prompt).toContain("Team size: 4");
    expect(prompt).not.toContain("Budget");
  });

  it("tolerates a code fence and loose types, normalising the plan", async () => {
    const plan = structuredClone(CANNED_PLAN) as any;
    plan.tasks[0].priority = "HIGH";
    plan.tasks[0].estimatedDays = "about 3 days";
    delete plan.tasks[0].dependencies;
    plan.tasks[1].dependencies = [{ id: 1 }];
    plan.tasks[1].successCriteria = ["Approved", "Shared"];
    fake.reply({ kind: "content", content: `\`\`\`json\n${JSON.stringify(plan)}\n\`\`\`` });
    const res = await generate(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().project.tasks[0]).toMatchObject({
      priority: "high",
      estimatedDays: 3,
      dependencies: [],
    });
  });
});
