// The signed-out landing page as static HTML (issue 20), one page per language (issue 24): after
// `vite build` writes index.html, this plugin renders the landing page with react-dom/server
// (src/landing-prerender.tsx, imported through tsx with web/tsconfig.json's paths) and writes
// landing.html (English) and landing.<code>.html for every other language: index.html's head (the
// inline theme script the CSP allows by its hash included) with `<html lang dir>`, the landing title and
// description in that language, the markup in #root and the landing script (src/landing.ts) in place of
// the app's. The server sends the visitor's language's page for '/' without a session
// (server/platform/web.ts). tsx has no `import.meta.glob` (Vite's, with which the app loads its
// catalogs): the catalogs are read here, from web/src/i18n/catalogs/<code>.json, and passed along.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Manifest, Plugin } from "vite";

/** The landing page's script, an input of its own (web/vite.config.ts). */
export const LANDING_ENTRY = "src/landing.ts";

/** What src/landing-prerender.tsx renders for one language. */
export interface Rendered {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  description: string;
  page: string;
  toasts: string;
}

/** Text for an HTML attribute or element (the titles and descriptions are translations). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Replaces what `pattern` matches in `html` (it must match), or throws: index.html changed shape. */
function replaceIn(html: string, pattern: RegExp, by: string): string {
  if (!pattern.test(html)) throw new Error(`prerender-landing: index.html has no ${pattern}`);
  return html.replace(pattern, () => by);
}

/** A landing page from the built index.html, the landing entry's manifest chunk and the rendered page. */
export function landingHtml(index: string, manifest: Manifest, rendered: Rendered): string {
  const entry = manifest[LANDING_ENTRY];
  if (!entry) throw new Error(`prerender-landing: ${LANDING_ENTRY} is not in the build manifest`);
  // The chunks the entry imports statically, each once; the stylesheet may sit with any of them.
  const chunks = new Set([entry]);
  for (const chunk of chunks) {
    for (const key of chunk.imports ?? []) chunks.add(manifest[key]!);
  }
  const imported = [...chunks].slice(1);
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...imported.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...[...new Set([...chunks].flatMap((chunk) => chunk.css ?? []))].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ];
  let html = replaceIn(index, /<html lang="[^"]*">/, `<html lang="${rendered.lang}" dir="${rendered.dir}">`);
  html = replaceIn(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  html = replaceIn(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
  );
  // The app's script, preloads and stylesheet go; the landing entry's take their place.
  html = replaceIn(
    html,
    /(\s*<(script type="module"|link rel="(modulepreload|stylesheet)")[^>]*>(<\/script>)?)+/,
    "",
  );
  html = replaceIn(html, /\s*<\/head>/, `\n    ${tags.join("\n    ")}\n  </head>`);
  return replaceIn(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${rendered.page}</div>\n    <div id="toasts">${rendered.toasts}</div>`,
  );
}

/** The file of the landing page in `locale`: landing.html for English, the server's fallback. */
export function landingFile(locale: string, defaultLocale = "en"): string {
  return locale === defaultLocale ? "landing.html" : `landing.${locale}.html`;
}

/** A language's catalog, read from web/src/i18n/catalogs (none for English: the code holds its text). */
function readCatalog(webRoot: string, locale: string, defaultLocale: string): Record<string, string> {
  const file = path.join(webRoot, "src", "i18n", "catalogs", `${locale}.json`);
  if (locale === defaultLocale) return {};
  if (!existsSync(file)) throw new Error(`prerender-landing: no catalog ${file}`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The Vite plugin: writes a landing page per language next to index.html once the build is written. */
export function prerenderLanding(webRoot: string): Plugin {
  let outDir = "";
  return {
    name: "sprintboard:prerender-landing",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"));
      const index = readFileSync(path.join(outDir, "index.html"), "utf8");
      const { renderLanding, LANDING_LOCALES, DEFAULT_LOCALE } = await tsImport(
        path.join(webRoot, "src", "landing-prerender.tsx"),
        { parentURL: import.meta.url, tsconfig: path.join(webRoot, "tsconfig.json") },
      );
      for (const locale of LANDING_LOCALES as string[]) {
        const rendered = renderLanding(locale, readCatalog(webRoot, locale, DEFAULT_LOCALE)) as Rendered;
        writeFileSync(
          path.join(outDir, landingFile(locale, DEFAULT_LOCALE)),
          landingHtml(index, manifest, rendered),
        );
      }
    },
  };
}
