/*
 * The speed bench (issue 8): every row of the issue's goal table, the growth curve of board load and
 * move latency with the board's size, and an instance of 100,000 tasks, 1,000 projects and 200 users
 * for the dashboard, reports and My Tasks (with EXPLAIN summaries). One table, bench/results.json.
 *
 * Everything runs on a throw-away PostgreSQL cluster: app process A serves the measures, app process
 * B (same database) holds the WebSocket that sees A's moves, and a third process serves the big
 * instance in a database of its own. Boards are seeded with set-based SQL (bench/seed.ts).
 *
 * Exits non-zero when any request failed or answered an unexpected status (a 304 is expected only on
 * the conditional read). A missed goal is shown as "miss" but fails the run only with BENCH_STRICT=1.
 *
 * Knobs: BENCH_QUICK=1 (boards of 100 and 1,000 tasks, 3 s per load run, a tiny instance: about a
 * minute and a half), BENCH_DURATION (seconds per load run), BENCH_SCALES (e.g. "100,1000"),
 * BENCH_INSTANCE=0 / BENCH_BROWSER=0 (skip those parts), BENCH_BUILD=0 (use web/dist as it is, even
 * when older than its sources), BENCH_WRITE=1 (also rewrite RESULTS.md). Only a complete run
 * (none of the knobs above but BENCH_BUILD and BENCH_WRITE) writes bench/results.json; the others
 * write $TMPDIR/sprintboard-bench-results.json (BENCH_JSON names another file).
 *
 * This file is the entry point (scripts/bench.mjs runs bench/*.bench.ts); the parts are in
 * bench/speed/: config (the knobs), table, app (processes and data), api-latency, events, browser,
 * board-phase, instance-phase and report.
 */
import os from "node:os";
import { cleanup, onCleanup, startCluster } from "./bench-kit.ts";
import { boardPhase } from "./speed/board-phase.ts";
import { WITH_INSTANCE } from "./speed/config.ts";
import { crowdPhase } from "./speed/crowd.ts";
import { instancePhase } from "./speed/instance-phase.ts";
import { report } from "./speed/report.ts";

async function main(): Promise<number> {
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  // PostgreSQL as an operator runs it: its own durability settings (fsync, full-page writes, synchronous
  // commit), not the fast-but-unsafe ones the test suites use. BENCH_PG_UNSAFE=1 (a partial run) turns
  // them off, to tell what durability costs.
  const cluster = await startCluster({ durable: process.env.BENCH_PG_UNSAFE !== "1" });
  onCleanup(() => cluster.stop());
  await boardPhase(cluster.url);
  await crowdPhase(cluster.url);
  if (WITH_INSTANCE) await instancePhase(cluster.url);
  return report(started, loadBefore);
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  await cleanup();
}
process.exit(code);
