/** Shared by the assistant's test files: the app and fake provider, a test key and a filled-in form. */

import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai.ts";

/** An AI key the tests store; the fake provider accepts any. */
export const KEY = "sk-test-very-secret-key-0123456789";

/** The assistant's form as a user fills it in. */
export const FORM = {
  projectName: "Customer Portal",
  projectDescription: "A self-service portal for our customers to manage orders.",
  timeline: "3 months",
  teamSize: "5",
  budget: "$50,000",
  industry: "Retail",
  priority: "high",
  deliverables: "Web app, admin console",
  constraints: "Must integrate with the ERP",
};

/** A test app wired to a fake AI provider, with the super administrator and a plain user. */
export type AssistantApp = {
  fake: FakeOpenAi;
  t: TestApp;
  admin: TestUser;
  user: TestUser;
  /** Asks for a plan as `who` (signed out when null). */
  generate: (who: TestUser | null, body?: unknown) => ReturnType<ReturnType<typeof as>["post"]>;
  close: () => Promise<void>;
};

/** Starts the fake provider and an app that talks to it; the first account is the administrator. */
export async function startAssistantApp(): Promise<AssistantApp> {
  const fake = await startFakeOpenAi();
  const t = await buildTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "fake-model-1" });
  const admin = await createUser(t);
  const user = await createUser(t);
  return {
    fake,
    t,
    admin,
    user,
    generate: (who, body = FORM) => as(t.app, who).post("/api/ai/generate-project", body),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
