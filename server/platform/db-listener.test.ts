import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../test/app.ts";
import { createDbListener, type DbListener } from "./db-listener.ts";

const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let listener: DbListener;
const received: Record<string, string[]> = { sb_test_a: [], sb_test_b: [] };

beforeAll(async () => {
  db = await openTestDatabase();
  listener = createDbListener(db.database.driver, silent);
  listener.on("sb_test_a", (p) => received.sb_test_a!.push(p));
  listener.on("sb_test_b", (p) => received.sb_test_b!.push(p));
  await listener.start();
});

afterAll(async () => {
  await listener?.close();
  await db?.database.close();
  await db?.drop();
});

describe("the app's one LISTEN client", () => {
  it("routes each channel's payloads to its handler, after the commit only", async () => {
    await db.database.db.execute(sql`select pg_notify('sb_test_a', 'one'), pg_notify('sb_test_b', 'two')`);
    await db.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('sb_test_a', 'rolled back')`);
        throw new Error("roll back");
      })
      .catch(() => {});
    await db.database.db.execute(sql`select pg_notify('sb_test_a', 'three')`);
    await vi.waitFor(() => expect(received.sb_test_a).toEqual(["one", "three"]));
    expect(received.sb_test_b).toEqual(["two"]);
  });

  it("refuses a channel added after the start, or a second handler for one", () => {
    expect(() => listener.on("sb_test_c", () => {})).toThrow(/already started/);
    const fresh = createDbListener(db.database.driver, silent);
    fresh.on("sb_test_a", () => {});
    expect(() => fresh.on("sb_test_a", () => {})).toThrow(/already has a handler/);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "listens to every channel on one PostgreSQL connection, and again after it is cut",
    async () => {
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      try {
        const listening = async () =>
          (
            await admin.query<{ pid: number }>(
              "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'",
            )
          ).rows;
        expect(await listening()).toHaveLength(1);
        const reconnected = vi.fn();
        listener.onReconnect(reconnected);
        await admin.query("select pg_terminate_backend($1)", [(await listening())[0]!.pid]);
        await vi.waitFor(() => expect(reconnected).toHaveBeenCalledOnce(), { timeout: 10_000 });
        await db.database.db.execute(sql`select pg_notify('sb_test_b', 'after')`);
        await vi.waitFor(() => expect(received.sb_test_b).toContain("after"));
      } finally {
        await admin.end();
      }
    },
  );
});
