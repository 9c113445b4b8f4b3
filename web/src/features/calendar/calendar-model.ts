import { statusValue } from "@contract/statuses";
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  isSameYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { dateFormatter, defineMessages, firstDayOfWeek, type Translate, translator } from "@/i18n";
import { isOverdue } from "@/lib/task-days";

/** The three calendar views. */
export type CalendarMode = "day" | "week" | "month";

/**
 * Weeks start where the language shown says (issue 24): Sunday in English (product rules §16),
 * Monday in German, French and Spanish, Saturday in Arabic...
 */
function week(): { weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 } {
  return { weekStartsOn: firstDayOfWeek() };
}

/** The most chips a month cell shows before '+N more' (product rules §16). */
export const MAX_CHIPS_PER_DAY = 3;

/** The most cards a week column shows before '+N more', which opens the day (issue 14). */
export const MAX_CARDS_PER_WEEK_DAY = 5;

/** The three views, as `?view=` names them; month is the default. */
export const CALENDAR_MODES: readonly CalendarMode[] = ["day", "week", "month"];

/** The first and last local instants the view shows (a month view covers whole weeks). */
export function visibleRange(mode: CalendarMode, date: Date): { start: Date; end: Date } {
  if (mode === "day") return { start: startOfDay(date), end: endOfDay(date) };
  if (mode === "week") return { start: startOfWeek(date, week()), end: endOfWeek(date, week()) };
  return { start: startOfWeek(startOfMonth(date), week()), end: endOfWeek(endOfMonth(date), week()) };
}

/**
 * The due-date range the calendar asks the server for: the visible days with one day of margin
 * each side, as bare ISO dates. The server reads bare dates as UTC days, so the margin covers any
 * time zone's offset (at most 14 hours); tasks in the margin are fetched but not shown.
 */
export function fetchRange(mode: CalendarMode, date: Date): { from: string; to: string; perDay?: number } {
  const { start, end } = visibleRange(mode, date);
  const range = { from: dayKey(addDays(start, -1)), to: dayKey(addDays(end, 1)) };
  // The month grid shows three chips a day and the week five cards: they ask for those and each
  // day's total (issue 14). The day view shows every task of its day, with descriptions.
  if (mode === "month") return { ...range, perDay: MAX_CHIPS_PER_DAY };
  if (mode === "week") return { ...range, perDay: MAX_CARDS_PER_WEEK_DAY };
  return range;
}

/** How many tasks are due on a day: the server's total when it sent only the first few. */
export function dayTotal(tasks: readonly { dayTotal?: number }[]): number {
  return Math.max(tasks.length, tasks[0]?.dayTotal ?? 0);
}

const MESSAGES = defineMessages({
  weekRange: { id: "calendar.title.weekRange", defaultMessage: "{start} - {end}" },
  scheduled: {
    id: "calendar.scheduled",
    defaultMessage: "{count, plural, one {# task scheduled} other {# tasks scheduled}}",
  },
});

/** Dates as the calendar writes them, in the language shown (Intl). */
export const CALENDAR_DATE = {
  month: { month: "long", year: "numeric" },
  day: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  dayOfMonth: { weekday: "long", month: "long", day: "numeric" },
  monthDay: { month: "long", day: "numeric" },
  shortDay: { month: "short", day: "numeric" },
  shortDayYear: { month: "short", day: "numeric", year: "numeric" },
  weekdayShort: { weekday: "short" },
  weekdayLong: { weekday: "long" },
  time: { hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** `date` formatted with one of the calendar's formats, in the language shown. */
export function formatCalendarDate(date: Date, kind: keyof typeof CALENDAR_DATE): string {
  return dateFormatter(CALENDAR_DATE[kind]).format(date);
}

/** The day of the month as the language writes it alone ('9'; no '9日'), for the grid's day numbers. */
export function dayNumber(date: Date): string {
  const parts = dateFormatter({ day: "numeric" }).formatToParts(date);
  return parts.find((part) => part.type === "day")?.value ?? String(date.getDate());
}

/** The heading: "March 2025"; "Mar 2 - Mar 8, 2025"; "Sunday, March 2, 2025" (in the language shown). */
export function calendarTitle(mode: CalendarMode, date: Date, t: Translate = translator()): string {
  if (mode === "month") return formatCalendarDate(date, "month");
  if (mode === "day") return formatCalendarDate(date, "day");
  const start = startOfWeek(date, week());
  const end = endOfWeek(date, week());
  return t(MESSAGES.weekRange, {
    start: formatCalendarDate(start, isSameYear(start, end) ? "shortDay" : "shortDayYear"),
    end: formatCalendarDate(end, "shortDayYear"),
  });
}

/** The date one view earlier (-1) or later (1). */
export function shiftDate(mode: CalendarMode, date: Date, direction: 1 | -1): Date {
  if (mode === "day") return addDays(date, direction);
  if (mode === "week") return addWeeks(date, direction);
  return addMonths(date, direction);
}

/** The days of the view: one, seven, or the whole weeks around the month. */
export function viewDays(mode: CalendarMode, date: Date): Date[] {
  const { start, end } = visibleRange(mode, date);
  return eachDayOfInterval({ start, end });
}

/** A local day key, "2025-03-09". */
export function dayKey(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** The fields the calendar reads from a task. */
export interface CalendarItem {
  id: number;
  status: string;
  dueDate?: string | null;
}

/** Tasks with a readable due date grouped by local day, earliest due first; tasks without one are dropped. */
export function groupByDay<T extends CalendarItem>(tasks: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const dated = tasks
    .map((task) => ({ task, time: task.dueDate ? Date.parse(task.dueDate) : Number.NaN }))
    .filter((x) => !Number.isNaN(x.time))
    .sort((a, b) => a.time - b.time || a.task.id - b.task.id);
  for (const { task, time } of dated) {
    const key = dayKey(new Date(time));
    const list = byDay.get(key);
    if (list) list.push(task);
    else byDay.set(key, [task]);
  }
  return byDay;
}

/** Overdue: due before now and not done (product rules §17). */
export function isTaskOverdue(task: CalendarItem, now: Date = new Date()): boolean {
  return isOverdue(task.dueDate, now) && statusValue(task.status) !== "done";
}

/** The count line under the title (the spec's wording, with plural rules: issue 20). */
export function scheduledLabel(count: number, t: Translate = translator()): string {
  return t(MESSAGES.scheduled, { count });
}

/** Where a task opens: its project's board with the task dialog. */
export function taskHref(task: { id: number; project: { id: number } }): string {
  return `/projects/${task.project.id}?taskId=${task.id}`;
}
