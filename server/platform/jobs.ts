import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../db/client.ts";

/** A piece of scheduled work that runs in every process but only one at a time across them. */
export type Job = { name: string; key: number; everyMs: number; run: (db: DbOrTx) => Promise<void> };

/**
 * Runs each job on its interval. Every process schedules it; a PostgreSQL advisory lock taken
 * inside a transaction lets only one process do a given run. Returns a stop function.
 */
export function startJobs(db: Db, jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        await db.transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${job.key}) as got`);
          const got = (result.rows[0] as { got?: boolean } | undefined)?.got;
          if (got) await job.run(tx);
        });
      } catch (err) {
        log.error({ err, job: job.name }, "scheduled job failed");
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
