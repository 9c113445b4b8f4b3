/*
 * Week boundaries in a time zone (product rules §4: Sunday 00:00 to Saturday 23:59:59 local time),
 * computed with Intl so they stay right across daylight-saving changes.
 */

/** A calendar date (month 1-12). */
type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant of `date` in the zone: local midnight, or the end of the gap when a
 * daylight-saving change skips midnight. Tries the offsets in force around that day.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((t) => offsetAt(t, timeZone)));
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
