import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { ReactNode } from "react";
import { directionOf, type Locale } from "./locales";
import type { Catalog } from "./store";

/**
 * A message: its stable id (the key in every catalog) and its English text, an ICU message
 * ('{count, plural, one {# task} other {# tasks}}'). Written as a literal where it is used, or in a
 * `defineMessages` table, so `npm run i18n:extract` can find it.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
  /** A note for translators: where the message appears, what a placeholder holds. */
  readonly description?: string;
}

export type MessageValues = Record<string, PrimitiveType>;
/** Values that may also wrap a part of the message in an element: `<b>{name}</b> commented`. */
export type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Names message tables for the extractor; returns them unchanged. */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** Names one message for the extractor; returns it unchanged. */
export function defineMessage<const T extends MessageDescriptor>(message: T): T {
  return message;
}

/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * `text` between Unicode isolates: inside right-to-left text an English title or name keeps its own
 * direction and its punctuation ('Fix login.' is not cut into '.Fix login'), and the words around it
 * stay where the sentence puts them (issue 32). Plain text, so it also serves aria-labels and toasts.
 */
export function isolate(text: string): string {
  return text === "" || (text.startsWith(FSI) && text.endsWith(PDI)) ? text : `${FSI}${text}${PDI}`;
}

/** Whether `text` is already isolated (see `isolate`). */
export function isIsolated(text: string): boolean {
  return text.startsWith(FSI) && text.endsWith(PDI);
}

type AstNode = {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

/** The names a message shows as plain `{name}` and never chooses by (select, plural, a number, a date). */
function plainArguments(nodes: readonly AstNode[], plain = new Set<string>(), chosen = new Set<string>()) {
  for (const node of nodes) {
    // TYPE (icu-messageformat-parser): 1 argument, 2-4 number/date/time, 5 select, 6 plural, 8 tag.
    if (node.type === 1 && node.value) plain.add(node.value);
    else if (node.type >= 2 && node.type <= 6 && node.value) chosen.add(node.value);
    for (const option of Object.values(node.options ?? {})) plainArguments(option.value, plain, chosen);
    if (node.children) plainArguments(node.children, plain, chosen);
  }
  for (const name of chosen) plain.delete(name);
  return plain;
}

const isolated = new WeakMap<IntlMessageFormat, ReadonlySet<string>>();

/**
 * In a right-to-left language, each text value the message shows as it is (a title, a name, a key, a
 * column) is isolated; numbers and the values a `select` or `plural` chooses by are left alone.
 */
function isolateValues<V extends Record<string, unknown> | undefined>(
  locale: string,
  formatter: IntlMessageFormat,
  values: V,
): V {
  if (!values || directionOf(locale as Locale) !== "rtl") return values;
  let names = isolated.get(formatter);
  if (!names) {
    names = plainArguments(formatter.getAst() as unknown as AstNode[]);
    isolated.set(formatter, names);
  }
  const out: Record<string, unknown> = { ...values };
  for (const name of names) {
    const value = out[name];
    if (typeof value === "string") out[name] = isolate(value);
  }
  return out as V;
}

const compiled = new Map<string, IntlMessageFormat | null>();

function formatterFor(locale: string, source: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${source}`;
  let formatter = compiled.get(key);
  if (formatter === undefined) {
    try {
      formatter = new IntlMessageFormat(source, locale);
    } catch (error) {
      // A broken translation must not break the screen: the catalog test names it (scripts/i18n-catalogs.test.ts).
      console.error(`Invalid ICU message for ${locale}: ${source}`, error);
      formatter = null;
    }
    compiled.set(key, formatter);
  }
  return formatter;
}

function sourceOf(descriptor: MessageDescriptor, catalog: Catalog): string {
  return catalog[descriptor.id] ?? descriptor.defaultMessage;
}

/** The message in `locale` (its catalog, else English), its placeholders filled. */
export function formatMessage(
  locale: string,
  catalog: Catalog,
  descriptor: MessageDescriptor,
  values?: MessageValues,
): string {
  const source = sourceOf(descriptor, catalog);
  const formatter = formatterFor(locale, source);
  if (!formatter) return source;
  const result = formatter.format<string>(isolateValues(locale, formatter, values));
  return Array.isArray(result) ? result.join("") : String(result);
}

/** Like formatMessage, where values may be elements or wrap parts of the message in one. */
export function formatRich(
  locale: string,
  catalog: Catalog,
  descriptor: MessageDescriptor,
  values: RichValues,
): ReactNode {
  const source = sourceOf(descriptor, catalog);
  const formatter = formatterFor(locale, source);
  if (!formatter) return source;
  return formatter.format<ReactNode>(
    isolateValues(locale, formatter, values) as Record<string, PrimitiveType>,
  ) as ReactNode;
}
