/**
 * A small fuzzy scorer for the command palette's screens and actions: every character of `query`
 * must appear in `text` in order (case-insensitive). Consecutive characters, a match at the start
 * of a word and a match at the very start score more; a gap costs a little. Null when no match.
 */
export function fuzzyScore(query: string, text: string): number | null {
  const q = query.trim().toLowerCase();
  if (q === "") return 0;
  const t = text.toLowerCase();
  if (t.startsWith(q)) return 100 + q.length;
  if (t.includes(q)) return 60 + q.length;
  let score = 0;
  let at = -1;
  let run = 0;
  for (const ch of q) {
    if (ch === " ") continue;
    const found = t.indexOf(ch, at + 1);
    if (found < 0) return null;
    const wordStart = found === 0 || /[\s\-_/]/.test(t[found - 1]!);
    run = found === at + 1 ? run + 1 : 0;
    score += 1 + run * 2 + (wordStart ? 3 : 0) - Math.min(found - at - 1, 5) * 0.2;
    at = found;
  }
  // A scattered match of a long query is noise, not a hit.
  return score >= q.replace(/\s/g, "").length * 1.5 ? score : null;
}

/** `items` that match `query` by `text`, best first (ties keep their order). */
export function fuzzyFilter<T>(items: readonly T[], query: string, text: (item: T) => string): T[] {
  return items
    .map((item, i) => ({ item, i, score: fuzzyScore(query, text(item)) }))
    .filter((x): x is { item: T; i: number; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.item);
}
