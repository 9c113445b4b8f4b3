// npm run budget (after npm run build): the compressed JavaScript each key screen loads before its
// first paint, read from web/dist/.vite/manifest.json, against the budgets of issue 8 ("JavaScript
// before first paint, compressed"), and the stylesheet it loads against a budget of its own. The
// budgeted size is Brotli at quality 11, text mode: what the server sends a browser (scripts/precompress.mjs
// writes these .br copies); gzip level 9, for clients without Brotli, is shown alongside. Exits 1 when
// a budget is exceeded or a screen loads a chunk it must not (charts, drag and drop, forms; React or
// the query client on the prerendered landing page), 2 when the build, an entry or a route chunk is
// missing. Reads web/dist, or the folder given as the first argument.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesOf, forbiddenChunks, KB, measure, routeKeys } from "./bundle-budget-lib.mjs";
import { root } from "./run-child.mjs";

const dist = path.resolve(process.argv[2] ?? path.join(root, "web", "dist"));
const manifestPath = path.join(dist, ".vite", "manifest.json");

/** The stylesheet every screen loads (Tailwind: one file for the whole app), Brotli KB. */
const CSS_BUDGET_KB = 15;

/**
 * Each screen: its entry (the app's index.html unless named), the route modules loaded with it
 * before first paint, its budget in KB and the named vendor chunks (web/vite.config.ts) it must not load.
 */
const BUDGETS = [
  // '/' signed out is landing.html, prerendered at build time (web/prerender-landing.ts): before its
  // first paint it loads its own script entry and what that imports statically, nothing of the app's.
  // The server sends it for '/' whenever the request has no live session (server/platform/web.ts), so
  // the app's own landing route (src/pages/landing-page.tsx) is only ever a client-side navigation.
  {
    name: "landing / (signed out)",
    entry: "src/landing.ts",
    modules: [],
    budgetKb: 120,
    forbidden: ["react", "query", "charts", "dnd", "forms"],
  },
  // After logging out, the same page also hydrates its toast region (a chunk loaded on demand).
  {
    name: "landing / after logging out (toast hydrated)",
    entry: "src/landing.ts",
    modules: ["src/features/landing/landing-toasts.tsx"],
    budgetKb: 120,
    forbidden: ["charts", "dnd", "forms"],
  },

  {
    name: "signed-in shell + /dashboard",
    modules: ["src/components/layout/app-shell.tsx", "src/pages/dashboard-page.tsx"],
    budgetKb: 220,
    forbidden: ["charts", "dnd"],
  },
];

/** Brotli quality 11, text mode, size of a file in dist (as scripts/precompress.mjs writes it). */
function brotliSize(file) {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  return brotliCompressSync(readFileSync(path.join(dist, file)), { params }).length;
}

/** gzip level 9 size of a file in dist. */
function gzipSize(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

let over = 0;
for (const { name, entry, modules, budgetKb, forbidden } of BUDGETS) {
  let keys;
  try {
    keys = routeKeys(manifest, modules, entry);
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exit(2);
  }
  const files = filesOf(manifest, keys);
  const brotli = measure(files, brotliSize);
  const gzip = measure(files, gzipSize);
  const gzipOf = new Map(gzip.rows.map((row) => [row.file, row.bytes]));
  const isCss = (file) => file.endsWith(".css");
  const sum = (rows, css) => rows.filter((r) => isCss(r.file) === css).reduce((n, r) => n + r.bytes, 0);
  const js = sum(brotli.rows, false);
  const css = sum(brotli.rows, true);
  const ok = js <= budgetKb * KB;
  const cssOk = css <= CSS_BUDGET_KB * KB;
  if (!ok) over++;
  if (!cssOk) over++;
  console.log(
    `\n${name}: JavaScript ${kb(js)} brotli (gzip-9 ${kb(sum(gzip.rows, false))}), budget ${budgetKb} KB;` +
      ` CSS ${kb(css)} brotli (gzip-9 ${kb(sum(gzip.rows, true))}), budget ${CSS_BUDGET_KB} KB`,
  );
  console.log(
    `  ${"file".padEnd(48)} ${"raw".padStart(10)} ${"brotli".padStart(10)} ${"gzip-9".padStart(10)}`,
  );
  for (const row of brotli.rows) {
    const raw = readFileSync(path.join(dist, row.file)).length;
    const cells = [raw, row.bytes, gzipOf.get(row.file)].map((bytes) => kb(bytes).padStart(10));
    console.log(`  ${row.file.padEnd(48)} ${cells.join(" ")}`);
  }
  console.log(`  JavaScript ${ok ? "OK" : `OVER BUDGET by ${kb(js - budgetKb * KB)}`}`);
  console.log(`  CSS ${cssOk ? "OK" : `OVER BUDGET by ${kb(css - CSS_BUDGET_KB * KB)}`}`);
  const loaded = forbiddenChunks(manifest, keys, forbidden);
  if (loaded.length) {
    over++;
    console.log(`  LOADS ${loaded.join(", ")} CODE, which this screen must not`);
  }
}
process.exit(over ? 1 : 0);
