import { DEFAULT_LOCALE, LOCALES, type Locale } from "@contract/locales";

export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * The languages the product speaks (issue 24) are listed once, in contract/locales.ts (the server
 * checks the account's language against the same list). English is the default and the source: its
 * messages live in the code as each message's `defaultMessage`, and `catalogs/en.json` is extracted
 * from them (`npm run i18n:extract`). Every other language is one catalog file, `catalogs/<code>.json`,
 * and one line in LOCALES.
 */
const CODES = new Set<string>(LOCALES.map((locale) => locale.code));

/** Whether `value` is a language the product speaks. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && CODES.has(value);
}

/** 'rtl' for a language written right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? "ltr";
}

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that the product
 * speaks: an exact match ('pt-BR'), else the same language ('de-AT' → 'de', 'pt-PT' → 'pt-BR');
 * English when none.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    if (isLocale(tag)) return tag;
    const language = tag.toLowerCase().split("-")[0];
    const match = LOCALES.find((entry) => entry.code.toLowerCase().split("-")[0] === language);
    if (match) return match.code;
  }
  return DEFAULT_LOCALE;
}
