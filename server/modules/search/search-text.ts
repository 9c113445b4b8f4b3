import { type SQL, sql } from "drizzle-orm";
import { parseTaskKey } from "../../../contract/task-keys.ts";
import { containsPattern } from "../../db/like.ts";

/** What a search looks for, prepared once: the text, its patterns and the key it may be. */
export type Needle = {
  /** The text as typed (trimmed). */
  q: string;
  /** ILIKE pattern: the text at the start. */
  prefix: string;
  /** A `to_tsquery('simple', ...)` text: every word as a prefix; null when the text has no word. */
  tsquery: string | null;
  /** The same with whole words only (for a text too short to search by prefix). */
  tsqueryWords: string | null;
  /** Whether the trigram conditions apply (3 characters or more: shorter has no trigram to index). */
  trigram: boolean;
  /** The task key the text is, if it is one (`web-42` counts). */
  taskKey: { projectKey: string; number: number } | null;
  /** The text upper-cased, compared with project keys. */
  upper: string;
};

/** Prepares a search text (already trimmed, 1-100 characters). */
export function needleOf(q: string): Needle {
  // Letters and digits only reach to_tsquery, so no operator of its syntax can be smuggled in.
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return {
    q,
    prefix: containsPattern(q).slice(1),
    tsquery: words.length > 0 ? words.map((w) => `${w}:*`).join(" & ") : null,
    tsqueryWords: words.length > 0 ? words.join(" & ") : null,
    trigram: q.length >= 3,
    taskKey: parseTaskKey(q),
    upper: q.toUpperCase(),
  };
}

/** SQL: the words of a text column ('simple' config); task titles have theirs stored (`title_search`). */
const wordsOf = (column: SQL): SQL => sql`to_tsvector('simple', ${column})`;

/**
 * SQL: the row's text column matches: from 3 characters, all its words as prefixes (full text,
 * 'simple' config) or a close word match, for a typo (pg_trgm's `<%`); a shorter text, the start of
 * the column. Each arm has
 * an index on task titles and project names (migration 0012).
 */
export function textMatches(column: SQL, n: Needle, words: SQL = wordsOf(column)): SQL {
  // One or two characters match the start of the text only: as a word prefix they would match a
  // fifth of all titles, to be ranked for nothing.
  if (!n.trigram) return sql`${column} ilike ${n.prefix}`;
  const arms: SQL[] = [sql`${n.q} <% ${column}`];
  if (n.tsquery) arms.push(sql`${words} @@ to_tsquery('simple', ${n.tsquery})`);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/**
 * SQL: how well the column matches, about 0-3: the same text 1, its start 0.5, pg_trgm's word
 * similarity 0-1, and the full-text rank. An exact key adds 100 in the callers, so it always leads.
 */
export function textScore(column: SQL, n: Needle, words: SQL = wordsOf(column)): SQL<number> {
  const rank = n.tsquery ? sql`ts_rank(${words}, to_tsquery('simple', ${n.tsquery}))` : sql`0`;
  return sql<number>`((case when lower(${column}) = lower(${n.q}) then 1 else 0 end)
    + (case when ${column} ilike ${n.prefix} then 0.5 else 0 end)
    + word_similarity(${n.q}, ${column}) + ${rank})::float8`;
}
