import { createHash } from "node:crypto";
import type { Database } from "../db/client.ts";

/** One SQL statement with positional parameters; rows come back as plain objects. */
export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** A user table of the `public` schema as the backup sees it. */
export type TableInfo = {
  name: string;
  /** Every column in table order (generated columns included: they are dumped, never inserted). */
  columns: string[];
  /** Columns a restore writes (all but generated ones). */
  insertable: string[];
  /** Primary-key columns; the dump is ordered by them, text compared byte-wise (COLLATE "C"). */
  primaryKey: { name: string; collatable: boolean }[];
  /** True when a row can be large (a bytea column): such tables are read in small batches. */
  hasBytes: boolean;
};

/** A sequence owned by a table column (serial or identity). */
export type SequenceInfo = { table: string; column: string; sequence: string };

/** One applied migration as drizzle records it: the SQL file's sha256 and the journal's `when`. */
export type MigrationStep = { hash: string; createdAt: number };

/** A double-quoted SQL identifier. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** The schema-qualified, quoted name of a public table or sequence. */
export const qualified = (name: string) => `public.${ident(name)}`;

/**
 * Runs `fn` in one transaction on its own connection (PGlite: under the instance's lock, so the
 * running app's queries wait; pg: a pooled client). `read` is REPEATABLE READ READ ONLY: one
 * consistent snapshot for the whole dump. Times are rendered in UTC so dumps are comparable.
 */
export async function withTransaction<T>(
  database: Database,
  mode: "read" | "write",
  fn: (q: Query) => Promise<T>,
): Promise<T> {
  const setup = async (q: Query) => {
    if (mode === "read") await q("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    await q("SET LOCAL TimeZone TO 'UTC'");
  };
  const { driver } = database;
  if (driver.kind === "pglite") {
    return driver.pglite.transaction(async (tx) => {
      const q: Query = async (sql, params) => (await tx.query(sql, params)).rows as never;
      await setup(q);
      return fn(q);
    });
  }
  const client = await driver.pool.connect();
  const q: Query = async (sql, params) => (await client.query(sql, params)).rows as never;
  try {
    await q("BEGIN");
    await setup(q);
    const result = await fn(q);
    await q("COMMIT");
    return result;
  } catch (err) {
    await q("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The public tables with their columns and keys, parents before children (foreign-key order). */
export async function listTables(q: Query): Promise<TableInfo[]> {
  const columns = await q<{
    table: string;
    column: string;
    generated: string;
    collatable: boolean;
    bytes: boolean;
  }>(
    `SELECT c.relname AS "table", a.attname AS "column", a.attgenerated::text AS generated,
            a.attcollation <> 0 AS collatable, a.atttypid = 'bytea'::regtype AS bytes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await q<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND n.nspname = 'public'
      ORDER BY c.relname, k.ord`,
  );
  const links = await q<{ child: string; parent: string }>(
    `SELECT src.relname AS child, dst.relname AS parent
       FROM pg_constraint k JOIN pg_class src ON src.oid = k.conrelid
       JOIN pg_class dst ON dst.oid = k.confrelid JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    let t = tables.get(c.table);
    if (!t) {
      t = { name: c.table, columns: [], insertable: [], primaryKey: [], hasBytes: false };
      tables.set(c.table, t);
    }
    t.columns.push(c.column);
    if (c.generated === "") t.insertable.push(c.column);
    if (c.bytes) t.hasBytes = true;
  }
  for (const k of keys) {
    const t = tables.get(k.table)!;
    const col = columns.find((c) => c.table === k.table && c.column === k.column)!;
    t.primaryKey.push({ name: k.column, collatable: col.collatable });
  }
  return foreignKeyOrder([...tables.values()], links);
}

/** Sorts tables so every table comes after the tables it references (self-references aside). */
function foreignKeyOrder(tables: TableInfo[], links: { child: string; parent: string }[]): TableInfo[] {
  const sorted: TableInfo[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`Foreign keys form a cycle through table ${t.name}`);
    visiting.add(t.name);
    for (const link of links) {
      if (link.child !== t.name || link.parent === t.name) continue;
      const parent = tables.find((p) => p.name === link.parent);
      if (parent) visit(parent);
    }
    visiting.delete(t.name);
    done.add(t.name);
    sorted.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  return sorted;
}

/** The sequences owned by public table columns. */
export function listSequences(q: Query): Promise<SequenceInfo[]> {
  return q<SequenceInfo>(
    `SELECT c.relname AS "table", a.attname AS "column", s.relname AS "sequence"
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class c ON c.oid = d.refobjid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
        AND d.deptype IN ('a', 'i') AND n.nspname = 'public'
      ORDER BY 1, 2`,
  );
}

/** The migrations applied to this database, oldest first (empty when it was never migrated). */
export async function appliedMigrations(q: Query): Promise<MigrationStep[]> {
  const [exists] = await q<{ ok: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`,
  );
  if (!exists?.ok) return [];
  const rows = await q<{ hash: string; createdAt: string }>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.createdAt) }));
}

/**
 * Yields each row of a table as the text of `to_jsonb(row)`, in primary-key order, reading in
 * batches with keyset paging so that memory stays bounded (bytea shows as `\x` hex).
 */
export async function* tableRows(q: Query, table: TableInfo): AsyncGenerator<string> {
  const key = table.primaryKey.map((k) => ({ ...k, c: k.collatable ? ' COLLATE "C"' : "" }));
  const from = `FROM ${qualified(table.name)} t`;
  if (key.length === 0) {
    // No key to page on: one ordered read (no such table today).
    for (const r of await q<{ j: string }>(`SELECT to_jsonb(t)::text AS j ${from} ORDER BY 1 COLLATE "C"`))
      yield r.j;
    return;
  }
  const order = key.map((k) => `t.${ident(k.name)}${k.c}`).join(", ");
  // The key of the last row read, as a small JSON object (never the whole row: it may hold a file).
  const keyJson = `jsonb_build_object(${key.map((k) => `'${k.name.replace(/'/g, "''")}', t.${ident(k.name)}`).join(", ")})::text`;
  const after = `(${order}) > (SELECT ${key.map((k) => `p.${ident(k.name)}${k.c}`).join(", ")}
    FROM jsonb_populate_record(NULL::${qualified(table.name)}, $1::jsonb) p)`;
  const select = `SELECT to_jsonb(t)::text AS j, ${keyJson} AS k ${from}`;
  const limit = table.hasBytes ? 4 : 500;
  let last: string | null = null;
  for (;;) {
    const rows: { j: string; k: string }[] =
      last === null
        ? await q(`${select} ORDER BY ${order} LIMIT ${limit}`)
        : await q(`${select} WHERE ${after} ORDER BY ${order} LIMIT ${limit}`, [last]);
    for (const r of rows) yield r.j;
    if (rows.length < limit) return;
    last = rows[rows.length - 1]!.k;
  }
}

/** Incremental digest of a table's rows as the backup writes them (row text plus a newline each). */
export class RowDigest {
  private hash = createHash("sha256");
  /** Rows added so far. */
  rows = 0;
  /** Adds one row's JSON text. */
  add(json: string): void {
    this.hash.update(json).update("\n");
    this.rows += 1;
  }
  /** The hex digest (call once). */
  digest(): string {
    return this.hash.digest("hex");
  }
}

/** Per-table row count and digest of the whole database, in one consistent snapshot. */
export async function tableDigests(
  database: Database,
): Promise<Record<string, { rows: number; sha256: string }>> {
  return withTransaction(database, "read", async (q) => {
    const out: Record<string, { rows: number; sha256: string }> = {};
    for (const table of await listTables(q)) {
      const d = new RowDigest();
      for await (const row of tableRows(q, table)) d.add(row);
      out[table.name] = { rows: d.rows, sha256: d.digest() };
    }
    return out;
  });
}
