import { GENERIC_FIELD_CODE, validationCode } from "@contract/validation";
import { defineMessages, translationOf } from "@/i18n";
import { formatMessage, type MessageValues } from "@/i18n/translate";

/**
 * The general message of each status's code, the English as the server words it when nothing more
 * specific is known. A generic code is translated only when the server's message is this one: a
 * message of its own under a generic code stays in English rather than become a vaguer translation.
 */
export const GENERIC_ERROR_MESSAGES = defineMessages({
  VALIDATION: { id: "errors.VALIDATION", defaultMessage: "Invalid request" },
  UNAUTHENTICATED: { id: "errors.UNAUTHENTICATED", defaultMessage: "You are not signed in" },
  FORBIDDEN: { id: "errors.FORBIDDEN", defaultMessage: "You don't have permission to do this" },
  NOT_FOUND: { id: "errors.NOT_FOUND", defaultMessage: "{resource} not found" },
  CONFLICT: { id: "errors.CONFLICT", defaultMessage: "This already exists" },
  RATE_LIMITED: { id: "errors.RATE_LIMITED", defaultMessage: "Too many requests, please try again later." },
  INTERNAL: { id: "errors.INTERNAL", defaultMessage: "Something went wrong on our side. Please try again." },
});

/**
 * An API error in the language shown (issue 24): the catalog's `errors.<code>` with the answer's
 * values, else the server's English `message`. Specific codes name one message each; generic ones
 * translate only their own general message (see GENERIC_ERROR_MESSAGES).
 */
export function translateApiError(
  code: string | undefined,
  params: Readonly<Record<string, string | number>>,
  english: string,
): string {
  if (!code || !/^[A-Z][A-Z_]*$/.test(code)) return english;
  const values = params as MessageValues;
  const generic = GENERIC_ERROR_MESSAGES[code as keyof typeof GENERIC_ERROR_MESSAGES];
  if (generic && formatMessage("en", {}, generic, values) !== english) return english;
  return translationOf(`errors.${code}`, values) ?? english;
}

/**
 * A form field's validation message in the language shown (issue 24): the catalog's `errors.<code>`,
 * by the code the API gave the field or, for a form's own check of a contract schema, the code of its
 * English text (contract/validation.ts); any other text (already translated, or a message without a
 * code) is shown as it is.
 */
export function translateFieldMessage(
  message: string,
  code?: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const known =
    code && code !== GENERIC_FIELD_CODE && /^[A-Z][A-Z_]*$/.test(code) ? code : validationCode(message);
  if (!known) return message;
  return translationOf(`errors.${known}`, params as MessageValues) ?? message;
}
