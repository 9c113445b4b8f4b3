import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SearchQuery, SearchResult } from "../../../contract/search.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, sprints, tasks, teams, users } from "../../db/schema.ts";
import { personVisibleTo, projectVisibleTo, sprintVisibleTo } from "../../platform/access.ts";
import { taskKeySql } from "../tasks/task-keys.ts";
import { type Needle, needleOf, textMatches, textScore } from "./search-text.ts";

/** The boost of an exact key: above any text score (at most about 3). */
const EXACT_KEY = 100;

/**
 * GET /api/search (product rules §24): tasks (by title or key), projects (by name or key), sprints,
 * people and departments the user may see, best first. Five queries whatever the number of
 * results: one per kind, each ranked and limited in PostgreSQL.
 */
export async function search(db: DbOrTx, userId: number, query: SearchQuery): Promise<SearchResult[]> {
  const n = needleOf(query.q);
  const groups = await Promise.all([
    searchTasks(db, userId, n, query.limit),
    searchProjects(db, userId, n, query.limit),
    searchSprints(db, userId, n, query.limit),
    searchPeople(db, userId, n, query.limit),
    searchDepartments(db, n, query.limit),
  ]);
  return groups
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit);
}

/** Tasks of visible projects: an exact key first, then by title. */
async function searchTasks(db: DbOrTx, userId: number, n: Needle, limit: number): Promise<SearchResult[]> {
  const title = sql`${tasks.title}`;
  const keyHit = n.taskKey
    ? sql`(${projects.key} = ${n.taskKey.projectKey} and ${tasks.number} = ${n.taskKey.number})`
    : sql`false`;
  // The key and the title arms are separate candidate sets, so each uses its own index.
  const byKey = n.taskKey
    ? sql` union select ${tasks.id} from ${tasks} join ${boards} on ${boards.id} = ${tasks.boardId}
        join ${projects} on ${projects.id} = ${boards.projectId}
        where ${projects.key} = ${n.taskKey.projectKey} and ${tasks.number} = ${n.taskKey.number}`
    : sql``;
  const candidates = sql`${tasks.id} in (select ${tasks.id} from ${tasks} where ${textMatches(title, n)}${byKey})`;
  const score = sql<number>`((case when ${keyHit} then ${EXACT_KEY} else 0 end) + ${textScore(title, n)})::float8`;
  const rows = await db
    .select({
      id: tasks.id,
      key: taskKeySql,
      title: tasks.title,
      status: tasks.status,
      projectId: projects.id,
      projectName: projects.name,
      score,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(candidates, projectVisibleTo(userId)))
    .orderBy(desc(score), desc(tasks.id))
    .limit(limit);
  return rows.map((r) => ({ kind: "task" as const, ...r, score: Number(r.score) }));
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
