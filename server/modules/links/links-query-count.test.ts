import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "../../../contract/tasks.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { firstBoardId, makeProject } from "../projects/projects.fixtures.ts";

/*
 * The board list's Blocked flags come from one grouped join (issue 23, Performance): the same round
 * trips for a board of 10 tasks as for one of 1,000 tasks with 2,000 links; the same for the links
 * of a task and of a project.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => t.close());

/** A project with `n` tasks on its board and `links` blocks links among them (half of the blockers done). */
async function seed(
  n: number,
  links: number,
): Promise<{ projectId: number; boardId: number; firstTask: number }> {
  const projectId = (await makeProject(t, owner)).id;
  const boardId = await firstBoardId(t, projectId);
  const inserted = await t.database.db.execute<{ id: number }>(sql`
    insert into tasks (board_id, title, rank, number, completed_at)
    select ${boardId}, 'Task ' || i, lpad(i::text, 6, '0'), i, case when i % 2 = 0 then now() end
    from generate_series(1, ${n}) i
    returning id`);
  const ids = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  // Source i blocks target j > i: acyclic, as the API would allow.
  await t.database.db.execute(sql`
    insert into task_links (source_task_id, target_task_id, type)
    select ${ids[0]!}::int + i, ${ids[0]!}::int + i + d, 'blocks'
    from generate_series(1, 3) d, generate_series(0, ${n - 1}) i
    where i + d < ${n}
    order by d, i
    limit ${links}`);
  return { projectId, boardId, firstTask: ids[0]! };
}

async function measure(s: { projectId: number; boardId: number; firstTask: number }) {
  const counts: number[] = [];
  for (const url of [
    `/api/boards/${s.boardId}/tasks`,
    `/api/tasks/${s.firstTask + 1}/links`,
    `/api/projects/${s.projectId}/links`,
  ]) {
    let status = 0;
    counts.push(
      await countQueries(t, async () => {
        status = (await as(t.app, owner).get(url)).statusCode;
      }),
    );
    expect(status).toBe(200);
  }
  return counts;
}

describe("links query count", () => {
  it("the board list, a task's links and a project's links cost the same for 10 and 1,000 tasks", async () => {
    const small = await seed(10, 20);
    const large = await seed(1000, 2000);
    const linkCount = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from task_links l join tasks s on s.id = l.source_task_id
        where s.board_id = ${large.boardId}`,
    );
    expect(Number(linkCount.rows[0]!.n)).toBe(2000);
    expect(await measure(large)).toEqual(await measure(small));
    const tasks = (await as(t.app, owner).get(`/api/boards/${large.boardId}/tasks`)).json() as Task[];
    // The second task is blocked by the first, which is not done (odd numbers are unfinished).
    expect(tasks.find((x) => x.id === large.firstTask + 1)!.blocked).toBe(true);
    expect(tasks.filter((x) => x.blocked).length).toBeGreaterThan(0);
    expect(tasks.filter((x) => !x.blocked).length).toBeGreaterThan(0);
  });
});
