import { vi } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";

/** Creates a department through the API (throws unless 201). */
export async function makeTeam(app: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(app.app, user).post("/api/teams", { name: "Engineering", ...body });
  if (res.statusCode !== 201) throw new Error(`create team failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; members: { id: number; userId: number; role: string }[] };
}

/** Counts database round trips made while `run` executes, whatever the driver (for no-N+1 checks). */
export async function countQueries(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  const driver = app.database.driver;
  const spy =
    driver.kind === "pglite" ? vi.spyOn(driver.pglite, "query") : vi.spyOn(driver.pool, "query" as never);
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
