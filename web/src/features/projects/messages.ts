import type { ProjectStatus } from "@contract/projects";
import { translateFieldMessage } from "@/api/field-messages";
import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/** The six project statuses as every screen names them (product rules §3). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, MessageDescriptor> = defineMessages({
  planning: { id: "projects.status.planning", defaultMessage: "Planning" },
  active: { id: "projects.status.active", defaultMessage: "Active" },
  on_hold: { id: "projects.status.onHold", defaultMessage: "On Hold" },
  completed: { id: "projects.status.completed", defaultMessage: "Completed" },
  cancelled: { id: "projects.status.cancelled", defaultMessage: "Cancelled" },
  archived: { id: "projects.status.archived", defaultMessage: "Archived" },
});

/** Task priorities, keyed by value. */
export const PRIORITY_LABELS = defineMessages({
  high: { id: "projects.priority.high", defaultMessage: "High" },
  medium: { id: "projects.priority.medium", defaultMessage: "Medium" },
  low: { id: "projects.priority.low", defaultMessage: "Low" },
});

/** The default task statuses, keyed by value (custom statuses are user content). */
export const TASK_STATUS_LABELS = defineMessages({
  todo: { id: "projects.taskStatus.todo", defaultMessage: "To Do" },
  in_progress: { id: "projects.taskStatus.inProgress", defaultMessage: "In Progress" },
  review: { id: "projects.taskStatus.review", defaultMessage: "Review" },
  done: { id: "projects.taskStatus.done", defaultMessage: "Done" },
});

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
