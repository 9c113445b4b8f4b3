import type { WebhookEvent } from "@contract/webhooks";
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

const URL_ERRORS = defineMessages({
  required: { id: "webhooks.url.required", defaultMessage: "URL is required" },
  tooLong: { id: "webhooks.url.tooLong", defaultMessage: "URL must be at most 2,000 characters" },
  notHttp: { id: "webhooks.url.notHttp", defaultMessage: "URL must be an http or https address" },
});

const URL_ERROR_BY_TEXT: Record<string, MessageDescriptor> = {
  "URL is required": URL_ERRORS.required,
  "URL must be at most 2,000 characters": URL_ERRORS.tooLong,
  "URL must be an http or https address": URL_ERRORS.notHttp,
};

/** A URL check's message (the contract's English) in the language shown. */
export function urlError(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = URL_ERROR_BY_TEXT[message];
  return descriptor ? t(descriptor) : message;
}
