import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { prepareStatements } from "./prepared.ts";
import * as schema from "./schema.ts";

/** The Drizzle database every service uses, whatever the driver underneath. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A Db or a transaction inside it. */
export type DbOrTx = Db | Tx;

/** Raw SQL access for LISTEN/NOTIFY and advisory locks, driver-neutral. */
export type RawDriver =
  | { kind: "pglite"; pglite: PGlite }
  | { kind: "pg"; pool: pg.Pool; connectionString: string };

/** An open database: the Drizzle handle, the raw driver and a close function. */
export type Database = { db: Db; driver: RawDriver; close: () => Promise<void> };

/** Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `dataDir/db`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  /** Whether pooled connections prepare their statements (db/prepared.ts); on unless false. */
  preparedStatements?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.databasePoolSize ?? 10 });
    // An idle client losing its server must not crash the process.
    pool.on("error", () => {});
    if (opts.preparedStatements !== false) prepareStatements(pool, 300);
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    return {
      db,
      driver: { kind: "pg", pool, connectionString: opts.databaseUrl },
      close: () => pool.end(),
    };
  }
  // Loaded only here: the embedded database's code costs about 50 MB of memory that a process on
  // PostgreSQL does not need.
  const [{ PGlite }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  let pglite = opts.pglite;
  if (!pglite) {
    const dir = path.join(opts.dataDir ?? "./data", "db");
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Db;
  const owned = pglite;
  return { db, driver: { kind: "pglite", pglite: owned }, close: () => owned.close() };
}
