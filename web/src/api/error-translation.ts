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
 * A failed field's message from the API in the language shown: the catalog's `errors.<code>` by the
 * code the API gave the field (contract/validation.ts), else the English message (`VALIDATION`, the
 * code of a message without one of its own, is not translated).
 */
export function translateFieldCode(
  code: string | undefined,
  params: Readonly<Record<string, string | number>>,
  english: string,
): string {
  if (!code || code === "VALIDATION" || !/^[A-Z][A-Z_]*$/.test(code)) return english;
  return translationOf(`errors.${code}`, params as MessageValues) ?? english;
}
