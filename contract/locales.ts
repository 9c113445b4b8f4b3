/**
 * The languages the product speaks (issue 24): code, native name and writing direction. English is
 * the default and the source. Adding a language is a catalog file and one line here (docs/i18n.md).
 * No zod here: the prerendered landing page's toast region reads this list without loading the forms
 * code (the API's check, `LanguageSchema`, is in users.ts).
 */
export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
] as const;

/** A language code of LOCALES ('en', 'de', 'pt-BR'...). */
export type Locale = (typeof LOCALES)[number]["code"];

/** The language used when nothing better is known. */
export const DEFAULT_LOCALE: Locale = "en";

/** Every language code of LOCALES, English first. */
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];
