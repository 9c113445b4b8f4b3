/** The end of a run: the table and plans printed, bench/results.json (or a temp file), RESULTS.md. */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../bench-kit.ts";
import { formatPlan } from "../explain.ts";
import { CONNECTIONS, DURATION_S, PARTIAL, QUICK, SAMPLES } from "./config.ts";
import { plans, problems, rows, table, verdict } from "./table.ts";

function writeResultsMd(tableText: string, meta: Record<string, unknown>, planText: string): void {
  const text = `# Speed bench results

Produced by \`BENCH_WRITE=1 npm run bench\` (bench/speed.bench.ts; the same numbers are in
\`bench/results.json\`). Measured ${meta.date} on ${meta.machine}, Node ${process.version},
PostgreSQL ${meta.postgres}, load average ${meta.loadBefore} before and ${meta.loadAfter} after the run (${meta.note}).
autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per load run; one-client rows are
${SAMPLES} sequential requests on a kept-alive connection; board reads send \`Accept-Encoding: br, gzip\`
and the sizes are bytes on the wire (KB = 1,000 bytes). Moves go to random valid indices of random columns.

${tableText}

EXPLAIN (ANALYZE, BUFFERS) on the instance, one line per statement (top node, time, buffers, indexes):

\`\`\`
${planText}
\`\`\`

Figures taken on a shared machine vary by ±30 % between runs.
`;
  writeFileSync(path.join(root, "bench/RESULTS.md"), text);
  console.log("[bench] wrote bench/RESULTS.md");
}

/** Prints the table and writes the results of a run begun at `started`; the exit code. */
export function report(started: number, loadBefore: string): number {
  const planText = plans
    .map((e) => [`${e.endpoint}:`, ...e.plans.map((p) => `  ${formatPlan(p)}  [${p.query}]`)].join("\n"))
    .join("\n");
  const tableText = table();
  const pgVersion = (() => {
    try {
      return execFileSync("sh", ["-c", "ls /usr/lib/postgresql | sort -n | tail -1"], {
        encoding: "utf8",
      }).trim();
    } catch {
      return "?";
    }
  })();
  const meta = {
    date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    postgres: pgVersion,
    loadBefore,
    loadAfter: os.loadavg()[0]!.toFixed(1),
    note: "other work was running on the machine",
    quick: QUICK,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(`\n${tableText}\n`);
  if (planText) console.log(`EXPLAIN (ANALYZE, BUFFERS) summaries:\n${planText}\n`);
  const misses = rows.filter((r) => verdict(r) === "miss").map((r) => r.measure);
  console.log(
    `[bench] ${rows.length} rows, ${misses.length} goals missed, ${problems.length} problems, ${meta.seconds} s; machine ${meta.machine}, load ${loadBefore} → ${meta.loadAfter}`,
  );
  if (problems.length > 0) {
    for (const p of problems) console.error(`[bench] ERROR: ${p}`);
    console.error("[bench] the run had errors: not writing results");
    return 1;
  }
  // Only a complete run replaces the committed results; a quick or narrowed one goes to a temp file.
  const jsonPath =
    process.env.BENCH_JSON ??
    (PARTIAL
      ? path.join(os.tmpdir(), "sprintboard-bench-results.json")
      : path.join(root, "bench/results.json"));
  writeFileSync(
    jsonPath,
    `${JSON.stringify({ meta, rows: rows.map((r) => ({ ...r, result: verdict(r) })), plans }, null, 2)}\n`,
  );
  console.log(
    `[bench] wrote ${path.relative(root, jsonPath).startsWith("..") ? jsonPath : path.relative(root, jsonPath)}`,
  );
  if (process.env.BENCH_WRITE === "1") {
    if (PARTIAL) console.warn("[bench] BENCH_WRITE=1 ignored: RESULTS.md holds complete runs only");
    else writeResultsMd(tableText, meta, planText);
  }
  if (process.env.BENCH_STRICT === "1" && misses.length > 0) return 1;
  return 0;
}
