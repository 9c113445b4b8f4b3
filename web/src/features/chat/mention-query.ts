/** The `@text` being typed right before the caret (no space since the @), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** The text with the `@query` at `start` replaced by `@Name ` and where the caret goes after it. */
export function insertMention(
  text: string,
  at: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const insert = `@${name} `;
  const end = at.start + 1 + at.query.length;
  return { text: text.slice(0, at.start) + insert + text.slice(end), caret: at.start + insert.length };
}
