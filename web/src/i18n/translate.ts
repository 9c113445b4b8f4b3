import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { ReactNode } from "react";
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
  const result = formatter.format<string>(values);
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
  return formatter.format<ReactNode>(values as Record<string, PrimitiveType>) as ReactNode;
}
