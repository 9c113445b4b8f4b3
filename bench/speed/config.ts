/** The speed bench's knobs (see bench/speed.bench.ts) and the constants its parts share. */

export const QUICK = process.env.BENCH_QUICK === "1";
export const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 3 : 10));
export const CONNECTIONS = 10;
/** The board most rows are measured on (the 5,000-task board; 1,000 in quick mode). */
export const MAIN = QUICK ? 1000 : 5000;
export const SCALES = (process.env.BENCH_SCALES ?? (QUICK ? "100,1000" : "100,1000,5000,20000"))
  .split(",")
  .map(Number);
export const INSTANCE = QUICK
  ? { users: 20, projects: 20, tasks: 2000 }
  : { users: 200, projects: 1000, tasks: Number(process.env.BENCH_INSTANCE_TASKS ?? 100_000) };
export const WITH_INSTANCE = process.env.BENCH_INSTANCE !== "0";
/** A quick or narrowed run: its numbers do not replace bench/results.json and RESULTS.md. */
export const PARTIAL =
  QUICK ||
  [
    "BENCH_DURATION",
    "BENCH_SCALES",
    "BENCH_INSTANCE_TASKS",
    "BENCH_CROWD",
    "BENCH_CROWD_USERS",
    "BENCH_PG_UNSAFE",
  ].some((k) => process.env[k] !== undefined) ||
  process.env.BENCH_INSTANCE === "0" ||
  process.env.BENCH_BROWSER === "0";
export const WITH_BROWSER = process.env.BENCH_BROWSER !== "0";
/** Samples of the one-client measures. */
export const SAMPLES = QUICK ? 20 : 60;
export const ACCEPT = { "accept-encoding": "br, gzip" };
export const PASSWORD = "bench-password-1";
/** The crowd (issue 26 item 4): sockets joined to one project, the users they belong to, the moves timed. */
export const CROWD = Number(process.env.BENCH_CROWD ?? (QUICK ? 500 : 5000));
export const CROWD_USERS = Number(process.env.BENCH_CROWD_USERS ?? CROWD);
export const CROWD_MOVES = QUICK ? 20 : 30;
