// Prints, for each test runner's JSON report under test-results/timings/ (written when CI is set:
// vitest.config.ts and playwright.config.ts), the ten slowest test files and the test counts, so
// that a run shows where its time goes. `node scripts/slowest-tests.mjs [dir]`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./run-child.mjs";

const dir = path.resolve(process.argv[2] ?? path.join(root, "test-results", "timings"));
const TOP = 10;

/** Vitest's JSON report: files with their start and end times. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
}

/** Playwright's JSON report: suites per file, each test's results with their durations. */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(spec.file) ?? { file: `e2e/${spec.file}`, seconds: 0, tests: 0 };
        entry.tests += 1;
        entry.seconds += (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
        byFile.set(spec.file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile.values()];
}

function print(name, files) {
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const tests = files.reduce((sum, f) => sum + f.tests, 0);
  console.log(`\n${name}: ${files.length} files, ${tests} tests, ${total.toFixed(0)} s summed over files`);
  console.log(`${"seconds".padStart(9)}  ${"tests".padStart(5)}  file`);
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, TOP)) {
    console.log(`${f.seconds.toFixed(1).padStart(9)}  ${String(f.tests).padStart(5)}  ${f.file}`);
  }
}

if (!existsSync(dir)) {
  console.log(`no timings in ${path.relative(root, dir)}`);
  process.exit(0);
}
for (const name of readdirSync(dir)
  .filter((n) => n.endsWith(".json"))
  .sort()) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  } catch (err) {
    console.log(`\n${name}: unreadable (${err.message})`);
    continue;
  }
  print(name.replace(/\.json$/, ""), report.testResults ? vitestFiles(report) : playwrightFiles(report));
}
