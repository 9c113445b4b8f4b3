import { statusValue } from "@contract/statuses";
import { TASK_PRIORITIES, TASK_STATUSES } from "../../lib/statuses";
import { isOverdue } from "../../lib/task-days";

/** The status filter's choices (product rules §13, 'My Tasks'). */
export const STATUS_FILTERS = [{ value: "all", label: "All Status" }, ...TASK_STATUSES];

/** The priority filter's choices. */
export const PRIORITY_FILTERS = [{ value: "all", label: "All Priorities" }, ...TASK_PRIORITIES];

/** The filters of My Tasks. */
export interface MyTaskFilters {
  search: string;
  status: string;
  priority: string;
  /** task, story, bug, epic or all (product rules §35). */
  type: string;
}

/** Overdue on My Tasks: its due day has ended here (product rules, tasks) and it is not done. */
export function isPastDue(task: { dueDate: string | null; status: string }, now: Date = new Date()): boolean {
  return isOverdue(task.dueDate, now) && statusValue(task.status) !== "done";
}
