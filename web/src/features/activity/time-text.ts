import { format, formatDistance } from "date-fns";
import { dateFormatter, relativeTimeFormatter } from "@/i18n";

/**
 * When something happened, in the language shown (issue 24): English keeps date-fns' wording
 * ('about 2 hours ago', 'Mar 9, 2025, 3:04:05 PM'); other languages use Intl.
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

/** The full date and time, for a title. */
export function fullDateTimeText(date: Date, locale: string): string {
  if (locale === "en") return format(date, "PPpp");
  return dateFormatter({ dateStyle: "medium", timeStyle: "medium" }, locale).format(date);
}
