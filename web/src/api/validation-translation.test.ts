import { CreateTaskBody } from "@contract/tasks";
import { RegisterBody } from "@contract/users";
import { VALIDATION_MESSAGES } from "@contract/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLocale } from "@/i18n";
import { SPECIFIC_ERROR_MESSAGES, VALIDATION_ERROR_MESSAGES } from "./error-messages";
import { translateFieldMessage } from "./field-messages";
import { HttpError, serverMessage } from "./http";

const issueOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? "";
const answer = (body: unknown) => new HttpError(400, "Bad Request", JSON.stringify(body));
const titleRequired = {
  message: "Title is required",
  code: "VALIDATION",
  errors: [{ path: "title", message: "Title is required", code: "TITLE_REQUIRED" }],
};
describe("validation messages in the language shown (issue 24)", () => {
  it("names every contract message under its code, the English word for word", () => {
    const web = { ...SPECIFIC_ERROR_MESSAGES, ...VALIDATION_ERROR_MESSAGES } as Record<
      string,
      { id: string; defaultMessage: string }
    >;
    for (const [code, english] of Object.entries(VALIDATION_MESSAGES)) {
      expect(web[code], code).toEqual({ id: `errors.${code}`, defaultMessage: english });
    }
    expect(Object.keys(VALIDATION_ERROR_MESSAGES).every((code) => code in VALIDATION_MESSAGES)).toBe(true);
  });

  it("keeps the contract's English exactly in English", () => {
    const message = issueOf(CreateTaskBody.safeParse({ title: "" }));
    expect(message).toBe("Title is required");
    expect(translateFieldMessage(message)).toBe("Title is required");
    expect(serverMessage(answer(titleRequired))).toBe("Title is required");
  });

  describe("for a German reader", () => {
    beforeAll(async () => {
      await setLocale("de", "server");
    });
    afterAll(async () => {
      await setLocale("en", "server");
    });

    it("shows a form's own zod check of a contract schema in German", () => {
      expect(translateFieldMessage(issueOf(CreateTaskBody.safeParse({ title: "" })))).toBe(
        "Der Titel ist erforderlich",
      );
      const passwords = RegisterBody.safeParse({
        email: "a@b.test",
        firstName: "A",
        lastName: "B",
        password: "password-one",
        confirmPassword: "password-two",
      });
      expect(translateFieldMessage(issueOf(passwords))).toBe("Die Passwörter stimmen nicht überein");
    });

    it("translates the API's 400 by the failed field's code", () => {
      expect(serverMessage(answer(titleRequired))).toBe("Der Titel ist erforderlich");
      expect(translateFieldMessage("Title is required", "TITLE_REQUIRED")).toBe("Der Titel ist erforderlich");
      // A field without a code of its own keeps its English message.
      expect(
        serverMessage(
          answer({
            message: "First name must be text",
            code: "VALIDATION",
            errors: [{ path: "firstName", message: "First name must be text", code: "VALIDATION" }],
          }),
        ),
      ).toBe("First name must be text");
      expect(translateFieldMessage("Something else")).toBe("Something else");
    });
  });
});
