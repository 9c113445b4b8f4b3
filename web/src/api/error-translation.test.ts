import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLocale } from "@/i18n";
import { GENERIC_ERROR_MESSAGES, SPECIFIC_ERROR_MESSAGES } from "./error-messages";
import { translateApiError } from "./error-translation";
import { HttpError, serverMessage } from "./http";

const answer = (status: number, body: unknown) => new HttpError(status, "", JSON.stringify(body));

describe("API errors in the language shown", () => {
  it("shows the server's English message in English", () => {
    expect(translateApiError("EMAIL_TAKEN", {}, "An account with this email already exists")).toBe(
      "An account with this email already exists",
    );
    expect(
      serverMessage(
        answer(404, { message: "Task not found", code: "NOT_FOUND", params: { resource: "Task" } }),
      ),
    ).toBe("Task not found");
  });

  describe("in German", () => {
    beforeAll(async () => {
      await setLocale("de", "server");
    });
    afterAll(async () => {
      await setLocale("en", "server");
    });

    it("translates by code, with the answer's values", () => {
      expect(
        serverMessage(
          answer(409, { message: "An account with this email already exists", code: "EMAIL_TAKEN" }),
        ),
      ).toBe("Für diese E-Mail-Adresse gibt es bereits ein Konto");
      expect(
        serverMessage(
          answer(400, {
            message: "You have used all 3 votes",
            code: "RETRO_VOTES_USED",
            params: { limit: 3 },
          }),
        ),
      ).toBe("Sie haben alle 3 Stimmen vergeben");
      expect(
        serverMessage(
          answer(404, { message: "Task not found", code: "NOT_FOUND", params: { resource: "Task" } }),
        ),
      ).toBe("Aufgabe nicht gefunden");
    });

    it("falls back to the English message: no code, an unknown code, a code with no translation", () => {
      expect(serverMessage(answer(400, { message: "Title is required" }))).toBe("Title is required");
      expect(translateApiError("SOMETHING_NEW", {}, "Something new went wrong")).toBe(
        "Something new went wrong",
      );
      expect(translateApiError("WEBHOOK_SIGNATURE_INVALID", {}, "Invalid or missing webhook signature")).toBe(
        "Invalid or missing webhook signature",
      );
      expect(translateApiError("not a code", {}, "Plain")).toBe("Plain");
    });

    it("keeps a message of its own under a generic code in English rather than a vaguer translation", () => {
      expect(translateApiError("VALIDATION", {}, "Title is required")).toBe("Title is required");
      expect(translateApiError("FORBIDDEN", {}, "Only the project owner can remove members")).toBe(
        "Only the project owner can remove members",
      );
      expect(translateApiError("FORBIDDEN", {}, "You don't have permission to do this")).toBe(
        "Keine Berechtigung für diese Aktion",
      );
    });
  });

  it("has one message per code, ids named after the code", () => {
    for (const [code, message] of Object.entries({ ...GENERIC_ERROR_MESSAGES, ...SPECIFIC_ERROR_MESSAGES })) {
      expect(message.id).toBe(`errors.${code}`);
    }
  });
});
