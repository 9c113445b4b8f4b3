import { z } from "zod";

/** The ten colours a custom status may use (product rules §16). */
export const STATUS_COLOR_VALUES = [
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
/** One of the ten status colours. */
export type StatusColorValue = (typeof STATUS_COLOR_VALUES)[number];

/** The four statuses every user starts with (product rules §3), in board order: editable, not deletable. */
export const DEFAULT_STATUSES: readonly { name: string; color: StatusColorValue }[] = [
  { name: "To Do", color: "gray" },
  { name: "In Progress", color: "blue" },
  { name: "Review", color: "amber" },
  { name: "Done", color: "green" },
];

/** Raw status values that mean a default status (product rules §3). */
const STATUS_ALIASES: Record<string, string> = {
  progress: "in_progress",
  inprogress: "in_progress",
  to_do: "todo",
};

/**
 * The value of a status name or raw status input (product rules §3): trimmed, lower-cased, spaces turned
 * into underscores, with `progress`/`inprogress` meaning `in_progress` and `to_do` meaning `todo`.
 */
export function statusValue(nameOrValue: string): string {
  const value = nameOrValue.trim().toLowerCase().replace(/\s+/g, "_");
  return STATUS_ALIASES[value] ?? value;
}

/**
 * The default status a column is (`todo`, `in_progress`, `review`, `done`), when it is one of the four
 * still under its English name: the name every language translates (issue 32). A name the owner gave
 * (a custom status, a renamed default) is null: it is the project's content, shown as it is.
 */
export function defaultStatusOf(column: { id: string; title: string }): string | null {
  const known = DEFAULT_STATUSES.find((s) => statusValue(s.name) === statusValue(column.id));
  return known && known.name === column.title.trim() ? statusValue(known.name) : null;
}

/** Every raw value a status stands for: its value and the aliases of it (`progress` for in_progress). */
export function statusValuesOf(nameOrValue: string): string[] {
  const value = statusValue(nameOrValue);
  return [value, ...Object.keys(STATUS_ALIASES).filter((alias) => STATUS_ALIASES[alias] === value)];
}

/** A custom status as the API returns it. */
export const CustomStatusSchema = z.object({
  /** Status id. */
  id: z.number().int(),
  /** Owner of the status. */
  userId: z.number().int(),
  /** Display name; its value names the board column. */
  name: z.string(),
  /** The column value derived from the name (`In Progress` -> `in_progress`). */
  value: z.string(),
  /** One of the ten colours. */
  color: z.string(),
  /** The four starting statuses: editable, not deletable. */
  isDefault: z.boolean(),
  /** Board order, ascending. */
  position: z.number().int(),
  /** ISO creation time. */
  createdAt: z.string(),
  /** ISO time of last change. */
  updatedAt: z.string(),
});
export type CustomStatus = z.output<typeof CustomStatusSchema>;

const NameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");
const ColorSchema = z.enum(STATUS_COLOR_VALUES, {
  error: `Color must be one of ${STATUS_COLOR_VALUES.join(", ")}`,
});

/** POST /api/custom-statuses */
export const CreateCustomStatusBody = z.object({
  /** Status name, 1-100 characters after trimming. */
  name: NameSchema,
  /** Colour; blue when absent. */
  color: ColorSchema.default("blue"),
});
export type CreateCustomStatus = z.output<typeof CreateCustomStatusBody>;
export type CreateCustomStatusInput = z.input<typeof CreateCustomStatusBody>;

/** PUT /api/custom-statuses/{id}: only the fields present change. */
export const UpdateCustomStatusBody = z.object({
  /** New name; renaming moves the status's tasks to the new value. */
  name: NameSchema.optional(),
  /** New colour. */
  color: ColorSchema.optional(),
});
export type UpdateCustomStatus = z.output<typeof UpdateCustomStatusBody>;
export type UpdateCustomStatusInput = z.input<typeof UpdateCustomStatusBody>;

/** PUT /api/custom-statuses/order: every one of the user's status ids, in the new board order. */
export const ReorderCustomStatusesBody = z.object({
  /** The user's status ids, each exactly once, first column first. */
  ids: z
    .array(z.number({ error: "ids must be a list of status ids" }).int("ids must be a list of status ids"), {
      error: "ids must be a list of status ids",
    })
    .min(1, "ids must be a list of status ids")
    .max(500, "ids must be a list of status ids"),
});
export type ReorderCustomStatuses = z.output<typeof ReorderCustomStatusesBody>;
export type ReorderCustomStatusesInput = z.input<typeof ReorderCustomStatusesBody>;

/** GET /api/custom-statuses/{id}/usage: the tasks in that status on the user's own boards. */
export const CustomStatusUsageSchema = z.object({
  /** Tasks in the status on the boards of the projects the user owns. */
  taskCount: z.number().int(),
  /** How many of those projects have such tasks. */
  projectCount: z.number().int(),
});
export type CustomStatusUsage = z.output<typeof CustomStatusUsageSchema>;
