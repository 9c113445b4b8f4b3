/**
 * Plural forms, in one place (issue 20, item 19). English only for now: the day the app is
 * translated, these two functions give way to ICU messages and every caller keeps its shape.
 */
const rules = new Intl.PluralRules("en-US");

/** The word for `n`: `one` when English says one ('1 task'), else `other` ('0 tasks', '1.5 tasks'). */
export function pluralWord(n: number, one: string, other: string): string {
  return rules.select(n) === "one" ? one : other;
}

/** `n` and its word: plural(1, "task", "tasks") is '1 task', plural(3, "task", "tasks") '3 tasks'. */
export function plural(n: number, one: string, other: string): string {
  return `${n} ${pluralWord(n, one, other)}`;
}
