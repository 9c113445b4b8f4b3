import { asc, eq, sql } from "drizzle-orm";
import { NEW_COLUMN } from "../../../contract/imports.ts";
import { statusValue } from "../../../contract/statuses.ts";
import type { BoardColumn } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { assignableUserCondition } from "../../platform/access.ts";
import type { Parsed } from "./parsers/index.ts";

/*
 * Where an import's statuses and people go (product rules §30): the columns of the target project
 * (its owner's statuses; for a new project the importer's) and the people the importer may assign
 * there (§5: for an existing project its owner, members and, for the owner, their team members;
 * for a new project, which the importer will own, any approved user).
 */

export type Person = { id: number; name: string; email: string };

/** The people the importer may assign, for `project` (null: a new project they will own). */
export async function assignablePeople(
  db: DbOrTx,
  project: { id: number; ownerId: number } | null,
  userId: number,
): Promise<Person[]> {
  const where = project ? assignableUserCondition(project, userId) : eq(users.isApproved, true);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ ...r, name: r.name || r.email }));
}

/** Usual names of the four default statuses in other tools. */
const STATUS_SYNONYMS: Record<string, string> = {
  open: "todo",
  new: "todo",
  backlog: "todo",
  selected_for_development: "todo",
  doing: "in_progress",
  started: "in_progress",
  in_review: "review",
  code_review: "review",
  qa: "review",
  testing: "review",
  closed: "done",
  resolved: "done",
  complete: "done",
  completed: "done",
};

/** The column a source status is suggested for: same value or a usual synonym; else 'new column'. */
export function suggestColumn(columns: readonly BoardColumn[], source: string): string {
  const value = statusValue(source);
  const found = columns.find((c) => c.id === value) ?? columns.find((c) => c.id === STATUS_SYNONYMS[value]);
  return found ? found.id : NEW_COLUMN;
}

/** The person a source name or email is suggested for (same email, or same full name), or null. */
export function suggestPerson(people: readonly Person[], source: string): number | null {
  const key = source.trim().toLowerCase();
  const found = people.find((p) => p.email === key) ?? people.find((p) => p.name.toLowerCase() === key);
  return found ? found.id : null;
}

/** Each distinct value of `pick` over the rows, with its count, in first-seen order. */
export function tally(parsed: Parsed, pick: (row: Parsed["rows"][number]) => string | null) {
  const counts = new Map<string, number>();
  for (const row of parsed.rows) {
    const value = pick(row);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([source, count]) => ({ source, count }));
}

/**
 * The status value of each source status: the mapped column (by id or title) or the suggestion; 'new
 * column' keeps the source's own value (the board shows it as an extra column, §3). A column the
 * project does not have is a 400 (thrown by the caller's `fail`).
 */
export function resolveStatuses(
  parsed: Parsed,
  columns: readonly BoardColumn[],
  statusMap: Record<string, string>,
  fail: (message: string) => never,
): Map<string, string> {
  const resolved = new Map<string, string>();
  for (const { source } of tally(parsed, (r) => r.status)) {
    const target = Object.hasOwn(statusMap, source) ? statusMap[source]! : suggestColumn(columns, source);
    if (target === NEW_COLUMN) {
      const value = statusValue(source).slice(0, 100);
      resolved.set(source, value);
      continue;
    }
    const column = columns.find((c) => c.id === target || c.title === target || c.id === statusValue(target));
    if (!column) fail(`Status "${source}" is mapped to "${target}", which is not a column of the project`);
    resolved.set(source, column.id);
  }
  return resolved;
}

/**
 * The user id (or null) of each source person: the mapped one or the suggestion. A mapped id that is
 * not one of `people` is a 400 (the caller's `fail`), named only by the id the importer sent.
 */
export function resolvePeople(
  parsed: Parsed,
  people: readonly Person[],
  userMap: Record<string, number | null>,
  fail: (message: string) => never,
): Map<string, number | null> {
  const resolved = new Map<string, number | null>();
  const allowed = new Set(people.map((p) => p.id));
  for (const { source } of tally(parsed, (r) => r.assignee)) {
    const target = Object.hasOwn(userMap, source) ? userMap[source]! : suggestPerson(people, source);
    if (target !== null && !allowed.has(target)) {
      fail(`"${source}" is mapped to user ${target}, who cannot be assigned in this project`);
    }
    resolved.set(source, target);
  }
  return resolved;
}

/** The columns as the preview lists them. */
export const columnChoices = (columns: readonly BoardColumn[]) =>
  columns.map((c) => ({ id: c.id, title: c.title }));

/** The columns of a project's owner, in order (re-exported for the service). */
export { ownerColumns } from "../statuses/status-columns.ts";
