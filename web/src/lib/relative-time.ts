import { formatDistance } from "date-fns";
import { relativeTimeFormatter } from "@/i18n";

/**
 * How long ago something happened, in the language shown (issue 24): English keeps date-fns' wording
 * ('about 2 hours ago'); other languages use Intl.RelativeTimeFormat. Its own module, so a screen
 * showing only relative times does not load date-fns' formatting of full dates.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * '3 hours ago' / 'vor 3 Stunden', 'gestern', 'il y a 5 minutes' (Intl.RelativeTimeFormat in the
 * language shown, numeric 'auto'); English keeps the wording it always had ('5 minutes ago', 'less
 * than a minute ago', 'about 2 hours ago', '1 day ago').
 */
export function relativeTimeText(date: Date, locale: string, now: number = Date.now()): string {
  if (locale === "en") return formatDistance(date, now, { addSuffix: true });
  const seconds = (date.getTime() - now) / 1000;
  const formatter = relativeTimeFormatter({ numeric: "auto" }, locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, "second");
}

/** `relativeTimeText` of an ISO time, or nothing when it is unreadable. */
export function relativeIsoText(iso: string, locale: string, now: number = Date.now()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : relativeTimeText(date, locale, now);
}
