import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { WipLimitBody } from "./bulk-tasks.ts";
import { CreateCardBody, UpdateReviewBody } from "./ceremonies.ts";
import { CreateChatMessageBody, UpdateChatMessageBody } from "./chat.ts";
import { ChecklistTextSchema } from "./checklists.ts";
import { CreateCommentBody } from "./comments.ts";
import { SPECIFIC_ERROR_CODES } from "./errors.ts";
import { ChangePasswordBody, UpdateProfileBody } from "./profile.ts";
import { CreateProjectBody } from "./projects.ts";
import { RepositoryNameSchema } from "./repositories.ts";
import { SaveSlackIntegrationBody } from "./slack.ts";
import { CreateGoalBody } from "./sprint-goals.ts";
import { CreateSprintBody } from "./sprints.ts";
import { CreateCustomStatusBody } from "./statuses.ts";
import { CreateTaskBody, StatusInputSchema } from "./tasks.ts";
import { AddTeamMemberBody, CreateTeamBody } from "./teams.ts";
import { ForgotPasswordBody, RegisterBody, ResetPasswordBody } from "./users.ts";
import { VALIDATION_MESSAGES, validationCode } from "./validation.ts";
import { WebhookUrlSchema } from "./webhooks.ts";

/** Each schema with inputs that break it in the ways a form can. */
const long = (n: number) => "x".repeat(n);
const CASES: [z.ZodType, unknown[]][] = [
  [CreateTaskBody, [{ title: "" }, { title: long(256), description: long(20_001) }]],
  [CreateTaskBody, [{ title: "T", startDate: "2026-12-03", dueDate: "2026-12-02" }]],
  [StatusInputSchema, [""]],
  [CreateTaskBody.shape.progress, [101]],
  [CreateProjectBody, [{ name: "" }, { name: long(256), description: long(10_001), key: "1" }]],
  [CreateTeamBody, [{ name: "" }, { name: long(256) }]],
  [AddTeamMemberBody, [{}]],
  [CreateSprintBody, [{ name: "" }, { name: long(256), startDate: "2024-05-02", endDate: "2024-05-01" }]],
  [CreateSprintBody, [{ name: "S", startDate: "2024-02-30" }]],
  [
    RegisterBody,
    [
      {},
      { email: "a", firstName: " ", lastName: "", password: "short", confirmPassword: "other" },
      { email: `${long(250)}@ex.test`, firstName: long(101), lastName: long(101), phoneNumber: long(21) },
      { email: "a@b.test", firstName: "A", lastName: "B", password: long(257), confirmPassword: "x" },
      {
        email: "a@b.test",
        firstName: "A",
        lastName: "B",
        password: "password1",
        confirmPassword: "password2",
      },
    ],
  ],
  [ForgotPasswordBody, [{ email: "" }]],
  [
    ResetPasswordBody,
    [
      { token: "", newPassword: "x" },
      { token: long(201), newPassword: "password1" },
    ],
  ],
  [ChangePasswordBody, [{ currentPassword: "", newPassword: "x" }]],
  [UpdateProfileBody, [{ firstName: "" }]],
  [WipLimitBody, [{ wipLimit: 0 }]],
  [ChecklistTextSchema, ["", long(201)]],
  [RepositoryNameSchema, ["", "x", long(201), "a/b.git"]],
  [WebhookUrlSchema, ["", "ftp://x", `https://${long(2000)}`]],
  [UpdateReviewBody, [{ demoLinks: ["x"] }, { demoLinks: [`https://${long(2000)}`] }]],
  [CreateCustomStatusBody, [{ name: "" }, { name: long(101) }]],
  [CreateCommentBody, [{ content: "" }, { content: long(10_001) }]],
  [CreateGoalBody, [{ text: "" }, { text: long(501) }]],
  [CreateChatMessageBody, [{}, { content: long(4001) }]],
  [UpdateChatMessageBody, [{ content: " " }]],
  [
    CreateCardBody,
    [
      { column: "wentWell", text: "" },
      { column: "wentWell", text: long(501) },
    ],
  ],
  [SaveSlackIntegrationBody, [{ accessToken: "", channelId: "", channelName: "" }]],
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("validation messages and their codes (issue 24)", () => {
  const produced = new Set(CASES.flatMap(([schema, inputs]) => inputs.flatMap((i) => messagesOf(schema, i))));

  it.each(Object.entries(VALIDATION_MESSAGES))(
    "%s is a message the contract's schemas give: %s",
    (_code, text) => {
      expect(produced).toContain(text);
    },
  );

  it("names each message once, and a code shared with a whole-answer error only for the same text", () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    const shared = Object.keys(VALIDATION_MESSAGES).filter((code) =>
      (SPECIFIC_ERROR_CODES as readonly string[]).includes(code),
    );
    expect(shared.sort()).toEqual(["END_BEFORE_START", "RESET_TOKEN_INVALID"]);
  });

  it("finds the code of a message by its exact English text only", () => {
    expect(validationCode("Title is required")).toBe("TITLE_REQUIRED");
    expect(validationCode("title is required")).toBeUndefined();
    expect(validationCode("Something else")).toBeUndefined();
  });
});
