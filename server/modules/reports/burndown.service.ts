import { and, eq, sql } from "drizzle-orm";
import type { ReportUnit } from "../../../contract/common.ts";
import type { Burndown, BurndownDay } from "../../../contract/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { loadVisibleSprint, projectVisibleTo } from "../../platform/access.ts";
import { reportUnit, taskPoints } from "./report-filters.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest sprint a burndown is drawn for, in days. */
export const MAX_BURNDOWN_DAYS = 730;

/** Why a sprint has no burndown. */
export const NO_DATES_REASON = "Set the sprint's start and end dates to see its burndown.";
export const TOO_LONG_REASON = `The sprint is too long for a burndown chart (more than ${MAX_BURNDOWN_DAYS} days).`;

/** Midnight UTC of the day containing `d`, in ms. */
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The sprint's burndown (product rules §11): for each UTC day from the start date to the end date, the
 * tasks of the sprint's projects visible to the user not completed at the end of that day, and the
 * ideal straight line from the tasks open at the start down to 0; the same in story points (product
 * rules §19), and the unit the chart shows: `unit` when given, else points when a task of the sprint
 * has a numeric estimate. 404 when the sprint is not visible.
 */
export async function sprintBurndown(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  unit?: ReportUnit,
): Promise<Burndown> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  // A task in `done` without a completion time (older data) counts as completed when last changed.
  const rows = await db
    .select({
      doneAt: sql<Date | string | null>`coalesce(${tasks.completedAt},
        case when ${tasks.status} = 'done' then ${tasks.updatedAt} end)`,
      points: sql<number | null>`${taskPoints}`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(projects.sprintId, sprint.id), projectVisibleTo(userId)));
  const base = {
    sprintId: sprint.id,
    startDate: sprint.startDate ? sprint.startDate.toISOString() : null,
    endDate: sprint.endDate ? sprint.endDate.toISOString() : null,
    startTotal: 0,
    startPoints: 0,
    unit: reportUnit(unit, rows.filter((r) => r.points != null).length),
  };
  if (!sprint.startDate || !sprint.endDate) return { ...base, days: [], reason: NO_DATES_REASON };
  const first = startOfUtcDay(sprint.startDate);
  const count = Math.floor((startOfUtcDay(sprint.endDate) - first) / DAY_MS) + 1;
  if (count < 1) return { ...base, days: [], reason: NO_DATES_REASON };
  if (count > MAX_BURNDOWN_DAYS) return { ...base, days: [], reason: TOO_LONG_REASON };

  const done = rows
    .map((r) => ({
      time: r.doneAt == null ? Number.POSITIVE_INFINITY : new Date(r.doneAt).getTime(),
      points: Number(r.points ?? 0),
    }))
    .sort((a, b) => a.time - b.time);
  const allPoints = done.reduce((sum, d) => sum + d.points, 0);

  const before = done.filter((d) => d.time < first);
  const startTotal = done.length - before.length;
  const startPoints = allPoints - before.reduce((sum, d) => sum + d.points, 0);
  const line = (start: number, i: number) =>
    Math.round((count === 1 ? 0 : start * (1 - i / (count - 1))) * 100) / 100;
  const days: BurndownDay[] = [];
  let completedSoFar = 0;
  let pointsSoFar = 0;
  for (let i = 0; i < count; i++) {
    const endOfDay = first + (i + 1) * DAY_MS;
    while (completedSoFar < done.length && done[completedSoFar]!.time < endOfDay) {
      pointsSoFar += done[completedSoFar]!.points;
      completedSoFar++;
    }
    days.push({
      date: new Date(first + i * DAY_MS).toISOString().slice(0, 10),
      open: done.length - completedSoFar,
      ideal: line(startTotal, i),
      openPoints: allPoints - pointsSoFar,
      idealPoints: line(startPoints, i),
    });
  }
  return { ...base, startTotal, startPoints, days, reason: null };
}
