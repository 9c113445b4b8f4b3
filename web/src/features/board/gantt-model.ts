import type { Task } from "@contract/tasks";
import { startOfDay } from "./board-model";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days a bar lasts when the task has no due date (product rules §16). */
export const GANTT_DEFAULT_DAYS = 7;
/** Days of margin before the earliest and after the latest date. */
export const GANTT_MARGIN_DAYS = 7;
/** The timeline spans at least this many weeks (the documented 6 week columns); longer ones scroll. */
export const GANTT_WEEKS = 6;
/** Horizontal scale: pixels per day, so long timelines scroll instead of squeezing their bars. */
export const GANTT_DAY_PX = 24;

/** One bar: where it starts and ends, and whether it is overdue (red ring). */
export interface GanttBar {
  task: Task;
  start: Date;
  end: Date;
  isOverdue: boolean;
  /** Due before it was created: drawn as a marked one-day bar at the creation date. */
  isDueBeforeCreation: boolean;
}

/** The timeline and its bars. */
export interface GanttModel {
  start: Date;
  end: Date;
  /** Total days of the timeline (at least 1). */
  days: number;
  /** A header date every 7 days across the whole timeline (at least 6). */
  weeks: Date[];
  bars: GanttBar[];
  /** Where today falls, as a percentage of the timeline (always inside it when there are bars). */
  today: number;
}

/**
 * Bars from each task's creation to its due date (or 7 days after creation), on a timeline from
 * 7 days before the earliest date (today included) to 7 days after the latest, at least 6 weeks
 * long; the current month when no task has dates. Overdue: due in the past and not in the
 * completed column. A task due before its creation gets a one-day bar, marked as such.
 */
export function ganttModel(tasks: readonly Task[], doneStatus: string, now = new Date()): GanttModel {
  const bars: GanttBar[] = tasks.map((task) => {
    const start = new Date(task.createdAt);
    const end = task.dueDate
      ? new Date(task.dueDate)
      : new Date(start.getTime() + GANTT_DEFAULT_DAYS * DAY_MS);
    const isOverdue = task.dueDate != null && end.getTime() < now.getTime() && task.status !== doneStatus;
    const isDueBeforeCreation = task.dueDate != null && end < start;
    return {
      task,
      start,
      end: isDueBeforeCreation ? new Date(start.getTime() + DAY_MS) : end,
      isOverdue,
      isDueBeforeCreation,
    };
  });
  const valid = bars.filter((b) => !Number.isNaN(b.start.getTime()) && !Number.isNaN(b.end.getTime()));
  let start: Date;
  let end: Date;
  if (valid.length === 0) {
    start = new Date(now.getFullYear(), now.getMonth(), 1);
    end = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  } else {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const b of valid) {
      min = Math.min(min, b.start.getTime(), b.end.getTime());
      max = Math.max(max, b.start.getTime(), b.end.getTime());
    }
    // Today is always on the timeline (its line), and the timeline is at least 6 weeks long.
    min = Math.min(min, now.getTime());
    max = Math.max(max, now.getTime());
    start = startOfDay(new Date(min - GANTT_MARGIN_DAYS * DAY_MS));
    end = startOfDay(new Date(max + GANTT_MARGIN_DAYS * DAY_MS));
    const shortest = start.getTime() + GANTT_WEEKS * 7 * DAY_MS;
    if (end.getTime() < shortest) end = new Date(shortest);
  }
  const days = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const weekCount = Math.max(GANTT_WEEKS, Math.ceil(days / 7));
  const weeks = Array.from({ length: weekCount }, (_, i) => new Date(start.getTime() + i * 7 * DAY_MS));
  const today = ((now.getTime() - start.getTime()) / (days * DAY_MS)) * 100;
  return { start, end, days, weeks, bars: valid, today };
}

/** A bar's left offset and width as percentages of the timeline. */
export function barGeometry(model: Pick<GanttModel, "start" | "days">, bar: Pick<GanttBar, "start" | "end">) {
  const total = model.days * DAY_MS;
  const left = ((bar.start.getTime() - model.start.getTime()) / total) * 100;
  const width = ((bar.end.getTime() - bar.start.getTime()) / total) * 100;
  return { left: Math.max(0, left), width: Math.max(0.5, Math.min(100 - Math.max(0, left), width)) };
}
