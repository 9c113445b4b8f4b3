/*
 * Task keys in what a repository sends (product rules §34). Only keys of the connected project count:
 * `WEB-42` in any case, not glued to a letter or digit before it or a digit after it, so
 * `web-42-checkout-page` names WEB-42 and `xweb-4`, `WEB-421` (for WEB-42) do not.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The most keys one delivery's text links (a longer list is cut, so a crafted body stays cheap). */
export const MAX_KEYS_PER_TEXT = 100;

/** The numbers of the project's task keys named in the texts, in order of first mention, without repeats. */
export function keyNumbers(projectKey: string, texts: readonly (string | null | undefined)[]): number[] {
  const re = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(projectKey)}-([1-9][0-9]{0,8})(?![0-9])`, "gi");
  const found = new Set<number>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(re)) {
      found.add(Number(match[1]));
      if (found.size >= MAX_KEYS_PER_TEXT) return [...found];
    }
  }
  return [...found];
}

/**
 * The numbers of the project's keys a text says it completes: `Fixes WEB-42`, `Closes WEB-42`,
 * `Resolves WEB-42` (and fix, fixed, close, closed, resolve, resolved; any case; an optional colon).
 */
export function completedKeyNumbers(
  projectKey: string,
  texts: readonly (string | null | undefined)[],
): number[] {
  const re = new RegExp(
    `\\b(?:fix(?:e[sd])?|close[sd]?|resolve[sd]?):?\\s+${escapeRegExp(projectKey)}-([1-9][0-9]{0,8})(?![0-9])`,
    "gi",
  );
  const found = new Set<number>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(re)) {
      found.add(Number(match[1]));
      if (found.size >= MAX_KEYS_PER_TEXT) return [...found];
    }
  }
  return [...found];
}
