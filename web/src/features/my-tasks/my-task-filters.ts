import { normalizeTaskStatus } from "../../lib/statuses";

/** The status filter's choices (spec part 2 'My Tasks'). */
export const STATUS_FILTERS = [
  { value: "all", label: "All Status" },
  { value: "todo", label: "To Do" },
  { value: "in_progress", label: "In Progress" },
  { value: "review", label: "Review" },
  { value: "done", label: "Done" },
] as const;

/** The priority filter's choices. */
export const PRIORITY_FILTERS = [
  { value: "all", label: "All Priorities" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;

/** The filters of My Tasks. */
export interface MyTaskFilters {
  search: string;
  status: string;
  priority: string;
}

/** Overdue on My Tasks: due before now and not done. */
export function isPastDue(task: { dueDate: string | null; status: string }, now: Date = new Date()): boolean {
  if (!task.dueDate) return false;
  const due = Date.parse(task.dueDate);
  return !Number.isNaN(due) && due < now.getTime() && normalizeTaskStatus(task.status) !== "done";
}
