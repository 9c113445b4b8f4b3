import type { BoardColumn, Task } from "@contract/tasks";

/** A column as the board shows it: the status, its title and colour, and its tasks in order. */
export interface BoardColumnView {
  /** The status value (`todo`, `in_progress`, ...). */
  id: string;
  /** Column title. */
  title: string;
  /** Palette colour name. */
  color: string;
  /** True for the extra column of a status that matches no custom status (DECISIONS 3). */
  isExtra: boolean;
  /** The column's tasks by position. */
  tasks: Task[];
}

/** The filters of the board header. */
export interface BoardFilter {
  /** Case-insensitive text matched against title or description. */
  search: string;
  /** Status values to show; empty means all. */
  statuses: readonly string[];
}

const byPosition = (a: Task, b: Task) => a.position - b.position || a.id - b.id;

/** Whether a task passes the header's search and status filter. */
export function matchesFilter(task: Task, filter: BoardFilter): boolean {
  if (filter.statuses.length > 0 && !filter.statuses.includes(task.status)) return false;
  const needle = filter.search.trim().toLowerCase();
  if (!needle) return true;
  return task.title.toLowerCase().includes(needle) || (task.description ?? "").toLowerCase().includes(needle);
}

/**
 * Groups tasks into the owner's columns in order, then one extra column per unknown status
 * (titled with the raw status, never hidden). Tasks within a column are sorted by position.
 */
export function groupColumns(columns: readonly BoardColumn[], tasks: readonly Task[]): BoardColumnView[] {
  const views = new Map<string, BoardColumnView>();
  for (const c of columns) views.set(c.id, { ...c, isExtra: false, tasks: [] });
  for (const task of tasks) {
    let view = views.get(task.status);
    if (!view) {
      view = { id: task.status, title: task.status, color: "gray", isExtra: true, tasks: [] };
      views.set(task.status, view);
    }
    view.tasks.push(task);
  }
  for (const view of views.values()) view.tasks.sort(byPosition);
  return [...views.values()];
}

/** Local midnight of a day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The due-date state of a card: overdue (before today, red), soon (today to 3 days ahead, amber), or none. */
export function dueState(task: Pick<Task, "dueDate" | "status">, doneStatus: string, now = new Date()) {
  if (!task.dueDate) return "none" as const;
  const due = startOfDay(new Date(task.dueDate)).getTime();
  const today = startOfDay(now).getTime();
  if (due < today) return task.status === doneStatus ? ("none" as const) : ("overdue" as const);
  if (due <= today + 3 * 24 * 60 * 60 * 1000) return "soon" as const;
  return "none" as const;
}

/** The completed column of a board: `done` when present, else the last column (DECISIONS 3). */
export function doneStatusOf(columns: readonly BoardColumn[]): string {
  if (columns.length === 0 || columns.some((c) => c.id === "done")) return "done";
  return columns[columns.length - 1]!.id;
}

/** A card shows its progress bar only in the in-progress column and above 0 (spec part 2). */
export function showsProgress(task: Pick<Task, "status" | "progress">): boolean {
  return (task.status === "in_progress" || task.status === "progress") && task.progress > 0;
}

/** At most 3 tags on a card, and how many more there are. */
export function visibleTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
