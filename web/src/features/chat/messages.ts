import { defineMessages } from "@/i18n";

/** Words the chat shares. */
export const CHAT_MESSAGES = defineMessages({
  tryAgain: { id: "chat.tryAgain", defaultMessage: "Please try again." },
  uploadFailed: { id: "chat.uploadFailed", defaultMessage: "Upload failed" },
});
