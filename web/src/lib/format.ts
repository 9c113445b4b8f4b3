import { COMMON, dateFormatter, translator } from "@/i18n";

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

/** "1 Project" / "3 Projects" (English words: translated screens use an ICU plural message instead). */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
