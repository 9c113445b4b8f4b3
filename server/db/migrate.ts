import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Advisory-lock key shared by every process migrating the same database. */
const MIGRATION_LOCK = 7_410_001;

/** Applies pending migrations; on PostgreSQL under an advisory lock so processes starting together are safe. */
export async function runMigrations(database: Database): Promise<void> {
  const { driver, db } = database;
  if (driver.kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
