import { statusValue } from "@contract/statuses";
import { TASK_PRIORITIES, TASK_STATUSES } from "@/lib/statuses";
import { displayName } from "@/lib/user";

/** The columns of the Table view's task tables that sort, in their order on screen. */
export const TASK_SORT_KEYS = ["title", "status", "priority", "assignee", "dueDate"] as const;
/** A sortable column. */
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];
/** A column and a direction; null is board order. */
export type TaskSort = { key: TaskSortKey; dir: "asc" | "desc" } | null;

/** What the sort reads from a task. */
export interface SortableTask {
  title: string;
  status: string;
  priority: string;
  dueDate: string | null;
  assignee: { id: number; firstName: string | null; lastName: string | null; email: string } | null;
}

/** The `?taskSort=` value, "priority:desc", as a sort (null when absent or unknown). */
export function parseTaskSort(value: string): TaskSort {
  const [key, dir] = value.split(":");
  if (!TASK_SORT_KEYS.includes(key as TaskSortKey) || (dir !== "asc" && dir !== "desc")) return null;
  return { key: key as TaskSortKey, dir };
}

/** The `?taskSort=` value of a sort ("" for board order). */
export function taskSortParam(sort: TaskSort): string {
  return sort ? `${sort.key}:${sort.dir}` : "";
}

/** A header click: a new column sorts ascending, the same one flips, a third click goes back to board order. */
export function nextTaskSort(current: TaskSort, key: TaskSortKey): TaskSort {
  if (!current || current.key !== key) return { key, dir: "asc" };
  return current.dir === "asc" ? { key, dir: "desc" } : null;
}

const rank = (list: readonly { value: string }[], value: string) => {
  const i = list.findIndex((item) => item.value === value);
  return i === -1 ? list.length : i;
};

/**
 * The tasks in the chosen order (a stable sort; board order when `sort` is null). Status follows the
 * board's default columns, priority runs high to low, and tasks without an assignee or a due date
 * come last whichever the direction.
 */
export function sortTasks<T extends SortableTask>(tasks: readonly T[], sort: TaskSort): T[] {
  if (!sort) return [...tasks];
  const sign = sort.dir === "asc" ? 1 : -1;
  const text = (a: string, b: string) =>
    a.localeCompare(b, undefined, { sensitivity: "base", numeric: true });
  const compare = (a: T, b: T): number => {
    switch (sort.key) {
      case "title":
        return sign * text(a.title, b.title);
      case "status":
        return (
          sign *
          (rank(TASK_STATUSES, statusValue(a.status)) - rank(TASK_STATUSES, statusValue(b.status)) ||
            text(a.status, b.status))
        );
      case "priority":
        return sign * (rank(TASK_PRIORITIES, a.priority) - rank(TASK_PRIORITIES, b.priority));
      case "assignee":
        if (!a.assignee || !b.assignee) return Number(!a.assignee) - Number(!b.assignee);
        return sign * text(displayName(a.assignee), displayName(b.assignee));
      case "dueDate":
        if (!a.dueDate || !b.dueDate) return Number(!a.dueDate) - Number(!b.dueDate);
        return sign * (Date.parse(a.dueDate) - Date.parse(b.dueDate));
    }
  };
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((x, y) => compare(x.task, y.task) || x.index - y.index)
    .map((x) => x.task);
}
