import { type SQL, sql } from "drizzle-orm";

/**
 * SQL: the deadline of a date-only task date (product rules, tasks; contract/due-days.ts): the end
 * (24:00) of the day it names, that day being the date of the nearest UTC midnight, in time zone
 * `zone` (an IANA name as SQL text). Null for no date.
 */
export function dueDeadlineSql(column: unknown, zone: SQL): SQL {
  return sql`((date_trunc('day', (${column} at time zone 'UTC') + interval '12 hours') + interval '1 day') at time zone ${zone})`;
}
