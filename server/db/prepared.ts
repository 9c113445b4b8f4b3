import { createHash } from "node:crypto";
import type pg from "pg";

/*
 * Statements prepared once per connection (issue 26). PostgreSQL parsed and planned every statement
 * afresh: on a move, planning the task's big read-back and history statements cost more than running
 * them (measured with pg_stat_statements' track_planning on a 5,000-task board). A statement with
 * parameters is now named by a hash of its text, so each pooled connection prepares it on first use
 * and then only binds and executes it; PostgreSQL keeps its plan (a generic one once it is no
 * dearer than the custom ones). The queries' texts do not grow with their data: id lists are one
 * array parameter (db/id-list.ts), so the set of distinct statements is the app's, a few hundred.
 *
 * Each connection prepares at most `limit` statements (the rest run unnamed, as before), so that a
 * backend's memory stays bounded. Off with DATABASE_PREPARED_STATEMENTS=false, for a pooler that
 * does not keep prepared statements across transactions (PgBouncer before 1.21 in transaction mode).
 */

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const names = new Map<string, string>();

/** The statement's name: a hash of its text (memoised; texts are the app's own, a bounded set). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `sb_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (names.size < 5000) names.set(text, name);
  }
  return name;
}

/** Makes every connection of `pool` prepare its parameterised statements, at most `limit` each. */
export function prepareStatements(pool: pg.Pool, limit: number): void {
  pool.on("connect", (client) => {
    const prepared = new Set<string>();
    // The class's method, looked up at each call (so that a wrapper installed on it later still sees
    // every statement).
    const query: Query = (...args) => (Object.getPrototypeOf(client).query as Query).apply(client, args);
    const named: Query = (config, values, callback) => {
      if (config && typeof config === "object" && !(config as QueryConfig).name) {
        const { text, values: own } = config as QueryConfig;
        const params = values ?? own;
        // Without parameters a statement may hold several commands, which cannot be prepared.
        if (typeof text === "string" && Array.isArray(params) && params.length > 0) {
          const name = nameOf(text);
          if (prepared.has(name) || prepared.size < limit) {
            prepared.add(name);
            return query({ ...(config as object), name }, values, callback);
          }
        }
      }
      return query(config, values, callback);
    };
    (client as unknown as { query: Query }).query = named;
  });
}
