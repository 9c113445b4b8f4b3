import { readFileSync } from "node:fs";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fromRoot } from "../paths.ts";
import { ADVISORY_LOCKS } from "./advisory-locks.ts";
import type { Database } from "./client.ts";

const migrationsFolder = fromRoot("server", "db", "migrations");

/** Applies pending migrations; on PostgreSQL under an advisory lock so processes starting together are safe. */
export async function runMigrations(database: Database): Promise<void> {
  const { driver, db } = database;
  if (driver.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCKS.migrations]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCKS.migrations]).catch(() => {});
    client.release();
  }
}

/** When (drizzle's `created_at`) the newest migration this build carries was made. */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}
