import type { WebhookEvent } from "@contract/webhooks";
import { translateFieldMessage } from "@/api/field-messages";
import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/** The webhook events as the settings screen names them (contract WEBHOOK_EVENT_LABELS, translated). */
export const WEBHOOK_EVENT_MESSAGES: Record<WebhookEvent, MessageDescriptor> = defineMessages({
  "task.created": { id: "webhooks.event.taskCreated", defaultMessage: "Task created" },
  "task.updated": { id: "webhooks.event.taskUpdated", defaultMessage: "Task updated" },
  "task.moved": { id: "webhooks.event.taskMoved", defaultMessage: "Task moved" },
  "task.deleted": { id: "webhooks.event.taskDeleted", defaultMessage: "Task deleted" },
  "comment.created": { id: "webhooks.event.commentCreated", defaultMessage: "Comment created" },
  "project.updated": { id: "webhooks.event.projectUpdated", defaultMessage: "Project updated" },
  "task.linked": { id: "webhooks.event.taskLinked", defaultMessage: "Task linked" },
  "task.unlinked": { id: "webhooks.event.taskUnlinked", defaultMessage: "Task unlinked" },
});

/** A URL check's message (the contract's English) in the language shown, by its code. */
export function urlError(_t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateFieldMessage(message);
}
