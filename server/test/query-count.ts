import { PgDialect } from "drizzle-orm/pg-core";
import { vi } from "vitest";
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
