import type { Task } from "@contract/tasks";
import { startOfDay } from "@/lib/board-model";
import { isOverdue, localDayOf } from "@/lib/task-days";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of margin before the earliest and after the latest date. */
export const GANTT_MARGIN_DAYS = 7;
/** The timeline spans at least this many weeks (the documented 6 week columns); longer ones scroll. */
export const GANTT_WEEKS = 6;
/** Horizontal scale: pixels per day, so long timelines scroll instead of squeezing their bars. */
export const GANTT_DAY_PX = 24;

/**
 * What a row's bar shows (product rules, Gantt): `span` from the start day to the due day, `due` or
 * `start` a single day when the task has only that date, `none` no bar at all (no dates).
 */
export type GanttBarKind = "span" | "due" | "start" | "none";

/** One row: the task, its bar's first day and the end of its last day (null without dates), overdue. */
export interface GanttBar {
  task: Task;
  kind: GanttBarKind;
  /** Local midnight of the first day, or null for no bar. */
  start: Date | null;
  /** Local midnight after the last day, or null for no bar. */
  end: Date | null;
  /** Its due day has ended here and it is not done (product rules, tasks). */
  isOverdue: boolean;
}

/** A row that has a bar. */
export type DatedBar = GanttBar & { start: Date; end: Date };

/** Whether the row has a bar. */
export const hasBar = (bar: GanttBar): bar is DatedBar => bar.start !== null && bar.end !== null;

/** The timeline and its rows. */
export interface GanttModel {
  start: Date;
  end: Date;
  /** Total days of the timeline (at least 1). */
  days: number;
  /** A header date every 7 days across the whole timeline (at least 6). */
  weeks: Date[];
  /** Every task, in order; those without dates have no bar. */
  bars: GanttBar[];
  /** Where today falls, as a percentage of the timeline (always inside it when there are bars). */
  today: number;
}

/** A task's row: from its start day to its due day, the one day it has, or no bar. */
function barOf(task: Task, doneStatus: string, now: Date): GanttBar {
  const start = localDayOf(task.startDate);
  const due = localDayOf(task.dueDate);
  const first = start ?? due;
  const last = due ?? start;
  const kind: GanttBarKind = start && due ? "span" : due ? "due" : start ? "start" : "none";
  return {
    task,
    kind,
    start: first,
    end: last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) : null,
    isOverdue: task.dueDate != null && task.status !== doneStatus && isOverdue(task.dueDate, now),
  };
}

/**
 * A row per task, with a bar from its start day to the end of its due day (a single day when it has
 * one of the two, none without dates: nothing is invented), on a timeline from 7 days before the
 * earliest date (today included) to 7 days after the latest, at least 6 weeks long; the current
 * month when no task has dates. Overdue: the due day has ended here and it is not completed.
 */
export function ganttModel(tasks: readonly Task[], doneStatus: string, now = new Date()): GanttModel {
  const bars = tasks.map((task) => barOf(task, doneStatus, now));
  const dated = bars.filter(hasBar);
  let start: Date;
  let end: Date;
  if (dated.length === 0) {
    start = new Date(now.getFullYear(), now.getMonth(), 1);
    end = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  } else {
    let min = now.getTime();
    let max = now.getTime();
    for (const b of dated) {
      min = Math.min(min, b.start.getTime());
      max = Math.max(max, b.end.getTime());
    }
    start = startOfDay(new Date(min - GANTT_MARGIN_DAYS * DAY_MS));
    end = startOfDay(new Date(max + GANTT_MARGIN_DAYS * DAY_MS));
    const shortest = start.getTime() + GANTT_WEEKS * 7 * DAY_MS;
    if (end.getTime() < shortest) end = new Date(shortest);
  }
  const days = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const weekCount = Math.max(GANTT_WEEKS, Math.ceil(days / 7));
  const weeks = Array.from({ length: weekCount }, (_, i) => new Date(start.getTime() + i * 7 * DAY_MS));
  const today = ((now.getTime() - start.getTime()) / (days * DAY_MS)) * 100;
  return { start, end, days, weeks, bars, today };
}

/** A bar's left offset and width as percentages of the timeline. */
export function barGeometry(model: Pick<GanttModel, "start" | "days">, bar: { start: Date; end: Date }) {
  const total = model.days * DAY_MS;
  const left = ((bar.start.getTime() - model.start.getTime()) / total) * 100;
  const width = ((bar.end.getTime() - bar.start.getTime()) / total) * 100;
  return { left: Math.max(0, left), width: Math.max(0.5, Math.min(100 - Math.max(0, left), width)) };
}
