import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/**
 * The validation messages the task, checklist, sprint, goal and status forms show (the contract's
 * and the forms' zod rules, written in English there), in the language shown (issue 24). A message
 * not listed is shown as it is.
 */
const FIELD_ERRORS = defineMessages({
  titleRequired: { id: "tasks.field.titleRequired", defaultMessage: "Title is required" },
  titleTooLong: { id: "tasks.field.titleTooLong", defaultMessage: "Title must be at most 255 characters" },
  descriptionTooLong: {
    id: "tasks.field.descriptionTooLong",
    defaultMessage: "Description must be at most 20000 characters",
  },
  statusRequired: { id: "tasks.field.statusRequired", defaultMessage: "Status is required" },
  progress: { id: "tasks.field.progress", defaultMessage: "Progress must be a whole number from 0 to 100" },
  itemRequired: { id: "tasks.field.itemRequired", defaultMessage: "Item text is required" },
  itemTooLong: { id: "tasks.field.itemTooLong", defaultMessage: "Item text must be at most 200 characters" },
});

const BY_TEXT = new Map<string, MessageDescriptor>(
  Object.values(FIELD_ERRORS).map((message) => [message.defaultMessage, message]),
);

/** Adds more known messages (a form's own rules), keyed by their English text. */
export function registerFieldErrors(messages: Record<string, MessageDescriptor>): void {
  for (const message of Object.values(messages)) BY_TEXT.set(message.defaultMessage, message);
}

/** A form's validation message in the language shown; undefined stays undefined. */
export function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = BY_TEXT.get(message);
  return known ? t(known) : message;
}
