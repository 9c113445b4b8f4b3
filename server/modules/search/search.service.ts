import { and, desc, type SQL, sql } from "drizzle-orm";
import type { SearchKind, SearchQuery, SearchResult } from "../../../contract/search.ts";
import type { DbOrTx } from "../../db/client.ts";
import { projects, sprints, teams, users } from "../../db/schema.ts";
import { personVisibleTo, projectVisibleTo, sprintVisibleTo } from "../../platform/access.ts";
import { EXACT_KEY, searchTasks } from "./search-tasks.ts";
import { type Needle, needleOf, textMatches, textScore } from "./search-text.ts";

/**
 * GET /api/search (product rules §26): tasks (by title or key), projects (by name or key), sprints,
 * people and departments the user may see, best first. Five queries whatever the number of
 * results: one per kind, each ranked and limited in PostgreSQL; `kind`, `projectId` or `type`
 * runs the tasks' query alone.
 */
export async function search(db: DbOrTx, userId: number, query: SearchQuery): Promise<SearchResult[]> {
  const n = needleOf(query.q);
  // A project or a type narrows the tasks, and leaves the other kinds out (the task pickers, §35).
  const kind = query.projectId !== undefined || query.type !== undefined ? "task" : query.kind;
  const wanted = (k: SearchKind) => kind === undefined || kind === k;
  const none = Promise.resolve([] as SearchResult[]);
  const groups = await Promise.all([
    wanted("task")
      ? searchTasks(db, userId, n, query.limit, { projectId: query.projectId, type: query.type })
      : none,
    wanted("project") ? searchProjects(db, userId, n, query.limit) : none,
    wanted("sprint") ? searchSprints(db, userId, n, query.limit) : none,
    wanted("person") ? searchPeople(db, userId, n, query.limit) : none,
    wanted("department") ? searchDepartments(db, n, query.limit) : none,
  ]);
  return groups
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit);
}

/** Visible projects by name, or by key (an exact key first). */
async function searchProjects(db: DbOrTx, userId: number, n: Needle, limit: number): Promise<SearchResult[]> {
  const name = sql`${projects.name}`;
  const keyHit = sql`${projects.key} = ${n.upper}`;
  const score = sql<number>`((case when ${keyHit} then ${EXACT_KEY} else 0 end) + ${textScore(name, n)})::float8`;
  const rows = await db
    .select({ id: projects.id, key: projects.key, name: projects.name, score })
    .from(projects)
    .where(and(sql`(${keyHit} or ${textMatches(name, n)})`, projectVisibleTo(userId)))
    .orderBy(desc(score), desc(projects.id))
    .limit(limit);
  return rows.map((r) => ({ kind: "project" as const, ...r, score: Number(r.score) }));
}

/** Visible sprints by name. */
async function searchSprints(db: DbOrTx, userId: number, n: Needle, limit: number): Promise<SearchResult[]> {
  const name = sql`${sprints.name}`;
  const score = textScore(name, n);
  const rows = await db
    .select({ id: sprints.id, name: sprints.name, status: sprints.status, score })
    .from(sprints)
    .where(and(textMatches(name, n), sprintVisibleTo(userId)))
    .orderBy(desc(score), desc(sprints.id))
    .limit(limit);
  return rows.map((r) => ({ kind: "sprint" as const, ...r, score: Number(r.score) }));
}

/** People the user works with (and the user), by name or email. */
async function searchPeople(db: DbOrTx, userId: number, n: Needle, limit: number): Promise<SearchResult[]> {
  const fullName = sql`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;
  const score = sql<number>`greatest(${textScore(fullName, n)}, ${textScore(sql`${users.email}`, n)})`;
  const matches: SQL = sql`(${textMatches(fullName, n)} or ${textMatches(sql`${users.email}`, n)})`;
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${fullName}`,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      score,
    })
    .from(users)
    .where(and(matches, personVisibleTo(userId)))
    .orderBy(desc(score), desc(users.id))
    .limit(limit);
  return rows.map((r) => ({ kind: "person" as const, ...r, score: Number(r.score) }));
}

/** Departments by name (every approved user sees every department). */
async function searchDepartments(db: DbOrTx, n: Needle, limit: number): Promise<SearchResult[]> {
  const name = sql`${teams.name}`;
  const score = textScore(name, n);
  const rows = await db
    .select({ id: teams.id, name: teams.name, score })
    .from(teams)
    .where(textMatches(name, n))
    .orderBy(desc(score), desc(teams.id))
    .limit(limit);
  return rows.map((r) => ({ kind: "department" as const, ...r, score: Number(r.score) }));
}
