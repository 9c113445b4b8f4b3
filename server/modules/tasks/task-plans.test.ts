import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { firstBoardId, makeProject } from "../projects/projects.fixtures.ts";

/*
 * What a move or a create runs under the board's lock reads tasks by key, not by scanning the board
 * (issue 23, Performance): the planner counts a set built from JSON as 100 rows and, on a board of a
 * few thousand tasks, hash-joined it against every task for the history row of each move and for
 * every read of a parent. Plans, not timings: each statement is EXPLAINed with its parameters after
 * ANALYZE, and a sequential scan of `tasks`, `comments` or `task_links` fails the test.
 */

let t: TestApp;
let owner: TestUser;
let boardId: number;
let ids: number[];
let child: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  const projectId = (await makeProject(t, owner)).id;
  boardId = await firstBoardId(t, projectId);
  const inserted = await t.database.db.execute<{ id: number }>(sql`
    insert into tasks (board_id, title, rank, number, status)
    select ${boardId}, 'Task ' || i, 'd' || lpad((i * 3)::text, 4, '0'), i, (array['todo','in_progress','done'])[1 + i % 3]
    from generate_series(1, 3000) i
    returning id`);
  ids = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  // Every other task a sub-task of the first 500; a comment on every task; 1,000 blocks links.
  await t.database.db.execute(sql`
    update tasks set parent_id = ${ids[0]!}::int + (id % 500) where id > ${ids[500]!} and id % 2 = 0`);
  await t.database.db.execute(sql`
    insert into comments (task_id, user_id, content) select id, ${owner.id}, 'c' from tasks where board_id = ${boardId}`);
  await t.database.db.execute(sql`
    insert into task_links (source_task_id, target_task_id, type)
    select ${ids[0]!}::int + i, ${ids[0]!}::int + i + 1000, 'blocks' from generate_series(0, 999) i`);
  const sub = await t.database.db.execute<{ id: number }>(sql`
    select id from tasks where board_id = ${boardId} and parent_id is not null and status <> 'done' order by id limit 1`);
  child = Number(sub.rows[0]!.id);
  for (const table of ["tasks", "comments", "task_links", "boards"]) {
    await t.database.db.execute(sql.raw(`analyze ${table}`));
  }
});
afterAll(async () => t.close());

/** The statements Drizzle builds while `run` executes, with their parameters. */
async function statementsOf(run: () => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
  const spy = vi.spyOn(PgDialect.prototype, "sqlToQuery");
  try {
    await run();
    return spy.mock.results.map((r) => r.value as { sql: string; params: unknown[] });
  } finally {
    spy.mockRestore();
  }
}

/** The tables a statement's plan reads whole (sequential scans), by name. */
async function seqScans(statement: { sql: string; params: unknown[] }): Promise<string[]> {
  const text = `explain (format json) ${statement.sql}`;
  const driver = t.database.driver;
  const rows =
    driver.kind === "pglite"
      ? (await driver.pglite.query<Record<string, unknown>>(text, statement.params)).rows
      : (await driver.pool.query(text, statement.params)).rows;
  const plan = Object.values(rows[0]!)[0];
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node["Node Type"] === "Seq Scan") found.push(String(node["Relation Name"]));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(
    ((typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[])[0]!.Plan,
  );
  return found;
}

async function bigScans(run: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = [];
  for (const statement of await statementsOf(run)) {
    if (!/^\s*(select|insert|update|with)/i.test(statement.sql)) continue;
    for (const table of await seqScans(statement)) {
      if (["tasks", "comments", "task_links"].includes(table))
        found.push(`${table}: ${statement.sql.slice(0, 120)}`);
    }
  }
  return found;
}

describe("plans on a 3,000-task board", () => {
  it("a move reads and writes its task, its history and its parent by key", async () => {
    const found = await bigScans(async () => {
      const res = await as(t.app, owner).put(`/api/tasks/${child}/position`, { status: "done", position: 3 });
      expect(res.statusCode).toBe(200);
    });
    expect(found).toEqual([]);
  });

  it("an estimate of a sub-task reads its parent back by key", async () => {
    const found = await bigScans(async () => {
      const res = await as(t.app, owner).patch(`/api/tasks/${child}`, { storyPoints: 3 });
      expect(res.statusCode).toBe(200);
    });
    expect(found).toEqual([]);
  });
});
