import type { BurndownDay, BurndownScopeChange } from "@contract/reports";
import { format, parseISO } from "date-fns";
import { plural, pluralWord } from "@/lib/plural";

/** "Mar 3": a burndown day (YYYY-MM-DD). */
export const dayLabel = (date: string) => format(parseISO(date), "MMM d");

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
export function scopeChangeText(c: BurndownScopeChange, points: boolean): string {
  const parts: string[] = [];
  if (points) {
    if (estimatedChanges(c) > 0)
      parts.push(`${signed(c.deltaPoints)} ${pluralWord(c.deltaPoints, "point", "points")}`);
    if (c.unestimatedAdded > 0) parts.push(`+${plural(c.unestimatedAdded, "task", "tasks")}, not estimated`);
    if (c.unestimatedRemoved > 0)
      parts.push(`-${plural(c.unestimatedRemoved, "task", "tasks")}, not estimated`);
  } else {
    if (c.added > 0) parts.push(`+${plural(c.added, "task", "tasks")}`);
    if (c.removed > 0) parts.push(`-${plural(c.removed, "task", "tasks")}`);
  }
  if (parts.length === 0) parts.push(points ? "+0 points" : "+0 tasks");
  return `${dayLabel(c.date)} ${parts.join(points ? " and " : " / ")}`;
}

/** The short label of a day's marker on the chart: the points, else (nothing estimated) the tasks. */
export function scopeMarkerLabel(c: BurndownScopeChange, points: boolean): string {
  if (!points) return signed(c.delta);
  if (estimatedChanges(c) > 0) return signed(c.deltaPoints);
  return `${signed(c.delta)} ${pluralWord(c.delta, "task", "tasks")}`;
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
