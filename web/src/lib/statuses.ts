import { TASK_PRIORITY_VALUES, type TaskPriority } from "@contract/common";
import {
  PROJECT_STATUSES as PROJECT_STATUS_VALUES,
  type ProjectStatus,
  projectStatusValue,
} from "@contract/projects";
import { SPRINT_STATUSES as SPRINT_STATUS_VALUES, type SprintStatus } from "@contract/sprints";
import { DEFAULT_STATUSES, defaultStatusOf, type StatusColorValue, statusValue } from "@contract/statuses";
import { defineMessages, type MessageDescriptor, type Translate } from "@/i18n";

/**
 * The colours of statuses and priorities, defined once (product rules §3). The lists
 * themselves (priorities, sprint and project statuses, default task statuses, the ten colours) are
 * the contract's; this file adds a label and a colour to each. Class strings are written out in
 * full so Tailwind finds them.
 */

/** One of the ten custom-status colour names (contract/statuses.ts `STATUS_COLOR_VALUES`). */
export type StatusColor = StatusColorValue;

/** Classes for one colour: a solid dot, a soft badge, and a column accent border. */
export interface ColorClasses {
  dot: string;
  badge: string;
  border: string;
}

/** Tailwind classes per palette colour. */
export const COLOR_CLASSES: Record<StatusColor, ColorClasses> = {
  gray: { dot: "bg-gray-400", badge: "bg-gray-100 text-gray-700 border-gray-200", border: "border-gray-400" },
  blue: { dot: "bg-blue-500", badge: "bg-blue-50 text-blue-700 border-blue-200", border: "border-blue-500" },
  green: {
    dot: "bg-green-500",
    badge: "bg-green-50 text-green-700 border-green-200",
    border: "border-green-500",
  },
  amber: {
    dot: "bg-amber-500",
    badge: "bg-amber-50 text-amber-800 border-amber-200",
    border: "border-amber-500",
  },
  red: { dot: "bg-red-500", badge: "bg-red-50 text-red-700 border-red-200", border: "border-red-500" },
  purple: {
    dot: "bg-purple-500",
    badge: "bg-purple-50 text-purple-700 border-purple-200",
    border: "border-purple-500",
  },
  pink: { dot: "bg-pink-500", badge: "bg-pink-50 text-pink-700 border-pink-200", border: "border-pink-500" },
  indigo: {
    dot: "bg-indigo-500",
    badge: "bg-indigo-50 text-indigo-700 border-indigo-200",
    border: "border-indigo-500",
  },
  cyan: { dot: "bg-cyan-500", badge: "bg-cyan-50 text-cyan-800 border-cyan-200", border: "border-cyan-500" },
  orange: {
    dot: "bg-orange-500",
    badge: "bg-orange-50 text-orange-800 border-orange-200",
    border: "border-orange-500",
  },
};

/** Classes for a colour name, gray when the name is unknown. */
export function colorClasses(color: string | null | undefined): ColorClasses {
  return COLOR_CLASSES[(color ?? "gray") as StatusColor] ?? COLOR_CLASSES.gray;
}

/** A status or priority as a select or badge shows it. */
export type LabelledValue<V extends string = string> = { value: V; label: string; color: StatusColor };

/** The default task statuses (product rules §3, contract `DEFAULT_STATUSES`): value, label and colour. */
export const TASK_STATUSES: readonly LabelledValue[] = DEFAULT_STATUSES.map((s) => ({
  value: statusValue(s.name),
  label: s.name,
  color: s.color,
}));

/** Colour of a task status: todo gray, in_progress blue, review amber, done green, anything else gray. */
export function taskStatusColor(status: string): StatusColor {
  const value = statusValue(status);
  return TASK_STATUSES.find((s) => s.value === value)?.color ?? "gray";
}

/**
 * The default statuses' names in the language shown (issue 24), keyed by value. A column's own title
 * is the project's content and shown as it is; these name a status known only by its value.
 */
export const TASK_STATUS_LABELS = defineMessages({
  todo: { id: "statuses.default.todo", defaultMessage: "To Do" },
  in_progress: { id: "statuses.default.inProgress", defaultMessage: "In Progress" },
  review: { id: "statuses.default.review", defaultMessage: "Review" },
  done: { id: "statuses.default.done", defaultMessage: "Done" },
}) satisfies Record<string, MessageDescriptor>;

/** Like `statusLabel`, translated: a default status's name in the language shown, else the value tidied. */
export function statusText(t: Translate, status: string): string {
  const message = (TASK_STATUS_LABELS as Record<string, MessageDescriptor>)[statusValue(status)];
  return message ? t(message) : statusLabel(status);
}

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

/**
 * A board column's name as shown, the one function every screen names a column with (issue 32: the
 * board, the table, the task history and activity, the dialogs, announcements): one of the four
 * default statuses still under its English name in the language shown; a name the owner gave (a
 * custom status, a renamed one) as it is. The server names columns the same way (server/i18n/columns.ts;
 * both ask contract `defaultStatusOf`).
 */
export function columnTitleText(t: Translate, column: { id: string; title: string }): string {
  const status = defaultStatusOf(column);
  return status ? statusText(t, status) : column.title;
}

/**
 * The name of the column a status value stands for, among a board's `columns` (value to title, or
 * a list): its column's name as `columnTitleText` gives it; a value no column has, as `statusText`.
 */
export function statusColumnText(
  t: Translate,
  columns: ReadonlyMap<string, string> | readonly { id: string; title: string }[],
  status: string,
): string {
  const title = "get" in columns ? columns.get(status) : columns.find((c) => c.id === status)?.title;
  return title === undefined ? statusText(t, status) : columnTitleText(t, { id: status, title });
}

/** Human label of a status value: the known label, else the value with underscores as spaces, capitalised. */
export function statusLabel(status: string): string {
  const value = statusValue(status);
  const known = TASK_STATUSES.find((s) => s.value === value);
  if (known) return known.label;
  const words = status.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PRIORITY_LOOKS: Record<TaskPriority, { label: string; color: StatusColor }> = {
  high: { label: "High", color: "red" },
  medium: { label: "Medium", color: "amber" },
  low: { label: "Low", color: "green" },
};

/** Priority names in the language shown (issue 24); `TASK_PRIORITIES`' labels stay English for older callers. */
export const PRIORITY_LABELS = defineMessages({
  high: { id: "statuses.priority.high", defaultMessage: "High" },
  medium: { id: "statuses.priority.medium", defaultMessage: "Medium" },
  low: { id: "statuses.priority.low", defaultMessage: "Low" },
}) satisfies Record<TaskPriority, MessageDescriptor>;

/** A priority's name in the language shown; an unknown value as it is. */
export function priorityText(t: Translate, priority: string): string {
  return labelOf(t, PRIORITY_LABELS, priority, priority);
}

/** Task priorities (contract `TASK_PRIORITY_VALUES`, highest first) with their labels and colours. */
export const TASK_PRIORITIES: readonly LabelledValue<TaskPriority>[] = TASK_PRIORITY_VALUES.map((value) => ({
  value,
  ...PRIORITY_LOOKS[value],
}));

/** Colour of a task priority, gray when unknown. */
export function priorityColor(priority: string): StatusColor {
  return TASK_PRIORITIES.find((p) => p.value === priority)?.color ?? "gray";
}

const SPRINT_STATUS_LOOKS: Record<SprintStatus, { label: string; color: StatusColor }> = {
  planning: { label: "Planning", color: "blue" },
  active: { label: "Active", color: "green" },
  completed: { label: "Completed", color: "gray" },
};

/** Sprint status names in the language shown (issue 24). */
export const SPRINT_STATUS_LABELS = defineMessages({
  planning: { id: "statuses.sprint.planning", defaultMessage: "Planning" },
  active: { id: "statuses.sprint.active", defaultMessage: "Active" },
  completed: { id: "statuses.sprint.completed", defaultMessage: "Completed" },
}) satisfies Record<SprintStatus, MessageDescriptor>;

/** A sprint status's name in the language shown; an unknown value as it is. */
export function sprintStatusText(t: Translate, status: string): string {
  return labelOf(t, SPRINT_STATUS_LABELS, status, status);
}

/** Sprint statuses: planning blue, active green, completed gray (product rules §13, 'Sprints list'). */
export const SPRINT_STATUSES: readonly LabelledValue<SprintStatus>[] = SPRINT_STATUS_VALUES.map((value) => ({
  value,
  ...SPRINT_STATUS_LOOKS[value],
}));

/** Colour of a sprint status, gray when unknown. */
export function sprintStatusColor(status: string): StatusColor {
  return SPRINT_STATUSES.find((s) => s.value === status)?.color ?? "gray";
}

const PROJECT_STATUS_LOOKS: Record<ProjectStatus, { label: string; color: StatusColor }> = {
  planning: { label: "Planning", color: "blue" },
  active: { label: "Active", color: "green" },
  on_hold: { label: "On Hold", color: "amber" },
  completed: { label: "Completed", color: "gray" },
  cancelled: { label: "Cancelled", color: "red" },
  archived: { label: "Archived", color: "purple" },
};

/** Project status names in the language shown (issue 24). */
export const PROJECT_STATUS_LABELS = defineMessages({
  planning: { id: "statuses.project.planning", defaultMessage: "Planning" },
  active: { id: "statuses.project.active", defaultMessage: "Active" },
  on_hold: { id: "statuses.project.onHold", defaultMessage: "On Hold" },
  completed: { id: "statuses.project.completed", defaultMessage: "Completed" },
  cancelled: { id: "statuses.project.cancelled", defaultMessage: "Cancelled" },
  archived: { id: "statuses.project.archived", defaultMessage: "Archived" },
}) satisfies Record<ProjectStatus, MessageDescriptor>;

/** A project status's name in the language shown (aliases folded); an unknown value as it is. */
export function projectStatusText(t: Translate, status: string): string {
  const message = (PROJECT_STATUS_LABELS as Record<string, MessageDescriptor>)[projectStatusValue(status)];
  return message ? t(message) : status;
}

/** Project statuses, the same six on every screen (product rules §3). */
export const PROJECT_STATUSES: readonly LabelledValue<ProjectStatus>[] = PROJECT_STATUS_VALUES.map(
  (value) => ({
    value,
    ...PROJECT_STATUS_LOOKS[value],
  }),
);

/** Colour of a project status (its aliases folded as the API folds them, `paused` is on_hold), gray when unknown. */
export function projectStatusColor(status: string): StatusColor {
  const value = projectStatusValue(status);
  return PROJECT_STATUSES.find((s) => s.value === value)?.color ?? "gray";
}
