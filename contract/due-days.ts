/*
 * Date-only task dates (product rules, tasks): a due date or a start date is a day, not an instant.
 * The API keeps it as an instant (an ISO date is midnight UTC; the web sends the local midnight of
 * the day chosen), so its day is the calendar date of the nearest UTC midnight: the same day for
 * every zone from UTC-11 to UTC+12 that wrote it. A due date is overdue only once that day has ended
 * where the reader is: after 24:00 of it in the reader's time zone.
 */

import { zoneOffsetAt } from "./zones.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as yyyy-mm-dd. */
export type DayText = string;

/** The day a stored task date names (yyyy-mm-dd), or null for none or an unreadable one. */
export function taskDay(value: string | Date | null | undefined): DayText | null {
  if (value == null) return null;
  const time = typeof value === "string" ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return null;
  return new Date(Math.round(time / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** A zone name the runtime knows, else UTC. */
function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** The first instant of day `day` in `timeZone` (local midnight; UTC when the zone is unknown). */
export function startOfDayIn(day: DayText, timeZone: string | null | undefined): Date {
  const zone = knownZone(timeZone);
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  // Two passes settle the offset in force at that local midnight (daylight-saving changes).
  let instant = wall - zoneOffsetAt(wall, zone);
  instant = wall - zoneOffsetAt(instant, zone);
  return new Date(instant);
}

/** The end of a task date's day in `timeZone`: the next day's local midnight (null for no date). */
export function endOfTaskDay(value: string | Date | null | undefined, timeZone: string | null | undefined) {
  const day = taskDay(value);
  if (day === null) return null;
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfDayIn(next, timeZone);
}

/**
 * Whether a due date is past for a reader in `timeZone` at `now`: its day has ended there. A task
 * due today is not overdue today, whatever the hour.
 */
export function isPastDueDay(
  dueDate: string | Date | null | undefined,
  now: Date,
  timeZone: string | null | undefined,
): boolean {
  const end = endOfTaskDay(dueDate, timeZone);
  return end !== null && now.getTime() >= end.getTime();
}
