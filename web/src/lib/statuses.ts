/**
 * The spec's status and priority colours, defined once (STYLE.md 'The interface').
 * Class strings are written out in full so Tailwind finds them.
 */

/** The ten colour names a custom status may use (spec part 1 section 5). */
export const STATUS_COLORS = [
  "gray",
  "blue",
  "green",
  "amber",
  "red",
  "purple",
  "pink",
  "indigo",
  "cyan",
  "orange",
] as const;

/** One of the ten custom-status colour names. */
export type StatusColor = (typeof STATUS_COLORS)[number];

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

/** The default task statuses (DECISIONS 3): value, label and colour. */
export const TASK_STATUSES = [
  { value: "todo", label: "To Do", color: "gray" },
  { value: "in_progress", label: "In Progress", color: "blue" },
  { value: "review", label: "Review", color: "amber" },
  { value: "done", label: "Done", color: "green" },
] as const satisfies readonly { value: string; label: string; color: StatusColor }[];

const TASK_STATUS_ALIASES: Record<string, string> = {
  progress: "in_progress",
  inprogress: "in_progress",
  to_do: "todo",
};

/** The canonical value of a task status, folding the aliases of DECISIONS 3. */
export function normalizeTaskStatus(status: string): string {
  const lower = status.trim().toLowerCase();
  return TASK_STATUS_ALIASES[lower] ?? lower;
}

/** Colour of a task status: todo gray, in_progress blue, review amber, done green, anything else gray. */
export function taskStatusColor(status: string): StatusColor {
  const value = normalizeTaskStatus(status);
  return TASK_STATUSES.find((s) => s.value === value)?.color ?? "gray";
}

/** Human label of a status value: the known label, else the value with underscores as spaces, capitalised. */
export function statusLabel(status: string): string {
  const value = normalizeTaskStatus(status);
  const known = TASK_STATUSES.find((s) => s.value === value);
  if (known) return known.label;
  const words = status.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Task priorities (DECISIONS 3) with their colours. */
export const TASK_PRIORITIES = [
  { value: "high", label: "High", color: "red" },
  { value: "medium", label: "Medium", color: "amber" },
  { value: "low", label: "Low", color: "green" },
] as const satisfies readonly { value: string; label: string; color: StatusColor }[];

/** Colour of a task priority, gray when unknown. */
export function priorityColor(priority: string): StatusColor {
  return TASK_PRIORITIES.find((p) => p.value === priority)?.color ?? "gray";
}

/** Sprint statuses: planning blue, active green, completed gray (spec part 1 'Sprints list'). */
export const SPRINT_STATUSES = [
  { value: "planning", label: "Planning", color: "blue" },
  { value: "active", label: "Active", color: "green" },
  { value: "completed", label: "Completed", color: "gray" },
] as const satisfies readonly { value: string; label: string; color: StatusColor }[];

/** Colour of a sprint status, gray when unknown. */
export function sprintStatusColor(status: string): StatusColor {
  return SPRINT_STATUSES.find((s) => s.value === status)?.color ?? "gray";
}

/** Project statuses, the same six on every screen (DECISIONS 3). */
export const PROJECT_STATUSES = [
  { value: "planning", label: "Planning", color: "blue" },
  { value: "active", label: "Active", color: "green" },
  { value: "on_hold", label: "On Hold", color: "amber" },
  { value: "completed", label: "Completed", color: "gray" },
  { value: "cancelled", label: "Cancelled", color: "red" },
  { value: "archived", label: "Archived", color: "purple" },
] as const satisfies readonly { value: string; label: string; color: StatusColor }[];

/** Colour of a project status (folding 'on-hold' and 'paused' into on_hold), gray when unknown. */
export function projectStatusColor(status: string): StatusColor {
  const value = status === "on-hold" || status === "paused" ? "on_hold" : status;
  return PROJECT_STATUSES.find((s) => s.value === value)?.color ?? "gray";
}
