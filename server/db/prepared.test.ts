import pg from "pg";
import { describe, expect, it } from "vitest";
import { prepareStatements } from "./prepared.ts";

/*
 * Statements prepared once per connection (issue 26, server/db/prepared.ts). PostgreSQL only: the
 * embedded PGlite has no pool. The PostgreSQL suite also runs every other test through it.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("prepared statements", () => {
  it("prepares a statement with parameters once per connection, and at most `limit` of them", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    prepareStatements(pool, 2);
    try {
      const run = (text: string, n: number) => pool.query<{ n: number }>({ text, values: [n] });
      expect((await run("select $1::int + 1 as n", 1)).rows[0]!.n).toBe(2);
      expect((await run("select $1::int + 1 as n", 5)).rows[0]!.n).toBe(6);
      expect((await run("select $1::int + 2 as n", 1)).rows[0]!.n).toBe(3);
      // Over the limit: still answered, not prepared.
      expect((await run("select $1::int + 3 as n", 1)).rows[0]!.n).toBe(4);
      // Without parameters: several commands in one text still work (the simple protocol).
      await pool.query({ text: "select 1; select 2" });
      const prepared = await pool.query<{ statement: string }>(
        "select statement from pg_prepared_statements order by statement",
      );
      expect(prepared.rows.map((r) => r.statement)).toEqual([
        "select $1::int + 1 as n",
        "select $1::int + 2 as n",
      ]);
    } finally {
      await pool.end();
    }
  });
});
