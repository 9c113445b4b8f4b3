/*
 * Week boundaries in a time zone (product rules §4: Sunday 00:00 to Saturday 23:59:59 local time),
 * computed with Intl so they stay right across daylight-saving changes.
 */

import { wallClock, zoneOffsetAt } from "../../../contract/zones.ts";

/** A calendar date (month 1-12). */
type LocalDate = { year: number; month: number; day: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant of `date` in the zone: local midnight, or the end of the gap when a
 * daylight-saving change skips midnight. Tries the offsets in force around that day.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((t) => zoneOffsetAt(t, timeZone)));
  const candidates = [...offsets]
    .map((offset) => wall - offset)
    .filter((t) => {
      const w = wallClock(t, timeZone);
      return w.year === date.year && w.month === date.month && w.day === date.day;
    });
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall);
}

/** `date` moved by `days` calendar days. */
function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Start of last week, this week and next week (each a Sunday 00:00 local) around `now` in the zone. */
export function weekBounds(now: Date, timeZone: string): { lastWeek: Date; thisWeek: Date; nextWeek: Date } {
  const w = wallClock(now.getTime(), timeZone);
  const today: LocalDate = { year: w.year, month: w.month, day: w.day };
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  const sunday = addDays(today, -weekday);
  return {
    lastWeek: startOfLocalDay(addDays(sunday, -7), timeZone),
    thisWeek: startOfLocalDay(sunday, timeZone),
    nextWeek: startOfLocalDay(addDays(sunday, 7), timeZone),
  };
}
