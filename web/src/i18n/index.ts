// The product's languages (issue 24): see docs/i18n.md for how messages are written and translated.

export { COMMON } from "./common";
export { dateFormatter, firstDayOfWeek, numberFormatter, relativeTimeFormatter, useLocale } from "./format";
export { DEFAULT_LOCALE, directionOf, isLocale, LOCALES, type Locale, matchLocale } from "./locales";
export {
  type Catalog,
  catalogOf,
  currentLocale,
  onLocaleChange,
  setLocale,
  showCatalog,
  startI18n,
} from "./store";
export { defineMessage, defineMessages, isIsolated, isolate, type MessageDescriptor } from "./translate";
export { type Translate, translationOf, translator, useT } from "./use-t";
