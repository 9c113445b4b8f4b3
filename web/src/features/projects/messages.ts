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

const FIELD_ERRORS = defineMessages({
  nameRequired: { id: "projects.form.nameRequired", defaultMessage: "Project name is required" },
  nameTooLong: {
    id: "projects.form.nameTooLong",
    defaultMessage: "Project name must be at most 255 characters",
  },
  descriptionTooLong: {
    id: "projects.form.descriptionTooLong",
    defaultMessage: "Description must be at most 10000 characters",
  },
  keyInvalid: {
    id: "projects.form.keyInvalid",
    defaultMessage: "Key must be 2-6 letters or digits, starting with a letter",
  },
});

const FIELD_ERROR_BY_TEXT: Record<string, MessageDescriptor> = {
  "Project name is required": FIELD_ERRORS.nameRequired,
  "Project name must be at most 255 characters": FIELD_ERRORS.nameTooLong,
  "Description must be at most 10000 characters": FIELD_ERRORS.descriptionTooLong,
  "Key must be 2-6 letters or digits, starting with a letter": FIELD_ERRORS.keyInvalid,
};

/** A project form's validation message (the contract's English) in the language shown. */
export function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = FIELD_ERROR_BY_TEXT[message];
  return descriptor ? t(descriptor) : message;
}

/** A project's actions, on its card and its Table view heading. */
export const PROJECT_ACTIONS = defineMessages({
  viewBoard: { id: "projects.actions.viewBoard", defaultMessage: "View Board" },
  viewBoardOf: { id: "projects.actions.viewBoardOf", defaultMessage: "View board of {name}" },
  edit: { id: "projects.actions.edit", defaultMessage: "Edit {name}" },
  noSprint: { id: "projects.noSprint", defaultMessage: "No Sprint" },
});
