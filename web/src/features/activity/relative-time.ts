import { formatDistanceToNow } from "date-fns";
import { relativeTimeFormatter } from "@/i18n";

/**
 * '3 hours ago' / 'vor 3 Stunden' in the language shown (issue 24): English keeps date-fns' wording
 * ('about 2 hours ago'), other languages use Intl. A module of its own (no date-fns `format`), so the
 * dashboard and the notification feed load no more of date-fns than they did.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** '3 hours ago' / 'vor 3 Stunden'. */
export function relativeTimeText(date: Date, locale: string, now: number = Date.now()): string {
  if (locale === "en") return formatDistanceToNow(date, { addSuffix: true });
  const seconds = (date.getTime() - now) / 1000;
  const formatter = relativeTimeFormatter({ numeric: "auto" }, locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, "second");
}
