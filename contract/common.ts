import { z } from "zod";

/** The earliest year a date field accepts. */
export const MIN_YEAR = 1900;
/** The latest year a date field accepts. */
export const MAX_YEAR = 9999;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/i;

/** Whether year, month (1-12) and day name a day of the Gregorian calendar within the accepted years. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instant an ISO date (`2024-05-01`, midnight UTC) or date-time (`2024-05-01T10:00Z`,
 * `...+02:00`; without an offset, local time) names, in epoch milliseconds; null unless it is a
 * real calendar date and time whose date and instant fall in the years 1900-9999.
 */
export function parseIsoInstant(text: string, opts: { requireOffset?: boolean } = {}): number | null {
  const date = DATE.exec(text);
  if (date) {
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    return isCalendarDate(y, m, d) ? Date.UTC(y, m - 1, d) : null;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  const [y, mo, d, h, mi, s] = dateTime.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const [zone, offsetHours, offsetMinutes] = [
    dateTime[7],
    Number(dateTime[8] ?? 0),
    Number(dateTime[9] ?? 0),
  ];
  if (!isCalendarDate(y!, mo!, d!) || h! > 23 || mi! > 59 || s! > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59 || (opts.requireOffset && !zone)) return null;
  const time = Date.parse(text.replace(" ", "T"));
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR ? time : null;
}

/** An ISO calendar date `YYYY-MM-DD` that exists (no 30 February), years 1900-9999. */
export const IsoDateSchema = z
  .string({ error: "Date must be an ISO date (YYYY-MM-DD)" })
  .refine(
    (v) => DATE.test(v) && parseIsoInstant(v) !== null,
    "Date must be a real date (YYYY-MM-DD) from 1900 to 9999",
  );

/** An ISO date-time with `Z` or an offset, a real date and time, years 1900-9999. */
export const IsoDateTimeSchema = z
  .string({ error: "Date must be an ISO date-time" })
  .refine(
    (v) => !DATE.test(v) && parseIsoInstant(v, { requireOffset: true }) !== null,
    "Date must be a real ISO date-time with a time zone, from 1900 to 9999",
  );

/** An ISO date or an ISO date-time with a time zone (as `IsoDateSchema` and `IsoDateTimeSchema`), kept as sent. */
export const isoDateOrDateTime = (message: string) =>
  z.string({ error: message }).refine((v) => parseIsoInstant(v, { requireOffset: true }) !== null, message);

/**
 * An optional ISO date or date-time, normalised to an ISO instant (a bare date is midnight UTC);
 * `null` or "" clears it. Used where a form sends a date input's value.
 */
export const OptionalDateSchema = z
  .union([z.string(), z.null()], { error: "Date must be an ISO date string" })
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const time = parseIsoInstant(value.trim());
    if (time === null) {
      ctx.addIssue({ code: "custom", message: "Date must be a real ISO date from 1900 to 9999" });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  })
  .optional();

/** An optional query bound: an ISO date or date-time (years 1900-9999); "" or absence means none. */
export const optionalInstantQuery = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || parseIsoInstant(v) !== null,
      `${name} must be a real ISO date from 1900 to 9999`,
    )
    .optional()
    .transform((v) => (v ? v : undefined));
