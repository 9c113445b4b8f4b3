import { sql } from "drizzle-orm";
import type { SearchResult } from "../../../contract/search.ts";
import type { TaskType } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import type { Needle } from "./search-text.ts";
import { textScore } from "./search-text.ts";

/** The boost of an exact key: above any text score (at most about 3). */
export const EXACT_KEY = 100;

/** The most title matches of each arm a task search ranks (the newest). */
const CANDIDATES = 500;

type TaskRow = {
  id: number;
  key: string;
  title: string;
  type: "task" | "story" | "bug" | "epic";
  status: string;
  projectId: number;
  projectName: string;
  score: number;
};

/**
 * Tasks of visible projects (product rules §26): an exact key first, then by title. One statement:
 * the visible boards, then the tasks on them whose title has every word of the text as a word
 * prefix (the stored `title_search` vector and its GIN index); only when those are fewer than
 * `limit`, a typo's close word matches too (pg_trgm's `<%`, whose check is costly on a common word).
 * Each arm keeps its newest CANDIDATES; only those are scored, so the cost stays flat as the
 * instance grows (bench/search.bench.ts: p95 <= 50 ms at 100,000 tasks).
 */
export async function searchTasks(
  db: DbOrTx,
  userId: number,
  n: Needle,
  limit: number,
  only: { projectId?: number; type?: TaskType } = {},
): Promise<SearchResult[]> {
  // Narrowing by project happens among the visible boards; by type, in each arm (so a common word's
  // newest CANDIDATES are of that type).
  const inProject = only.projectId === undefined ? sql`` : sql`and b.project_id = ${only.projectId}`;
  const ofType = (alias: string) =>
    only.type === undefined ? sql`` : sql`and ${sql.raw(alias)}.type = ${only.type}`;
  // Under 3 characters a title matches by a whole word only: a prefix of one or two letters would
  // match a fifth of all titles, to be ranked for nothing.
  const words = n.trigram ? n.tsquery : n.tsqueryWords;
  const wordMatch = words ? sql`m.title_search @@ to_tsquery('simple', ${words})` : sql`false`;
  const fuzzy = n.trigram
    ? sql`union (select m.id from ${tasks} m where (select count(*) from by_words) < ${limit}
        and ${n.q} <% m.title and m.board_id in (select id from vis) ${ofType("m")} order by m.id desc limit ${CANDIDATES})`
    : sql``;
  const byKey = n.taskKey
    ? sql`union select k.id from ${tasks} k join ${boards} kb on kb.id = k.board_id
        join ${projects} kp on kp.id = kb.project_id
        where kp.key = ${n.taskKey.projectKey} and k.number = ${n.taskKey.number} and kb.id in (select id from vis)
        ${ofType("k")}`
    : sql``;
  const keyHit = n.taskKey
    ? sql`(p.key = ${n.taskKey.projectKey} and t.number = ${n.taskKey.number})`
    : sql`false`;
  const score = sql`((case when ${keyHit} then ${EXACT_KEY} else 0 end)
    + ${textScore(sql`t.title`, n, sql`t.title_search`)})::float8`;
  const query = sql`
    with vis as materialized (
      select b.id from ${boards} b where ${projectVisibleTo(userId, sql`b.project_id`)} ${inProject}
    ), by_words as materialized (
      select m.id from ${tasks} m where ${wordMatch} and m.board_id in (select id from vis) ${ofType("m")}
      order by m.id desc limit ${CANDIDATES}
    ), hits as materialized (
      select id from by_words ${fuzzy} ${byKey}
    )
    select t.id, p.key || '-' || t.number as "key", t.title, t.type, t.status, p.id as "projectId",
      p.name as "projectName", ${score} as score
    from hits h join ${tasks} t on t.id = h.id
    join ${boards} b on b.id = t.board_id join ${projects} p on p.id = b.project_id
    order by score desc, t.id desc limit ${limit}`;
  // A typo of one letter in a short word ("invoce") is a word similarity of about 0.57: the typo arm
  // takes 0.5, for this statement only (the default, 0.6, misses it). The planner prices the
  // trigram index and a scan of every task about the same and, depending on ANALYZE's sample,
  // picked the scan: 325 ms instead of 50 for "dark theme" at 100,000 tasks (bench/search.bench.ts).
  // Scans are off for this statement only; every table it reads has an index for its condition.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true),
      set_config('enable_seqscan', 'off', true)`);
    return tx.execute<TaskRow>(query);
  });
  return result.rows.map((r) => ({
    kind: "task" as const,
    ...r,
    id: Number(r.id),
    projectId: Number(r.projectId),
    score: Number(r.score),
  }));
}
