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
