import { isBareIsoDate } from "@contract/common";
import { dateFormatter } from "@/i18n";

/*
 * A day as the reader's language writes it (issue 32: a German date field shows 03.12.2026, not
 * mm/dd/yyyy as the browser's own date input does). Values are ISO days, 'yyyy-mm-dd', as the
 * forms and the API know them.
 */

const NUMERIC: Intl.DateTimeFormatOptions = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 'yyyy-mm-dd' as the language writes a date in digits ('03.12.2026', '12/03/2026', '2026/12/03'); '' stays ''. */
export function formatDay(iso: string, locale: string): string {
  if (!isBareIsoDate(iso)) return iso;
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return dateFormatter(NUMERIC, locale).format(date);
}

/** The order the language writes day, month and year in. */
function fieldOrder(locale: string): ("day" | "month" | "year")[] {
  return dateFormatter(NUMERIC, locale)
    .formatToParts(new Date(Date.UTC(2026, 11, 31)))
    .map((p) => p.type)
    .filter(
      (type): type is "day" | "month" | "year" => type === "day" || type === "month" || type === "year",
    );
}

/**
 * What a person typed, read in the language's order ('3.12.2026', '03.12.26'), or an ISO day
 * ('2026-12-03', also accepted everywhere): the ISO day, '' for an empty field, null when it is no
 * real date.
 */
export function parseDay(text: string, locale: string): string | null {
  // Arabic-Indic and Persian digits read as the digits they are.
  const trimmed = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (trimmed === "") return "";
  const groups = trimmed.match(/\d+/g);
  if (groups?.length !== 3) return null;
  const order = groups[0]!.length === 4 ? (["year", "month", "day"] as const) : fieldOrder(locale);
  const value = { day: 0, month: 0, year: 0 };
  let yearDigits = 0;
  order.forEach((field, i) => {
    value[field] = Number(groups[i]);
    if (field === "year") yearDigits = groups[i]!.length;
  });
  // A year is written with 2 or 4 digits: '3.12.202' is still being typed.
  if (yearDigits !== 2 && yearDigits !== 4) return null;
  if (value.year < 100) value.year += 2000;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (
    date.getUTCFullYear() !== value.year ||
    date.getUTCMonth() !== value.month - 1 ||
    date.getUTCDate() !== value.day
  )
    return null;
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
}
