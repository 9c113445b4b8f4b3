import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/** Words the repository screens share. */
export const REPOSITORY_MESSAGES = defineMessages({
  copy: { id: "repositories.copy", defaultMessage: "Copy" },
  url: { id: "repositories.noun.url", defaultMessage: "URL" },
  secret: { id: "repositories.noun.secret", defaultMessage: "secret" },
  connect: { id: "repositories.connect", defaultMessage: "Connect repository" },
  secretOnce: {
    id: "repositories.secretOnce",
    defaultMessage: "Copy its secret now: it is shown only once.",
  },
  disconnect: { id: "repositories.disconnect", defaultMessage: "Disconnect" },
});

const NAME_ERRORS = defineMessages({
  required: { id: "repositories.name.required", defaultMessage: "Repository is required" },
  tooLong: { id: "repositories.name.tooLong", defaultMessage: "Repository must be at most 200 characters" },
  gitEnding: { id: "repositories.name.gitEnding", defaultMessage: "Leave out the .git ending" },
});

const NAME_ERROR_BY_TEXT: Record<string, MessageDescriptor> = {
  "Repository is required": NAME_ERRORS.required,
  "Repository must be at most 200 characters": NAME_ERRORS.tooLong,
  "Leave out the .git ending": NAME_ERRORS.gitEnding,
};

/** A repository name check's message (the contract's English) in the language shown. */
export function nameError(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = NAME_ERROR_BY_TEXT[message];
  return descriptor ? t(descriptor) : message;
}
