import { z } from "zod";
import { MAX_ID } from "./ids.ts";

/*
 * What every other contract file shares: database ids (in a path, or referenced from a body), ISO
 * dates and date-times, and the task priorities. Each is defined here once; a second definition
 * elsewhere fails `server/single-source.test.ts`.
 *
 * Naming rule, for every contract file:
 * - A schema's name ends in `Schema`, `Body` (a request body), `Query` (a query string) or `Params`
 *   (path parameters): `TaskSchema`, `CreateTaskBody`, `MyTasksQuery`, `TaskIdParams`.
 * - Its types take the schema's name without a `Schema` or `Body` suffix (`Query` and `Params` stay):
 *   `X` is `z.output<typeof ...>`, what a parse gives (what a service receives, what the client
 *   reads); `XInput` is `z.input<typeof ...>`, what a client may send or a form holds. Every
 *   request schema (Body, Query, Params) exports both; a response schema (no defaults or
 *   transforms, so input and output agree) exports `X` only.
 * - A fixed list is a tuple named `<THING>_VALUES` or `<THING>S` (`TASK_PRIORITY_VALUES`,
 *   `SPRINT_STATUSES`), with its member type next to it.
 * - Services and the web import these types; they never derive them (`ReturnType<typeof X.parse>`).
 */

export { isDatabaseId, MAX_ID } from "./ids.ts";

/** A database id in a path: 1 .. 2^31-1 (digits coerced), `message` on anything else. */
export const pathIdSchema = (message = "Invalid id") =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * A 204 answer: no body at all. The route sends nothing (`reply.code(204).send()`), so nothing is
 * serialized; the OpenAPI document shows a response without content.
 */
export const NoContentSchema = z.undefined().meta({ description: "Done; no body." });

/** A 304 answer: the copy the client named in If-None-Match is current; no body. */
export const NotModifiedSchema = z.undefined().meta({ description: "Not modified: your copy is current." });

/** A 101 answer: the request became a WebSocket (GET /ws); its messages are `contract/events.ts`. */
export const SwitchingProtocolsSchema = z.undefined().meta({
  description:
    "Switching Protocols: the realtime WebSocket. Server messages are the events of contract/events.ts.",
});

/** A database id in a path, "Invalid id" otherwise. */
export const PathIdSchema = pathIdSchema();

/** Path of /api/{resource}/{id}: one id. */
export const IdParamsSchema = z.object({
  /** The resource id. */
  id: PathIdSchema,
});
/** Path of /api/{resource}/{id}, parsed. */
export type IdParams = z.output<typeof IdParamsSchema>;
/** Path of /api/{resource}/{id}, as sent. */
export type IdParamsInput = z.input<typeof IdParamsSchema>;

/**
 * An id a request body refers to (a user, a sprint, a parent comment): a number 1 .. 2^31-1,
 * `message` otherwise (zod's own messages without one).
 */
export const refIdSchema = (message?: string) =>
  z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, message);

/** A string of 1-10 digits as its number (a form's select sends ids as text); anything else unchanged. */
export const digitsAsNumber = (value: unknown): unknown =>
  typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** Task priorities, highest first (product rules §3). */
export const TASK_PRIORITY_VALUES = ["high", "medium", "low"] as const;
/** A task priority. */
export type TaskPriority = (typeof TASK_PRIORITY_VALUES)[number];
/** The default priority of a new task. */
export const DEFAULT_TASK_PRIORITY: TaskPriority = "medium";
/** `value`, trimmed and lower-cased when it is text: how every priority input is read. */
export const foldPriority = (value: unknown): unknown =>
  typeof value === "string" ? value.trim().toLowerCase() : value;

/** The earliest year a date field accepts. */
export const MIN_YEAR = 1900;
/** The latest year a date field accepts. */
export const MAX_YEAR = 9999;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/i;

/** Whether `text` is a bare ISO date, `YYYY-MM-DD` (no time): it names a whole day. */
export function isBareIsoDate(text: string): boolean {
  return DATE.test(text);
}

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

/**
 * Story point estimates, smallest first, and '?' (too unclear to estimate yet) (product rules §19).
 * The API sends the numbers as numbers; the database stores them as text.
 */
export const STORY_POINT_VALUES = [0, 1, 2, 3, 5, 8, 13, 21, "?"] as const;
/** A story point estimate. */
export type StoryPoints = (typeof STORY_POINT_VALUES)[number];
/** The message for any other estimate. */
export const STORY_POINTS_MESSAGE = 'Story points must be one of 0, 1, 2, 3, 5, 8, 13, 21 or "?", or null';

/** An estimate as the API carries it: one of STORY_POINT_VALUES or null (not estimated). */
export const StoryPointsSchema = z.literal(STORY_POINT_VALUES, { error: STORY_POINTS_MESSAGE }).nullable();
/** An estimate or null, as parsed. */
export type StoryPointsValue = z.output<typeof StoryPointsSchema>;
/** An estimate or null, as sent. */
export type StoryPointsValueInput = z.input<typeof StoryPointsSchema>;

/** The stored text of an estimate ('8', '?') as the API value; null for null or anything unknown. */
export function storyPointsFromText(text: string | null | undefined): StoryPoints | null {
  if (text == null) return null;
  const value = text === "?" ? "?" : Number(text);
  return (STORY_POINT_VALUES as readonly unknown[]).includes(value) ? (value as StoryPoints) : null;
}

/** What an estimate adds to a sum: its number; '?' and null add nothing. */
export function pointsOf(value: StoryPoints | null | undefined): number {
  return typeof value === "number" ? value : 0;
}

/** Whether an estimate counts in sums (a number, not '?' or null). */
export function isEstimated(value: StoryPoints | null | undefined): value is Exclude<StoryPoints, "?"> {
  return typeof value === "number";
}

/** What reports and burndowns count: story points or tasks (product rules §19). */
export const REPORT_UNITS = ["points", "tasks"] as const;
/** A report unit. */
export type ReportUnit = (typeof REPORT_UNITS)[number];

/** A 302 answer: the browser follows `Location` (the single sign-on routes); no body. */
export const RedirectSchema = z
  .undefined()
  .meta({ description: "Redirect: the browser follows the Location header." });
