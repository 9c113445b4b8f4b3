import { keepOnDevice, mirrorToCookie, storedLanguage } from "./device";
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale, matchLocale } from "./locales";

/**
 * The language shown now, and its messages (issue 24). English needs no catalog (its messages are
 * the `defaultMessage` of each descriptor); any other language's catalog is a lazy chunk of its own,
 * downloaded only when that language is chosen.
 */
export type Catalog = Readonly<Record<string, string>>;

/**
 * Each language's catalog, a lazy chunk of its own (Vite's `import.meta.glob`). The build's landing
 * prerender (web/prerender-landing.ts) runs this module in Node, where there is no `import.meta.glob`
 * and no `import.meta.env`: it reads the catalogs itself and shows each with `showCatalog`.
 */
const CATALOGS: Record<string, () => Promise<Catalog>> = import.meta.env
  ? import.meta.glob<Catalog>(["./catalogs/*.json", "!./catalogs/en.json"], { import: "default" })
  : {};

export { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./device";

/**
 * The pseudo-locale (accented, ~40% longer English, made at run time: pseudo.ts), chosen with
 * localStorage `sprintboard:language` = 'en-XA'; never in LOCALES or a menu. Development builds
 * always honour it; a production build only when GET /api/config says `pseudoLocale: true` (a server
 * started with PSEUDO_LOCALE=true: the e2e server), asked only by a device that chose it, so for
 * everyone else its code stays an unrequested chunk.
 */
const PSEUDO_LOCALE = "en-XA";
let pseudoEnabled: boolean = import.meta.env?.DEV === true;
const pseudoAllowed = (value: unknown): boolean => pseudoEnabled && value === PSEUDO_LOCALE;

/** Whether the server lets this production build show the pseudo-locale (see above). */
async function serverAllowsPseudo(): Promise<boolean> {
  try {
    const res = await fetch("/api/config", { credentials: "same-origin" });
    return res.ok && ((await res.json()) as { pseudoLocale?: boolean }).pseudoLocale === true;
  } catch {
    return false;
  }
}

/** Who changed the language: the person (save it on the account) or the account's copy arriving. */
export type LocaleSource = "user" | "server";

interface State {
  readonly locale: Locale;
  readonly catalog: Catalog;
}

let state: State = { locale: DEFAULT_LOCALE, catalog: {} };
let pending: Locale | null = null;
const listeners = new Set<() => void>();
const changeListeners = new Set<(locale: Locale, source: LocaleSource) => void>();

/** The language shown now and its catalog (a new object on every change, for useSyncExternalStore). */
export function i18nState(): State {
  return state;
}

/** The language shown now. */
export function currentLocale(): Locale {
  return state.locale;
}

/** Calls `listener` after every change of the language shown; returns the unsubscribe function. */
export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` when the language is changed (by whom); returns the unsubscribe function. */
export function onLocaleChange(listener: (locale: Locale, source: LocaleSource) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The catalog of `locale`, downloaded once (English has none: its messages are in the code). */
export async function catalogOf(locale: Locale): Promise<Catalog> {
  if (locale === DEFAULT_LOCALE) return {};
  if (pseudoAllowed(locale)) return (await import("./pseudo")).pseudoCatalog();
  const load = CATALOGS[`./catalogs/${locale}.json`];
  return load ? await load() : {};
}

function storedLocale(): Locale | null {
  const value = storedLanguage();
  if (pseudoAllowed(value)) return value as Locale;
  return isLocale(value) ? value : null;
}

/** The language this device starts in: the one chosen here before, else the browser's. */
export function initialLocale(): Locale {
  return storedLocale() ?? matchLocale(typeof navigator === "undefined" ? [] : navigator.languages);
}

function applyToDocument(locale: Locale): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = locale;
  document.documentElement.dir = pseudoAllowed(locale) ? "ltr" : directionOf(locale);
}

function show(locale: Locale, catalog: Catalog): void {
  state = { locale, catalog };
  for (const listener of listeners) listener();
}

/**
 * Shows `locale`: downloads its catalog (once), then switches every mounted message at once, sets
 * `<html lang dir>` and keeps the choice on this device. When several changes race, the last wins.
 */
export async function setLocale(locale: Locale, source: LocaleSource = "user"): Promise<void> {
  pending = locale;
  const catalog = await catalogOf(locale);
  if (pending !== locale) return;
  pending = null;
  const changed = locale !== state.locale;
  keepOnDevice(locale);
  applyToDocument(locale);
  if (changed) show(locale, catalog);
  if (changed || source === "user") for (const listener of changeListeners) listener(locale, source);
}

/**
 * Shows `locale` with a catalog at hand, and nothing else: not kept on this device, `<html>` left as
 * it is. For a page already written in that language: the build's landing prerender (Node, which
 * reads the catalogs itself) and the prerendered landing page's toast region when it hydrates.
 */
export function showCatalog(locale: Locale, catalog: Catalog): void {
  pending = null;
  if (locale !== state.locale || catalog !== state.catalog) show(locale, catalog);
}

/** Before the first render: the language of this device, its catalog loaded (nothing to load for English). */
export async function startI18n(): Promise<void> {
  if (!pseudoEnabled && storedLanguage() === PSEUDO_LOCALE) pseudoEnabled = await serverAllowsPseudo();
  const locale = initialLocale();
  applyToDocument(DEFAULT_LOCALE);
  if (storedLocale()) mirrorToCookie(locale);
  if (locale !== DEFAULT_LOCALE) await setLocale(locale, "server").catch(() => undefined);
}
