import type { BoardColumn, Task } from "@contract/tasks";
import { localDayOf } from "./task-days";

/** A column as the board shows it: the status, its title and colour, and its tasks in order. */
export interface BoardColumnView {
  /** The status value (`todo`, `in_progress`, ...). */
  id: string;
  /** Column title. */
  title: string;
  /** Palette colour name. */
  color: string;
  /** True for the extra column of a status that matches no custom status (product rules §3). */
  isExtra: boolean;
  /** The column's tasks by position. */
  tasks: Task[];
  /** The column's WIP limit, or null (product rules §24). */
  wipLimit: number | null;
}

/** The filters of the board header. */
export interface BoardFilter {
  /** Case-insensitive text matched against title or description. */
  search: string;
  /** Status values to show; empty means all. */
  statuses: readonly string[];
  /** Only tasks of this type (product rules §35); null or absent means all. */
  type?: string | null;
  /** Only this epic and the tasks under it (children and their sub-tasks); null or absent means all. */
  epicId?: number | null;
  /** The kanban's swimlanes: epic, assignee or priority; null or absent means none (product rules §35). */
  swimlanes?: string | null;
}

/** The ids of an epic and every task under it (two levels), from the board's tasks. */
export function epicFamily(tasks: readonly Task[], epicId: number): Set<number> {
  const family = new Set([epicId]);
  for (let level = 0; level < 2; level++)
    for (const task of tasks) if (task.parentId !== null && family.has(task.parentId)) family.add(task.id);
  return family;
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
      view = { id: task.status, title: task.status, color: "gray", isExtra: true, tasks: [], wipLimit: null };
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
  // A due date is a day (product rules, tasks): compared as the reader's local days.
  const day = localDayOf(task.dueDate);
  if (!day) return "none" as const;
  const due = day.getTime();
  const today = startOfDay(now).getTime();
  if (due < today) return task.status === doneStatus ? ("none" as const) : ("overdue" as const);
  if (due <= today + 3 * 24 * 60 * 60 * 1000) return "soon" as const;
  return "none" as const;
}

/** The completed column of a board: `done` when present, else the last column (product rules §3). */
export function doneStatusOf(columns: readonly Pick<BoardColumn, "id">[]): string {
  if (columns.length === 0 || columns.some((c) => c.id === "done")) return "done";
  return columns[columns.length - 1]!.id;
}

/** A card shows its progress bar only in the in-progress column and above 0 (product rules). */
export function showsProgress(task: Pick<Task, "status" | "progress">): boolean {
  return (task.status === "in_progress" || task.status === "progress") && task.progress > 0;
}

/** At most 3 tags on a card, and how many more there are. */
export function visibleTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** The board as the views show it: every column, the filtered columns and the tasks for the lists. */
export interface BoardLayout {
  /** Every column (the owner's, then the extra ones), for the status filter's choices. */
  allColumns: BoardColumnView[];
  /** The kanban's columns after the filter; an extra column stays while any task still has its status. */
  shownColumns: BoardColumnView[];
  /** The filtered tasks in column order, then by position (the table and gantt views). */
  listTasks: Task[];
}

/** Lays the board out for the header's filter (the page's column logic, in one tested place). */
export function layoutBoard(
  columns: readonly BoardColumn[],
  tasks: readonly Task[],
  filter: BoardFilter,
): BoardLayout {
  const family = filter.epicId ? epicFamily(tasks, filter.epicId) : null;
  const filtered =
    filter.search.trim() || filter.statuses.length || filter.type || family
      ? tasks.filter(
          (t) =>
            matchesFilter(t, filter) &&
            (!filter.type || t.type === filter.type) &&
            (family === null || family.has(t.id)),
        )
      : tasks;
  const allColumns = groupColumns(columns, tasks);
  const grouped = groupColumns(columns, filtered);
  const emptyExtras = allColumns
    .filter((c) => c.isExtra && !grouped.some((g) => g.id === c.id))
    .map((c) => ({ ...c, tasks: [] }));
  const withExtras = [...grouped, ...emptyExtras];
  const shownColumns = filter.statuses.length
    ? withExtras.filter((c) => filter.statuses.includes(c.id))
    : withExtras;
  const order = new Map(allColumns.map((c, i) => [c.id, i]));
  const listTasks = [...filtered].sort(
    (a, b) => (order.get(a.status) ?? 99) - (order.get(b.status) ?? 99) || a.position - b.position,
  );
  return { allColumns, shownColumns, listTasks };
}
