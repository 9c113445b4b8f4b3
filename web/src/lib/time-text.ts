import { format } from "date-fns";
import { dateFormatter } from "@/i18n";

/**
 * The full date and time of something that happened, for a title, in the language shown (issue 24):
 * English keeps date-fns' wording ('Mar 9, 2025, 3:04:05 PM'); other languages use Intl.
 */
export function fullDateTimeText(date: Date, locale: string): string {
  if (locale === "en") return format(date, "PPpp");
  return dateFormatter({ dateStyle: "medium", timeStyle: "medium" }, locale).format(date);
}
