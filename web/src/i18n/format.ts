import { useSyncExternalStore } from "react";
import { currentLocale, subscribeI18n } from "./store";

/**
 * Dates, times, numbers and relative times in the language shown now (Intl; issue 24). Formatters
 * are made once per language and options.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateFormatter(options: Intl.DateTimeFormatOptions, locale: string = currentLocale()) {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormatter(options: Intl.NumberFormatOptions = {}, locale: string = currentLocale()) {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormatter(
  options: Intl.RelativeTimeFormatOptions = { numeric: "auto" },
  locale: string = currentLocale(),
) {
  return cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

const FIRST_DAY: Record<string, number> = { en: 0, de: 1, fr: 1, es: 1, "pt-BR": 0, pt: 0, ja: 0, ar: 6 };

/** The first day of the week in `locale` (0 Sunday ... 6 Saturday), from Intl.Locale week info. */
export function firstDayOfWeek(locale: string = currentLocale()): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const week = info.getWeekInfo?.() ?? info.weekInfo;
  // Intl numbers days 1 (Monday) to 7 (Sunday); engines without week info use CLDR's answer for the
  // languages listed (the language's main region: the United States, Germany, Brazil, Egypt...).
  const day = week ? week.firstDay % 7 : (FIRST_DAY[locale] ?? FIRST_DAY[locale.split("-")[0] ?? ""] ?? 1);
  return day as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** The language shown now; the component renders again when it changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribeI18n, currentLocale, currentLocale);
}
