import type { BurndownDay, BurndownScopeChange } from "@contract/reports";
import { parseISO } from "date-fns";
import { dateFormatter, defineMessages, type Translate, translator } from "@/i18n";

/** "Mar 3": a burndown day (YYYY-MM-DD), in the language shown. */
export const dayLabel = (date: string) =>
  dateFormatter({ month: "short", day: "numeric" }).format(parseISO(date));

const MESSAGES = defineMessages({
  points: {
    id: "reports.scope.points",
    defaultMessage: "{count, plural, one {{signed} point} other {{signed} points}}",
  },
  unestimatedAdded: {
    id: "reports.scope.unestimatedAdded",
    defaultMessage: "{count, plural, one {+# task, not estimated} other {+# tasks, not estimated}}",
  },
  unestimatedRemoved: {
    id: "reports.scope.unestimatedRemoved",
    defaultMessage: "{count, plural, one {-# task, not estimated} other {-# tasks, not estimated}}",
  },
  added: { id: "reports.scope.added", defaultMessage: "{count, plural, one {+# task} other {+# tasks}}" },
  removed: { id: "reports.scope.removed", defaultMessage: "{count, plural, one {-# task} other {-# tasks}}" },
  noPoints: { id: "reports.scope.noPoints", defaultMessage: "+0 points" },
  noTasks: { id: "reports.scope.noTasks", defaultMessage: "+0 tasks" },
  and: { id: "reports.scope.and", defaultMessage: "{first} and {second}" },
  slash: { id: "reports.scope.slash", defaultMessage: "{first} / {second}" },
  day: { id: "reports.scope.day", defaultMessage: "{date} {change}" },
  marker: {
    id: "reports.scope.marker",
    defaultMessage: "{count, plural, one {{signed} task} other {{signed} tasks}}",
  },
});

/** "+3", "-2", "+0". */
export const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** How many of the day's changed tasks had a numeric estimate (product rules §19). */
const estimatedChanges = (c: BurndownScopeChange) =>
  c.added - c.unestimatedAdded + (c.removed - c.unestimatedRemoved);

/**
 * One day's scope change as the chart's caption says it (product rules §21). In points, the points
 * of the estimated tasks, and the unestimated ones counted as tasks ('+1 task, not estimated')
 * rather than as '+0 points'; in tasks, the tasks planned in and taken out.
 */
export function scopeChangeText(
  c: BurndownScopeChange,
  points: boolean,
  t: Translate = translator(),
): string {
  const parts: string[] = [];
  if (points) {
    if (estimatedChanges(c) > 0)
      parts.push(t(MESSAGES.points, { count: c.deltaPoints, signed: signed(c.deltaPoints) }));
    if (c.unestimatedAdded > 0) parts.push(t(MESSAGES.unestimatedAdded, { count: c.unestimatedAdded }));
    if (c.unestimatedRemoved > 0) parts.push(t(MESSAGES.unestimatedRemoved, { count: c.unestimatedRemoved }));
  } else {
    if (c.added > 0) parts.push(t(MESSAGES.added, { count: c.added }));
    if (c.removed > 0) parts.push(t(MESSAGES.removed, { count: c.removed }));
  }
  if (parts.length === 0) parts.push(t(points ? MESSAGES.noPoints : MESSAGES.noTasks));
  const joiner = points ? MESSAGES.and : MESSAGES.slash;
  const change = parts.reduce((first, second) => t(joiner, { first, second }));
  return t(MESSAGES.day, { date: dayLabel(c.date), change });
}

/** The short label of a day's marker on the chart: the points, else (nothing estimated) the tasks. */
export function scopeMarkerLabel(
  c: BurndownScopeChange,
  points: boolean,
  t: Translate = translator(),
): string {
  if (!points) return signed(c.delta);
  if (estimatedChanges(c) > 0) return signed(c.deltaPoints);
  return t(MESSAGES.marker, { count: c.delta, signed: signed(c.delta) });
}

/** A burndown day as the chart draws it: no open figures for a day that has not ended yet. */
export type ChartDay = Omit<BurndownDay, "open" | "openPoints"> & {
  open: number | null;
  openPoints: number | null;
};

/**
 * The days as the chart draws them: the open lines stop at `today` (YYYY-MM-DD, UTC like the API's
 * days), since what is open on a later day is not known; the ideal line runs to the end.
 */
export function chartDays(days: BurndownDay[], today: string): ChartDay[] {
  return days.map((d) => (d.date > today ? { ...d, open: null, openPoints: null } : d));
}

/** Today as the burndown's days are written: the UTC date. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
