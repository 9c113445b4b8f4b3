// npm run budget (after npm run build): the compressed JS and CSS each key screen loads before its
// first paint, read from web/dist/.vite/manifest.json, against the budgets of issue 8. Sizes are gzip
// level 9 (what a server's gzip gives at best; brotli is shown alongside for reference). Exits 1 when a
// budget is exceeded, 2 when the build or a route chunk is missing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { KB, measure, routeFiles } from "./bundle-budget-lib.mjs";
import { root } from "./run-child.mjs";

const dist = path.join(root, "web", "dist");
const manifestPath = path.join(dist, ".vite", "manifest.json");

/** Each screen: the route modules loaded with the entry before first paint, and its budget in KB. */
const BUDGETS = [
  { name: "landing / (signed out)", modules: ["src/pages/landing-page.tsx"], budgetKb: 120 },
  {
    name: "signed-in shell + /dashboard",
    modules: ["src/components/layout/app-shell.tsx", "src/pages/dashboard-page.tsx"],
    budgetKb: 220,
  },
];

/** gzip level 9 size of a file in dist. */
function gzipSize(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** Brotli quality 11 size of a file in dist. */
function brotliSize(file) {
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  return brotliCompressSync(readFileSync(path.join(dist, file)), options).length;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

let over = 0;
for (const { name, modules, budgetKb } of BUDGETS) {
  let files;
  try {
    files = routeFiles(manifest, modules);
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exit(2);
  }
  const gzip = measure(files, gzipSize);
  const brotli = measure(files, brotliSize);
  const ok = gzip.total <= budgetKb * KB;
  if (!ok) over++;
  console.log(`\n${name}: ${kb(gzip.total)} gzip-9 (brotli ${kb(brotli.total)}), budget ${budgetKb} KB`);
  for (const row of gzip.rows) {
    const raw = readFileSync(path.join(dist, row.file)).length;
    console.log(`  ${row.file.padEnd(48)} ${kb(raw).padStart(10)} raw ${kb(row.bytes).padStart(10)} gzip`);
  }
  console.log(`  ${ok ? "OK" : `OVER BUDGET by ${kb(gzip.total - budgetKb * KB)}`}`);
}
process.exit(over ? 1 : 0);
