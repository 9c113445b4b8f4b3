import { translateFieldMessage } from "@/api/field-messages";
import { defineMessages, type Translate } from "@/i18n";

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
  rotate: { id: "repositories.item.rotate", defaultMessage: "Rotate secret" },
  rotateFailed: { id: "repositories.item.rotateFailed", defaultMessage: "Failed to rotate the secret" },
});

/** A repository name check's message (the contract's English) in the language shown, by its code. */
export function nameError(_t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateFieldMessage(message);
}
