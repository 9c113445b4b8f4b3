// npm run bench [name...]: runs the bench/*.bench.ts files (or those whose file name contains one of
// the given words) one after another with tsx, each in its own process, and fails if any of them
// fails. Without a name it runs every bench but the opt-in ones below (the soak runs for minutes and
// has its own table): `npm run bench` is the speed bench's one table. BENCH_QUICK=1 is its short
// version. A bench is a plain script: it starts what it needs (see scripts/pg-cluster.mjs), measures
// with autocannon against 127.0.0.1 only, prints its results and exits non-zero on a failed request.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { localBin, root, run } from "./run-child.mjs";

const filters = process.argv.slice(2);
/** Benches that run only when named (`npm run bench -- soak`). */
const OPT_IN = ["soak.bench.ts", "search.bench.ts", "import.bench.ts"];
const benchDir = path.join(root, "bench");
const benches = (existsSync(benchDir) ? readdirSync(benchDir) : [])
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) =>
    filters.length === 0 ? !OPT_IN.includes(file) : filters.some((word) => file.includes(word)),
  )
  .sort();

if (benches.length === 0) {
  console.log(`[bench] no bench/*.bench.ts${filters.length ? ` matching ${filters.join(", ")}` : ""}`);
  process.exit(0);
}

const failed = [];
for (const file of benches) {
  console.log(`\n[bench] ${file}`);
  const started = Date.now();
  const code = await run(localBin("tsx"), [path.join("bench", file)]);
  console.log(
    `[bench] ${file}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${Date.now() - started} ms`,
  );
  if (code !== 0) failed.push(file);
}
console.log(`\n[bench] ${benches.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
