import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../contract/locales.ts";
import ar from "./catalogs/ar.json" with { type: "json" };
import de from "./catalogs/de.json" with { type: "json" };
import en from "./catalogs/en.json" with { type: "json" };
import es from "./catalogs/es.json" with { type: "json" };
import fr from "./catalogs/fr.json" with { type: "json" };
import ja from "./catalogs/ja.json" with { type: "json" };
import ptBR from "./catalogs/pt-BR.json" with { type: "json" };

/**
 * The server's own words in the recipient's language (issue 24): notification texts, emails and
 * chat-workspace posts. One catalog per language in ./catalogs, ICU messages as on the web
 * (docs/i18n.md); English (en.json) is the source and the fallback. A person's language is the
 * account's (`users.language`); unset, English.
 */
export type ServerMessageKey = keyof typeof en;
export type ServerMessageValues = Record<string, string | number>;
type Catalog = Partial<Record<ServerMessageKey, string>>;

/** Every language's catalog; a new language adds its import and line here (docs/i18n.md). */
export const SERVER_CATALOGS: Record<Locale, Catalog> = { en, de, fr, es, "pt-BR": ptBR, ja, ar };

const compiled = new Map<string, IntlMessageFormat>();

/** The language to write to a person in: their account's, English when unset or unknown. */
export function localeOf(language: string | null | undefined): Locale {
  return LOCALES.find((entry) => entry.code === language)?.code ?? DEFAULT_LOCALE;
}

/** The message `key` in `locale` (English where that catalog lacks it), its placeholders filled. */
export function serverT(locale: Locale, key: ServerMessageKey, values?: ServerMessageValues): string {
  const source = SERVER_CATALOGS[locale]?.[key] ?? en[key];
  const cacheKey = `${locale}\u0000${source}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/**
 * A mail's HTML body in `locale`: in a language other than English it names the language (and its
 * direction) for mail clients and screen readers; English stays as it is.
 */
/**
 * User content (a title, a name, a key) inside plain text of `locale`: between Unicode isolates
 * (U+2068 ... U+2069) in a right-to-left language, so it keeps its own order and its punctuation
 * (issue 32); as it is elsewhere.
 */
export function isolate(locale: Locale, text: string): string {
  return LOCALES.find((l) => l.code === locale)?.dir === "rtl" ? `\u2068${text}\u2069` : text;
}

export function htmlInLocale(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  const dir = LOCALES.find((entry) => entry.code === locale)?.dir === "rtl" ? ' dir="rtl"' : "";
  return `<div lang="${locale}"${dir}>${html}</div>`;
}

/** A message named by key and values, written out later in its reader's language. */
export type LocalizedText = { key: ServerMessageKey; values?: ServerMessageValues };

/**
 * The language to answer a browser in from its Accept-Language header: the most preferred tag
 * (q-values honoured) the product speaks, an exact match or the same language ('de-AT' → 'de',
 * 'pt-PT' → 'pt-BR'); English when none.
 */
export function matchAcceptLanguage(header: string | undefined): Locale {
  const tags = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const exact = LOCALES.find((entry) => entry.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const language = tag.toLowerCase().split("-")[0];
    const same = LOCALES.find((entry) => entry.code.toLowerCase().split("-")[0] === language);
    if (same) return same.code;
  }
  return DEFAULT_LOCALE;
}

/** The cookie mirroring the language chosen on a device (web/src/i18n/store.ts). */
export const LANGUAGE_COOKIE = "sprintboard_lang";

/** What a request says of its reader's language: the device's cookie and the browser's header. */
export type BrowserLanguage = {
  cookies?: Record<string, string | undefined>;
  headers: { "accept-language"?: string };
};

/**
 * The language to answer a reader in (issue 32): their account's (`language`, when set), else the
 * one chosen on the device (the `sprintboard_lang` cookie), else the browser's Accept-Language.
 */
export function readerLocale(language: string | null | undefined, request: BrowserLanguage): Locale {
  if (language && localeOf(language) === language) return localeOf(language);
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (chosen && localeOf(chosen) === chosen) return localeOf(chosen);
  return matchAcceptLanguage(request.headers["accept-language"]);
}
