import type { Locale } from "../../../contract/locales.ts";
import { type ServerMessageKey, serverT } from "../../i18n/index.ts";

/*
 * Text that goes into an email twice, as plain text and as HTML (issue 32). User content in it (a
 * title, a name, a column someone named, a file name) is isolated from the sentence around it, so a
 * left-to-right name inside right-to-left text keeps its order and its punctuation: in HTML always
 * with <bdi>, in the text part of an Arabic email with the Unicode isolates FSI (U+2068) and PDI (U+2069).
 */

/** A text in both forms an email carries. */
export type Rich = { text: string; html: string };

/** A value that is someone's content, isolated where it is shown. */
export type UserText = { user: string };

/** A message's values: numbers and our own words as they are, user content marked with `user()`. */
export type RichValues = Record<string, string | number | UserText>;

/** Marks `text` as user content. */
export const user = (text: string): UserText => ({ user: text });

const OPEN = "\uE000";
const CLOSE = "\uE001";
const SLOT = /\uE000(\d+)\uE001/g;

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** `text` as plain text in `locale`: isolated in Arabic, as it is elsewhere. */
export function isolated(locale: Locale, text: string): string {
  return locale === "ar" ? `\u2068${text}\u2069` : text;
}

/** User content as a Rich text on its own. */
export function userRich(locale: Locale, text: string): Rich {
  return { text: isolated(locale, text), html: `<bdi>${escapeHtml(text)}</bdi>` };
}

/** Our own words (or stored words) as a Rich text, nothing isolated. */
export function plainRich(text: string): Rich {
  return { text, html: escapeHtml(text) };
}

/** The catalog's message `key` in `locale`, its user values isolated in each form. */
export function say(locale: Locale, key: ServerMessageKey, values: RichValues = {}): Rich {
  const pieces: string[] = [];
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "object") {
      filled[name] = value;
      continue;
    }
    filled[name] = `${OPEN}${pieces.length}${CLOSE}`;
    pieces.push(value.user.replace(/[\uE000\uE001]/g, ""));
  }
  const raw = serverT(locale, key, filled);
  return {
    text: raw.replace(SLOT, (_, i: string) => isolated(locale, pieces[Number(i)]!)),
    html: escapeHtml(raw).replace(SLOT, (_, i: string) => `<bdi>${escapeHtml(pieces[Number(i)]!)}</bdi>`),
  };
}

/** Joins Rich texts with a separator of our own words. */
export function joinRich(parts: Rich[], separator: string): Rich {
  return {
    text: parts.map((p) => p.text).join(separator),
    html: parts.map((p) => p.html).join(escapeHtml(separator)),
  };
}

/**
 * A due date for a reader in `locale` and `timeZone`: "3 Dec" this year, "3 Dec 2027" another (the
 * task history's form); a date picked as a day (stored as midnight UTC) is that day wherever the
 * reader is, a date with a time is shown with it in the reader's zone.
 */
export function mailDate(iso: string, locale: Locale, timeZone: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const dayOnly = iso.endsWith("T00:00:00.000Z");
  const zone = dayOnly ? "UTC" : timeZone;
  const year = (d: Date) => new Intl.DateTimeFormat("en", { year: "numeric", timeZone: zone }).format(d);
  const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: zone };
  if (year(date) !== year(now)) options.year = "numeric";
  if (!dayOnly) Object.assign(options, { hour: "2-digit", minute: "2-digit" });
  // English reads "3 Dec", as the task history does.
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, options).format(date);
}

/** File names as a list in the reader's language ("a.png and b.pdf"). */
export function fileList(locale: Locale, names: string[]): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(names);
}

/** How much of a comment an email quotes: its text trimmed to this many characters. */
export const QUOTE_CHARS = 300;
/** How much of it a digest line quotes. */
export const DIGEST_QUOTE_CHARS = 140;

/** A comment's text as quoted: trimmed, at most `max` characters (cut at a word, then '…'), its lines kept. */
export function excerpt(text: string, max: number = QUOTE_CHARS): string[] {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (clean.length <= max) return clean.split("\n");
  const cut = clean.slice(0, max);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`.split("\n");
}
