import { TASK_TYPES, type TaskType } from "@contract/tasks";
import { BookmarkIcon, BugIcon, CheckSquareIcon, ZapIcon } from "lucide-react";
import { defineMessages, type MessageDescriptor, type Translate, useT } from "@/i18n";
import { cn } from "@/lib/utils";

/** Each type's name in the language shown (product rules §35), keyed by value: the one table of type names. */
export const TASK_TYPE_NAMES = defineMessages({
  epic: { id: "taskType.epic", defaultMessage: "Epic" },
  story: { id: "taskType.story", defaultMessage: "Story" },
  bug: { id: "taskType.bug", defaultMessage: "Bug" },
  task: { id: "taskType.task", defaultMessage: "Task" },
});

/** Each type's name (the message to show), icon and colour. */
export const TASK_TYPE_META: Record<
  TaskType,
  { name: MessageDescriptor; Icon: typeof BugIcon; className: string }
> = {
  epic: {
    name: TASK_TYPE_NAMES.epic,
    Icon: ZapIcon,
    className: "text-purple-600 dark:text-purple-400",
  },
  story: {
    name: TASK_TYPE_NAMES.story,
    Icon: BookmarkIcon,
    className: "text-green-600 dark:text-green-400",
  },
  bug: {
    name: TASK_TYPE_NAMES.bug,
    Icon: BugIcon,
    className: "text-red-600 dark:text-red-400",
  },
  task: {
    name: TASK_TYPE_NAMES.task,
    Icon: CheckSquareIcon,
    className: "text-blue-600 dark:text-blue-400",
  },
};

/** The words of the lists' type filters. */
export const TASK_TYPE_FILTER_MESSAGES = defineMessages({
  anyType: { id: "taskType.any", defaultMessage: "Any type" },
  filterByType: { id: "taskType.filterByType", defaultMessage: "Filter by type" },
});

/** The choices of a list's 'Type' filter (product rules §35): `all`, then each type by name. */
export function taskTypeFilterOptions(t: Translate): { value: string; label: string }[] {
  return [
    { value: "all", label: t(TASK_TYPE_FILTER_MESSAGES.anyType) },
    ...TASK_TYPES.map((type) => ({ value: type, label: t(TASK_TYPE_NAMES[type]) })),
  ];
}

/** A task's type as an icon with its name for assistive technology ('Epic', 'Story', 'Bug', 'Task'). */
export function TaskTypeIcon({ type, className }: { type: TaskType | undefined; className?: string }) {
  const meta = TASK_TYPE_META[type ?? "task"] ?? TASK_TYPE_META.task;
  const { Icon } = meta;
  const t = useT();
  const name = t(meta.name);
  return (
    // An image with a name, not hidden text: the type is announced, but a row's or card's text (its
    // title, what people copy and tests read) stays the task's own.
    <span role="img" aria-label={name} className="inline-flex shrink-0" title={name} data-testid="task-type">
      <Icon aria-hidden="true" className={cn("size-3.5", meta.className, className)} />
    </span>
  );
}
