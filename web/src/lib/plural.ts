import { currentLocale } from "@/i18n";

/**
 * Plural forms, in one place (issue 20, item 19). The categories come from the language shown
 * (Intl.PluralRules, issue 24); the words given are English, so a translated screen writes an ICU
 * plural message instead (`{count, plural, one {# task} other {# tasks}}`, docs/i18n.md) and these two
 * remain for English-only text.
 */
const rules = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(locale);
    rules.set(locale, found);
  }
  return found;
}

/** The word for `n`: `one` where the language says one ('1 task'), else `other` ('0 tasks', '1.5 tasks'). */
export function pluralWord(n: number, one: string, other: string): string {
  return rulesFor(currentLocale()).select(n) === "one" ? one : other;
}

/** `n` and its word: plural(1, "task", "tasks") is '1 task', plural(3, "task", "tasks") '3 tasks'. */
export function plural(n: number, one: string, other: string): string {
  return `${n} ${pluralWord(n, one, other)}`;
}
