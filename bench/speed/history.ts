/** The task-history row (issue 22): the first page of a task with 2,000 history entries. */
import type pg from "pg";
import { request, sequential } from "../measure.ts";
import type { Board } from "./app.ts";
import { ACCEPT, SAMPLES } from "./config.ts";
import { add, problems } from "./table.ts";

/** Entries seeded on the measured task. */
const ENTRIES = 2000;

/**
 * Seeds 2,000 history entries on one task of the board (one set-based statement, like the board's
 * seed), then reads the task's first page of history, one client. Skipped on a schema without
 * task history (an older commit measured the same way).
 */
export async function historyRow(
  base: string,
  cookie: string,
  client: pg.Client,
  board: Board,
  userId: number,
) {
  const exists = await client.query<{ t: string | null }>(
    "select to_regclass('public.task_activity')::text as t",
  );
  if (!exists.rows[0]?.t) {
    problems.push("task history: no task_activity table in this schema; the row was not measured");
    return;
  }
  const taskId = board.taskIds[0]!;
  await client.query(
    `insert into task_activity (task_id, project_id, actor_id, via, kind, changes, task_key, task_title, at)
     select t.id, b.project_id, $2, '{"kind":"web","name":null}'::jsonb, 'updated',
       jsonb_build_array(jsonb_build_object('field', 'title', 'from', 'v' || (g - 1), 'to', 'v' || g),
         jsonb_build_object('field', 'priority', 'from', 'low', 'to', 'high')),
       p.key || '-' || t.number, t.title, now() - (${ENTRIES} - g) * interval '1 minute'
     from tasks t join boards b on b.id = t.board_id join projects p on p.id = b.project_id,
       generate_series(1, ${ENTRIES}) g
     where t.id = $1`,
    [taskId, userId],
  );
  await client.query("analyze task_activity");
  const url = `${base}/api/tasks/${taskId}/activity`;
  const stats = await sequential(
    SAMPLES,
    async () => (await request(url, { headers: { cookie, ...ACCEPT } })).status,
  );
  const body = JSON.parse((await request(url, { headers: { cookie } })).body.toString()) as {
    items: unknown[];
  };
  add({
    measure: `task history: first page of a task with ${ENTRIES.toLocaleString("en")} entries, one client`,
    stats,
    goals: [{ metric: "p50", op: "<=", limit: 30 }],
    note: `${body.items.length} entries per page`,
  });
}
