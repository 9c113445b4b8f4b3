import type { ReportUnit } from "../../../contract/common.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { Burndown, BurndownDay } from "../../../contract/reports.ts";
import type { DbOrTx } from "../../db/client.ts";
import { serverT } from "../../i18n/index.ts";
import { loadVisibleSprint } from "../../platform/access.ts";
import { loadCommitment, sprintTaskRows } from "./burndown-rows.ts";
import { reportUnit } from "./report-filters.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest sprint a burndown is drawn for, in days. */
export const MAX_BURNDOWN_DAYS = 730;

/**
 * Why a sprint has no burndown. The web words this one itself (it compares the text); the other,
 * a sprint over 730 days, comes in the reader's language (issue 32).
 */
export const NO_DATES_REASON = "Set the sprint's start and end dates to see its burndown.";

/** Midnight UTC of the day containing `d`, in ms. */
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * The sprint's burndown (product rules §11): for each UTC day from the start date to the end date, the
 * tasks of the sprint's projects visible to the user not completed at the end of that day, and the
 * ideal straight line from the tasks open at the start down to 0; the same in story points (product
 * rules §19), and the unit the chart shows: `unit` when given, else points when a task of the sprint
 * has a numeric estimate. 404 when the sprint is not visible. A sprint with planned tasks counts
 * those instead of its projects' (§21). A sprint started from its backlog
 * (product rules §21) counts its planned tasks instead, starts the ideal line at its commitment and
 * lists its scope changes per day.
 */
export async function sprintBurndown(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  unit: ReportUnit | undefined,
  locale: Locale,
): Promise<Burndown> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  const committed = await loadCommitment(db, userId, sprint.id);
  const rows = committed ? committed.rows : await sprintTaskRows(db, userId, sprint.id);
  const base = {
    sprintId: sprint.id,
    startDate: sprint.startDate ? sprint.startDate.toISOString() : null,
    endDate: sprint.endDate ? sprint.endDate.toISOString() : null,
    startTotal: 0,
    startPoints: 0,
    unit: reportUnit(unit, rows.filter((r) => r.points != null).length),
    commitment: committed ? committed.commitment : null,
    scopeChanges: [],
  };
  if (!sprint.startDate || !sprint.endDate) return { ...base, days: [], reason: NO_DATES_REASON };
  const first = startOfUtcDay(sprint.startDate);
  const count = Math.floor((startOfUtcDay(sprint.endDate) - first) / DAY_MS) + 1;
  if (count < 1) return { ...base, days: [], reason: NO_DATES_REASON };
  if (count > MAX_BURNDOWN_DAYS)
    return {
      ...base,
      days: [],
      reason: serverT(locale, "report.burndown.tooLong", { days: MAX_BURNDOWN_DAYS }),
    };

  const spans = rows.map((r) => ({
    from: r.from == null ? Number.NEGATIVE_INFINITY : new Date(r.from).getTime(),
    to: r.doneAt == null ? Number.POSITIVE_INFINITY : new Date(r.doneAt).getTime(),
    points: Number(r.points ?? 0),
  }));
  const openAt = (time: number) => spans.filter((s) => s.from < time && s.to >= time);
  const atStart = openAt(first);
  const startTotal = committed ? committed.commitment.taskCount : atStart.length;
  const startPoints = committed ? committed.commitment.points : atStart.reduce((sum, s) => sum + s.points, 0);
  const line = (start: number, i: number) =>
    Math.round((count === 1 ? 0 : start * (1 - i / (count - 1))) * 100) / 100;
  const days: BurndownDay[] = [];
  for (let i = 0; i < count; i++) {
    const open = openAt(first + (i + 1) * DAY_MS);
    days.push({
      date: new Date(first + i * DAY_MS).toISOString().slice(0, 10),
      open: open.length,
      ideal: line(startTotal, i),
      openPoints: open.reduce((sum, s) => sum + s.points, 0),
      idealPoints: line(startPoints, i),
    });
  }
  const inChart = new Set(days.map((d) => d.date));
  const scopeChanges = (committed?.changes ?? []).filter((c) => inChart.has(c.date));
  return { ...base, startTotal, startPoints, days, scopeChanges, reason: null };
}
