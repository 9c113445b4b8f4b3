import { TASK_TYPES, type TaskType } from "@contract/tasks";
import { BookmarkIcon, BugIcon, CheckSquareIcon, ZapIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Each type's name and icon (product rules §35). */
export const TASK_TYPE_META: Record<TaskType, { label: string; Icon: typeof BugIcon; className: string }> = {
  epic: { label: "Epic", Icon: ZapIcon, className: "text-purple-600 dark:text-purple-400" },
  story: { label: "Story", Icon: BookmarkIcon, className: "text-green-600 dark:text-green-400" },
  bug: { label: "Bug", Icon: BugIcon, className: "text-red-600 dark:text-red-400" },
  task: { label: "Task", Icon: CheckSquareIcon, className: "text-blue-600 dark:text-blue-400" },
};

/** The choices of a list's 'Type' filter (product rules §35): `all`, then each type by name. */
export const TASK_TYPE_FILTER_OPTIONS: { value: string; label: string }[] = [
  { value: "all", label: "Any type" },
  ...TASK_TYPES.map((type) => ({ value: type, label: TASK_TYPE_META[type].label })),
];

/** A task's type as an icon with its name for assistive technology ('Epic', 'Story', 'Bug', 'Task'). */
export function TaskTypeIcon({ type, className }: { type: TaskType | undefined; className?: string }) {
  const meta = TASK_TYPE_META[type ?? "task"] ?? TASK_TYPE_META.task;
  const { Icon } = meta;
  return (
    // An image with a name, not hidden text: the type is announced, but a row's or card's text (its
    // title, what people copy and tests read) stays the task's own.
    <span
      role="img"
      aria-label={meta.label}
      className="inline-flex shrink-0"
      title={meta.label}
      data-testid="task-type"
    >
      <Icon aria-hidden="true" className={cn("size-3.5", meta.className, className)} />
    </span>
  );
}
