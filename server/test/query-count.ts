import { PgDialect } from "drizzle-orm/pg-core";
import { vi } from "vitest";
import { boards, projects, sprints, tasks } from "../db/schema.ts";
import { testRank } from "../modules/tasks/task-fixtures.ts";
import type { TestApp } from "./app.ts";

/** Counts database round trips made while `run` executes, whatever the driver (for no-N+1 checks). */
export async function countQueries(
  t: Pick<TestApp, "database">,
  run: () => Promise<unknown>,
): Promise<number> {
  const driver = t.database.driver;
  const spy =
    driver.kind === "pglite" ? vi.spyOn(driver.pglite, "query") : vi.spyOn(driver.pool, "query" as never);
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/**
 * Counts the SQL statements Drizzle builds while `run` executes, transactions included (whose
 * statements bypass the driver's pool-level `query` that `countQueries` watches), on either driver.
 */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(PgDialect.prototype, "sqlToQuery");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

type TaskFields = Omit<typeof tasks.$inferInsert, "boardId" | "title" | "rank">;

/**
 * Seeds the data a list's query count is measured on: a sprint owned by `owner` holding `n`
 * projects, each with a board and `tasksPerBoard` tasks (task `T<position>` has the fields
 * `task(position)` gives). Returns the sprint's id and the projects' ids.
 */
export async function seedSprintOfProjects(
  t: Pick<TestApp, "database">,
  owner: { id: number },
  n: number,
  opts: {
    sprint?: Partial<typeof sprints.$inferInsert>;
    tasksPerBoard: number;
    task: (position: number) => TaskFields;
  },
): Promise<{ sprintId: number; projectIds: number[] }> {
  const db = t.database.db;
  const [sprint] = await db
    .insert(sprints)
    .values({ name: `Sprint of ${n}`, ownerId: owner.id, ...opts.sprint })
    .returning({ id: sprints.id });
  const rows = await db
    .insert(projects)
    .values(Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ownerId: owner.id, sprintId: sprint!.id })))
    .returning({ id: projects.id });
  const boardRows = await db
    .insert(boards)
    .values(rows.map((p) => ({ projectId: p.id, name: "Main Board" })))
    .returning({ id: boards.id });
  await db.insert(tasks).values(
    boardRows.flatMap((b) =>
      Array.from({ length: opts.tasksPerBoard }, (_, position) => ({
        ...opts.task(position),
        boardId: b.id,
        title: `T${position}`,
        rank: testRank(position),
      })),
    ),
  );
  return { sprintId: sprint!.id, projectIds: rows.map((p) => p.id) };
}
