import { TASK_PRIORITY_VALUES } from "@contract/common";
import { CreateTaskBody, TASK_TYPES, type Task } from "@contract/tasks";
import type { PublicUser } from "@contract/users";
import { VALIDATION_MESSAGES } from "@contract/validation";
import { z } from "zod";
import { storyPointsFromSelect, storyPointsToSelect } from "@/lib/story-points";
import { localDayOf } from "@/lib/task-days";
import { displayName } from "@/lib/user";

/** The value of the assignee select meaning nobody. */
export const UNASSIGNED = "unassigned";

/**
 * The task form's values: the contract's title rule, and the raw control values (assignee as a
 * select value, due date as yyyy-mm-dd) that `toTaskPayload` turns into the API's shape.
 */
export const TaskFormSchema = z
  .object({
    title: CreateTaskBody.shape.title,
    description: z.string().max(20_000, "Description must be at most 20000 characters"),
    status: z.string().min(1, "Status is required"),
    priority: z.enum(TASK_PRIORITY_VALUES),
    assignedTo: z.string(),
    dueDate: z.string(),
    progress: z.number({ error: "Progress must be a whole number from 0 to 100" }).int().min(0).max(100),
    tags: z.array(z.string()),
    /** The Story points select's value: "none", a number as text, or "?". */
    storyPoints: z.string(),
    /** task, story, bug or epic (product rules §35); undefined (not sent) where the form lacks the field. */
    type: z.enum(TASK_TYPES).optional(),
    /** Progress follows the checklist (product rules §24); undefined (not sent) where the form lacks the switch. */
    progressFromChecklist: z.boolean().optional(),
    /** The start date as yyyy-mm-dd; undefined (not sent) where the form lacks the field (My Tasks). */
    startDate: z.string().optional(),
  })
  // yyyy-mm-dd texts compare as days; the API checks the same (product rules, tasks).
  .refine((v) => !(v.startDate && v.dueDate && v.startDate > v.dueDate), {
    message: VALIDATION_MESSAGES.START_AFTER_DUE,
    path: ["startDate"],
  });
export type TaskFormValues = z.infer<typeof TaskFormSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** A date-only task date as the date input's yyyy-mm-dd: the day it names (product rules, tasks). */
export function toDateInput(iso: string | null): string {
  const d = localDayOf(iso);
  if (!d) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The task fields the form starts from (a board task or one of My Tasks). */
type TaskStart = Pick<
  Task,
  "title" | "description" | "status" | "priority" | "assignedTo" | "dueDate" | "progress" | "tags"
> & {
  storyPoints?: Task["storyPoints"];
  progressFromChecklist?: boolean;
  type?: Task["type"];
  startDate?: Task["startDate"];
};

/** The form's starting values: the task's, or the defaults of a new task in `status`. */
export function initialValues(task: TaskStart | null, status: string): TaskFormValues {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    status: task?.status ?? status,
    priority: (TASK_PRIORITY_VALUES as readonly string[]).includes(task?.priority ?? "")
      ? (task!.priority as TaskFormValues["priority"])
      : "medium",
    assignedTo: task?.assignedTo != null ? String(task.assignedTo) : UNASSIGNED,
    dueDate: toDateInput(task?.dueDate ?? null),
    progress: task?.progress ?? 0,
    tags: task?.tags ?? [],
    storyPoints: storyPointsToSelect(task?.storyPoints),
    // A new board task starts as a task; a list without types (My Tasks) leaves the type alone.
    type: task === null ? "task" : task.type,
    progressFromChecklist: task?.progressFromChecklist,
    // A new board task, or one that carries the field, has a start date; My Tasks' list does not.
    startDate: task === null ? "" : task.startDate === undefined ? undefined : toDateInput(task.startDate),
  };
}

/** The body to send (product rules §14): unassigned and an empty date as null, else an integer and an ISO datetime. */
export function toTaskPayload(values: TaskFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim() ? values.description : null,
    status: values.status,
    priority: values.priority,
    assignedTo: values.assignedTo === UNASSIGNED ? null : Number.parseInt(values.assignedTo, 10),
    dueDate: values.dueDate ? new Date(`${values.dueDate}T00:00:00`).toISOString() : null,
    progress: values.progress,
    tags: values.tags,
    storyPoints: storyPointsFromSelect(values.storyPoints),
    type: values.type,
    progressFromChecklist: values.progressFromChecklist,
    startDate:
      values.startDate === undefined
        ? undefined
        : values.startDate
          ? new Date(`${values.startDate}T00:00:00`).toISOString()
          : null,
  };
}

/**
 * The due date to send: an empty input is null; a date left as the task had it keeps its time of
 * day (`original`); another one is local midnight, as on the board.
 */
export function toDueDate(value: string, original: string | null = null): string | null {
  if (!value) return null;
  if (original && toDateInput(original) === value) return original;
  return new Date(`${value}T00:00:00`).toISOString();
}

/** The assignee choices besides Unassigned: the current assignee first when the list lacks them. */
export function assigneeOptions(
  current: PublicUser | null | undefined,
  users: readonly PublicUser[],
): { value: string; label: string }[] {
  const people = current && !users.some((u) => u.id === current.id) ? [current, ...users] : users;
  return people.map((u) => ({ value: String(u.id), label: displayName(u) }));
}

/** Adds a tag: trimmed, ignoring empty and duplicate ones. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}
