import { GENERIC_FIELD_CODE, validationCode } from "@contract/validation";
import type { Translate } from "@/i18n";
import { translateFieldCode } from "./error-translation";

/**
 * A form field's validation message in the language shown (issue 24): the catalog's `errors.<code>`,
 * by the code the API gave the field or, for a form's own check of a contract schema, the code of its
 * English text (contract/validation.ts); any other text (already translated, or a message without a
 * code) is shown as it is. Its own module: the table of English texts loads with the forms only.
 */
export function translateFieldMessage(
  message: string,
  code?: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const known = code && code !== GENERIC_FIELD_CODE ? code : validationCode(message);
  return known ? translateFieldCode(known, params, message) : message;
}

/**
 * A form's validation message in the language shown (issue 24): the contract's messages (the task,
 * checklist, sprint, goal, status and project forms' zod rules, in English there) are translated by
 * their code (contract/validation.ts); another message is shown as it is. `t` ties the caller to the
 * language shown (it renders again on a change).
 */
export function fieldError(_t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateFieldMessage(message);
}
