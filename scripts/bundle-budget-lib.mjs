// Pure helpers for the bundle budget: walk Vite's build manifest (`build.manifest: true`) from a
// route's modules to the JS and CSS files the browser loads before that route first paints. Only
// static imports are followed: a dynamic import() is a chunk fetched later, on demand.

/** Budgets in bytes, compressed; 1 KB = 1,000 bytes, as Vite's build output counts. */
export const KB = 1000;

/** The manifest key of the HTML entry (the chunk index.html loads), or throws when there is none. */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const html = keys.find((key) => key.endsWith(".html"));
  if (html) return html;
  if (keys.length === 1) return keys[0];
  throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
}

/** Every manifest key reachable from `roots` through static imports, each once, roots first. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The distinct JS and CSS files of these manifest keys (a CSS file shared by two chunks once). */
export function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (/\.(m?js|css)$/.test(chunk.file)) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * The manifest key of the chunk that holds a source module (path relative to the Vite root, e.g.
 * "src/pages/landing-page.tsx"). Vite keys a chunk by its module's path, except when Rollup gave the
 * chunk no facade (it also exports shared code to a chunk it loads later): then the key is
 * "_<file>" and only the chunk's `name` (the module's file name) tells, so it must be unique.
 * A module bundled into another chunk has no chunk of its own: counted already, or a typo; refused.
 */
export function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
  const keys = Object.keys(manifest).filter(
    (key) => !manifest[key].src && manifest[key].isDynamicEntry && manifest[key].name === name,
  );
  if (keys.length === 1) return keys[0];
  throw new Error(`"${module}" is not a chunk of its own in the build manifest`);
}

/**
 * The manifest keys a route loads before first paint: its entry's static graph plus each route
 * module's chunk and its. The entry is the app's HTML entry unless the page has one of its own (the
 * prerendered landing page's script, "src/landing.ts").
 */
export function routeKeys(manifest, modules, entry = entryKey(manifest)) {
  if (!manifest[entry]?.isEntry) throw new Error(`"${entry}" is not an entry of the build manifest`);
  return staticClosure(manifest, [entry, ...modules.map((module) => chunkKeyOf(manifest, module))]);
}

/** The JS and CSS files a route loads before first paint. */
export function routeFiles(manifest, modules, entry) {
  return filesOf(manifest, routeKeys(manifest, modules, entry));
}

/** The names of the chunks among these manifest keys that a screen must not load (e.g. "charts"). */
export function forbiddenChunks(manifest, keys, names) {
  return keys.map((key) => manifest[key].name).filter((name) => name && names.includes(name));
}

/** Sums `sizeOf(file)` over the files; returns each file's size (largest first) and the total. */
export function measure(files, sizeOf) {
  const rows = files.map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
  return { rows, total: rows.reduce((sum, row) => sum + row.bytes, 0) };
}
