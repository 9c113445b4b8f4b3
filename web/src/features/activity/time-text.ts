import { format } from "date-fns";
import { dateFormatter } from "@/i18n";

/**
 * When something happened, in the language shown (issue 24): English keeps date-fns' wording
 * ('about 2 hours ago', 'Mar 9, 2025, 3:04:05 PM'); other languages use Intl.
 */
export { relativeTimeText } from "./relative-time";

/** The full date and time, for a title. */
export function fullDateTimeText(date: Date, locale: string): string {
  if (locale === "en") return format(date, "PPpp");
  return dateFormatter({ dateStyle: "medium", timeStyle: "medium" }, locale).format(date);
}
