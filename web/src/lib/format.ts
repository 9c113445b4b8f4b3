import { COMMON, dateFormatter, translator } from "@/i18n";
import { localDayOf } from "./task-days";

export { isOverdue, localDayOf } from "./task-days";

/**
 * A date in the language shown ("Mar 9, 2025" in English, "9. März 2025" in German; local time), or
 * `fallback` ('No date' in that language) when missing or unreadable.
 */
export function formatDate(iso: string | null | undefined, fallback?: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return fallback ?? translator()(COMMON.noDate);
  return dateFormatter({ month: "short", day: "numeric", year: "numeric" }).format(date);
}

/**
 * A task's due or start date, which is a day (product rules, tasks): the day that was picked,
 * wherever the reader is, in the language shown; `fallback` as formatDate's when missing.
 */
export function formatDay(value: string | null | undefined, fallback?: string): string {
  return formatDate(localDayOf(value)?.toISOString(), fallback);
}

/** "1 Project" / "3 Projects" (English words: translated screens use an ICU plural message instead). */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
