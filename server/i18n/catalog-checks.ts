import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";

/**
 * The rules every message catalog is held to (issue 24), for the web's (scripts/i18n-catalogs.test.ts)
 * and the server's (server/i18n/catalogs.test.ts): English's keys exactly, each message valid ICU
 * with English's placeholders.
 */
export type Catalog = Readonly<Record<string, string>>;

/** The names of a message's placeholders and tags, sorted ('b', 'count', 'name'...). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** What is wrong with `catalog` against `english`, one line each; empty when nothing is. */
export function catalogProblems(english: Catalog, catalog: Catalog): string[] {
  const extra = Object.keys(catalog)
    .filter((key) => !(key in english))
    .map((key) => `${key}: a key English does not have`);
  const missing = Object.keys(english)
    .filter((key) => !(key in catalog))
    .map((key) => `${key}: missing`);
  const wrong = Object.entries(catalog).flatMap(([key, message]) => {
    if (!(key in english)) return [];
    try {
      const mine = argumentsOf(message);
      const theirs = argumentsOf(english[key] ?? "");
      return mine.join() === theirs.join() ? [] : [`${key}: ${mine.join()} instead of ${theirs.join()}`];
    } catch (error) {
      return [`${key}: ${(error as Error).message}`];
    }
  });
  return [...extra, ...missing, ...wrong];
}

/** The English messages that are not valid ICU, one line each. */
export function invalidMessages(english: Catalog): string[] {
  return Object.entries(english).flatMap(([key, message]) => {
    try {
      parse(message);
      return [];
    } catch (error) {
      return [`${key}: ${(error as Error).message}`];
    }
  });
}
