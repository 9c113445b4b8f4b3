import { translateFieldMessage } from "@/api/field-messages";
import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/** A value's label from a table, else `fallback` (a custom value shown as it is). */
export function labelOf(
  t: Translate,
  table: { readonly [key: string]: MessageDescriptor },
  value: string,
  fallback: string,
): string {
  const descriptor = (table as Readonly<Record<string, MessageDescriptor | undefined>>)[value];
  return descriptor ? t(descriptor) : fallback;
}

/** A project form's validation message (the contract's English) in the language shown, by its code. */
export function fieldError(_t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateFieldMessage(message);
}

/** A project's actions, on its card and its Table view heading. */
export const PROJECT_ACTIONS = defineMessages({
  viewBoard: { id: "projects.actions.viewBoard", defaultMessage: "View Board" },
  viewBoardOf: { id: "projects.actions.viewBoardOf", defaultMessage: "View board of {name}" },
  edit: { id: "projects.actions.edit", defaultMessage: "Edit {name}" },
  noSprint: { id: "projects.noSprint", defaultMessage: "No Sprint" },
});
