import { translateFieldMessage } from "@/api/field-messages";
import type { Translate } from "@/i18n";

/**
 * A form's validation message in the language shown (issue 24): the contract's messages (the task,
 * checklist, sprint, goal and status forms' zod rules, in English there) are translated by their
 * code (contract/validation.ts); another message is shown as it is. `t` ties the caller to the
 * language shown (it renders again on a change).
 */
export function fieldError(_t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateFieldMessage(message);
}
