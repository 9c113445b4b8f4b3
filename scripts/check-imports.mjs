#!/usr/bin/env node
// Imports run one way (issue 10), checked by `npm run lint`:
// - web/src: lib <- api <- realtime <- components <- features <- pages (each layer may import the
//   ones before it and `contract/`, never one after it); main.tsx and router.tsx wire them all.
// - server/modules: a module uses another only through its service (`*.service.ts`) or a helper it
//   publishes (PUBLISHED below); tests and fixtures may use other modules' fixtures too.
// - server/platform and server/db never import a module (app.ts, main.ts and tools/ wire them);
//   contract/ imports nothing of ours.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The web layers, lowest first: a file may import its own layer and the ones before it. */
const WEB_LAYERS = ["lib", "api", "realtime", "components", "features", "pages"];

/** Helpers a server module publishes for the others, besides its services. */
const PUBLISHED = new Set([
  "server/modules/activity/record.ts",
  "server/modules/auth/rate-limit.ts",
  "server/modules/backlog/sprint-work.ts",
  "server/modules/notifications/messages.ts",
  "server/modules/notifications/notify.ts",
  "server/modules/statuses/status-columns.ts",
  "server/modules/statuses/default-statuses.ts",
  "server/modules/tasks/child-counts.ts",
  "server/modules/tasks/task-positions.ts",
  "server/modules/tasks/task-keys.ts",
  "server/modules/webhooks/outbox.ts",
]);

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Whether a file is a test, a fixture or a test helper (allowed to reach other modules' fixtures). */
function isTestSupport(file) {
  return /\.test\.tsx?$|fixtures?\.ts$|test-helpers\.ts$|^server\/test\//.test(file);
}

/** Resolves an import specifier of `file` to a repository path, or null for a package. */
export function resolveImport(file, specifier) {
  if (specifier.startsWith("@/")) return path.posix.join("web/src", specifier.slice(2));
  if (specifier.startsWith("@contract/")) return path.posix.join("contract", specifier.slice(10));
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

function webLayer(file) {
  const match = /^web\/src\/([^/]+)\//.exec(file);
  return match ? WEB_LAYERS.indexOf(match[1]) : -1;
}

/** What is wrong with `file` importing `target` (both repository paths), or null. */
function ruleBroken(file, target) {
  if (file.startsWith("contract/") && (target.startsWith("server/") || target.startsWith("web/"))) {
    return "contract/ imports nothing of the server or the web";
  }
  if (file.startsWith("web/src/")) {
    const from = webLayer(file);
    const to = webLayer(target);
    if (from >= 0 && to > from) {
      return `web/src/${WEB_LAYERS[from]} may not import web/src/${WEB_LAYERS[to]} (imports run ${WEB_LAYERS.join(" <- ")})`;
    }
    return null;
  }
  const targetModule = /^server\/modules\/([^/]+)\//.exec(target)?.[1];
  if (!targetModule || isTestSupport(file)) return null;
  const fileModule = /^server\/modules\/([^/]+)\//.exec(file)?.[1];
  if (fileModule === targetModule) return null;
  if (!fileModule) {
    // app.ts, main.ts and tools/ wire the modules together; platform and db are beneath them.
    return /^server\/(platform|db)\//.test(file)
      ? "server/platform and server/db never import a module"
      : null;
  }
  if (target.endsWith(".service.ts") || PUBLISHED.has(target)) return null;
  return `module ${fileModule} may use module ${targetModule} only through its service or a published helper`;
}

/** Every wrong-way import in `files` ({path, source}, repository paths with forward slashes). */
export function importViolations(files) {
  const found = [];
  for (const { path: file, source } of files) {
    for (const match of source.matchAll(IMPORT_RE)) {
      const specifier = match[1] ?? match[2];
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const broken = ruleBroken(file, target);
      if (broken) found.push({ file, specifier, rule: broken });
    }
  }
  return found;
}

function sourcesUnder(root, dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourcesUnder(root, rel));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name))
      out.push({ path: rel, source: readFileSync(path.join(root, rel), "utf8") });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const files = ["contract", "server", "web/src"].flatMap((dir) => sourcesUnder(root, dir));
  const violations = importViolations(files);
  for (const v of violations) console.error(`${v.file}: import "${v.specifier}": ${v.rule}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} wrong-way import(s).`);
    process.exit(1);
  }
  console.log(`imports run one way (${files.length} files checked)`);
}
