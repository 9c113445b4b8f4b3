import { PROJECT_TASK_SORT_KEYS } from "@contract/projects";

/**
 * The columns of the Table view's task tables that sort, in their order on screen. The server sorts
 * (GET /api/projects/tasks?sort=, issue 14): status by the default columns, priority high to low,
 * tasks without an assignee or a due date last either way.
 */
export const TASK_SORT_KEYS = PROJECT_TASK_SORT_KEYS;
/** A sortable column. */
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];
/** A column and a direction; null is board order. */
export type TaskSort = { key: TaskSortKey; dir: "asc" | "desc" } | null;

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
