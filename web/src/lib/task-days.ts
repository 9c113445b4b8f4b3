import { isPastDueDay, taskDay } from "@contract/due-days";

/*
 * Date-only task dates in the browser (product rules, tasks; contract/due-days.ts): a due or start
 * date is a day, read in the reader's time zone.
 */

/** The reader's time zone: the browser's. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Whether a due date is past: a due date is a day, overdue only once that day has ended in the
 * reader's time zone (product rules, tasks): a task due today is not overdue today.
 */
export function isOverdue(
  dueDate: string | null | undefined,
  now: Date = new Date(),
  timeZone: string = readerTimeZone(),
): boolean {
  return isPastDueDay(dueDate, now, timeZone);
}

/** Local midnight of the day a date-only task date names (its due or start day), or null. */
export function localDayOf(value: string | null | undefined): Date | null {
  const day = taskDay(value);
  if (day === null) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
