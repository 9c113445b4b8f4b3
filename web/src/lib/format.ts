import { format } from "date-fns";

/** A date as "Mar 9, 2025", or `fallback` when missing or unreadable. */
export function formatDate(iso: string | null | undefined, fallback = "No date"): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : format(date, "MMM d, yyyy");
}

/** Whether a due date is earlier than `now` (spec: 'Overdue means the due date is earlier than now'). */
export function isOverdue(dueDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!dueDate) return false;
  const time = Date.parse(dueDate);
  return !Number.isNaN(time) && time < now.getTime();
}

/** "1 Project" / "3 Projects". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
