#!/usr/bin/env node
// Imports run one way (issue 10), checked by `npm run lint`:
// - web/src: lib <- api <- realtime <- components <- features <- pages (each layer may import the
//   ones before it and `contract/`, never one after it); main.tsx and router.tsx wire them all.
//   A feature imports no other feature: nothing in web/src/features/<a>/ imports web/src/features/<b>/
//   (tests included); what two features share moves down a layer, what a page composes is the page's.
// - server/modules: a module uses another only through its service (`*.service.ts`) or a helper it
//   publishes (PUBLISHED below); tests and fixtures may use other modules' fixtures too. No two
//   modules import each other, directly or round a longer loop (production files only: tests,
//   fixtures and test helpers may reach across).
// - server/platform and server/db never import a module (app.ts, main.ts and tools/ wire them);
//   contract/ imports nothing of ours.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Imports between server modules tolerated on a cycle, each as [importing module, imported module]:
 * empty since issue 33 broke the last ones (domain events, the memberships module, the
 * notification-settings module). It only shrinks: lint fails on a listed import that no longer
 * lies on a cycle.
 */
/** @type {[string, string][]} */
const KNOWN_MODULE_CYCLES = [];

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

/** The feature folder (`web/src/features/<name>/`) a file lies in, or undefined. */
function featureOf(file) {
  return /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
}

/** The server module (the folder of server/modules/) a file lies in, or undefined. */
export function moduleOf(file) {
  return /^server\/modules\/([^/]+)\//.exec(file)?.[1];
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
    const fromFeature = featureOf(file);
    const toFeature = featureOf(target);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      return `feature ${fromFeature} may not import feature ${toFeature} (move the shared piece down a layer, or let the page compose the two)`;
    }
    return null;
  }
  const targetModule = moduleOf(target);
  if (!targetModule || isTestSupport(file)) return null;
  const fileModule = moduleOf(file);
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

/** Each import of ours in `files`: {file, specifier, target} (target a repository path). */
export function importsOf(files) {
  const found = [];
  for (const { path: file, source } of files) {
    for (const match of source.matchAll(IMPORT_RE)) {
      const specifier = match[1] ?? match[2];
      const target = resolveImport(file, specifier);
      if (target) found.push({ file, specifier, target });
    }
  }
  return found;
}

/** Every wrong-way import in `files` ({path, source}, repository paths with forward slashes). */
export function importViolations(files) {
  const found = [];
  for (const { file, specifier, target } of importsOf(files)) {
    const broken = ruleBroken(file, target);
    if (broken) found.push({ file, specifier, rule: broken });
  }
  return found;
}

/**
 * The module graph of the production files: for each `from` module, each module it imports and the
 * files that do (tests, fixtures and test helpers left out).
 */
function moduleGraph(imports) {
  const graph = new Map();
  for (const { file, target } of imports) {
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (!from || !to || from === to || isTestSupport(file)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = graph.get(from);
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(to).add(file);
  }
  return graph;
}

/** A shortest path of modules from `start` to `goal` along `graph`, or null. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Every import cycle between server modules in `imports` (as `importsOf` gives them): one finding per
 * import that closes a loop and is not in `known` (KNOWN_MODULE_CYCLES), naming the modules round the
 * loop and the files that import along it; and one per `known` import that no longer lies on a loop.
 */
export function moduleCycles(imports, known = KNOWN_MODULE_CYCLES) {
  const graph = moduleGraph(imports);
  const filesOf = (from, to) => [...(graph.get(from)?.get(to) ?? [])];
  const isKnown = (from, to) => known.some(([a, b]) => a === from && b === to);
  const found = [];
  const reported = new Set();
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      const back = isKnown(from, to) ? null : pathBetween(graph, to, from);
      if (!back) continue;
      const loop = [from, ...back];
      const key = loop.slice(1).sort().join(" ");
      if (reported.has(key)) continue;
      reported.add(key);
      const steps = loop.slice(0, -1).map((module, i) => ({ from: module, to: loop[i + 1] }));
      found.push({
        modules: loop,
        files: steps.flatMap((step) => filesOf(step.from, step.to)),
        rule: `module cycle: ${loop.join(" -> ")}`,
      });
    }
  }
  for (const [from, to] of known) {
    if (filesOf(from, to).length > 0 && pathBetween(graph, to, from)) continue;
    found.push({
      modules: [from, to],
      files: [],
      rule: `KNOWN_MODULE_CYCLES lists ${from} -> ${to}, which no longer closes a cycle: take it off the list`,
    });
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
  const cycles = moduleCycles(importsOf(files));
  for (const c of cycles) console.error(`${c.rule}${c.files.map((f) => `\n  ${f}`).join("")}`);
  if (violations.length + cycles.length > 0) {
    console.error(`\n${violations.length} wrong-way import(s), ${cycles.length} module cycle finding(s).`);
    process.exit(1);
  }
  console.log(`imports run one way (${files.length} files checked)`);
}
