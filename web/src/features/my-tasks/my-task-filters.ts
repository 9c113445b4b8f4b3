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

/** What the filters read from a task. */
export interface FilterableTask {
  title: string;
  description: string | null;
  status: string;
  priority: string;
  project: { name: string };
}

/** The filters of My Tasks. */
export interface MyTaskFilters {
  search: string;
  status: string;
  priority: string;
}

/**
 * Tasks matching the search (title, description or project name, case-insensitive), the status
 * (aliases folded: `progress` is in_progress) and the priority; "all" matches everything.
 */
export function filterMyTasks<T extends FilterableTask>(tasks: readonly T[], filters: MyTaskFilters): T[] {
  const needle = filters.search.trim().toLowerCase();
  return tasks.filter((task) => {
    if (filters.status !== "all" && normalizeTaskStatus(task.status) !== filters.status) return false;
    if (filters.priority !== "all" && task.priority !== filters.priority) return false;
    if (!needle) return true;
    return [task.title, task.description ?? "", task.project.name].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** Overdue on My Tasks: due before now and not done. */
export function isPastDue(task: { dueDate: string | null; status: string }, now: Date = new Date()): boolean {
  if (!task.dueDate) return false;
  const due = Date.parse(task.dueDate);
  return !Number.isNaN(due) && due < now.getTime() && normalizeTaskStatus(task.status) !== "done";
}
