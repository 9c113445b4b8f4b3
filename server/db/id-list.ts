import { type SQL, sql } from "drizzle-orm";

/**
 * SQL: a subquery listing `ids` (`x in (${idListSql(ids)})`), as one parameter whatever their number
 * (a parameter per id would hit the protocol's limit). `unnest` of an array tells the planner how
 * many ids there are; a set-returning function over JSON counts as 100 rows, which on a big board
 * turned a one-task read into sequential scans of every task, comment and link.
 */
export function idListSql(ids: readonly number[]): SQL {
  return sql`select unnest(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`;
}
