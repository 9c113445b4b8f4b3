// The signed-out landing page as static HTML (issue 20): after `vite build` writes index.html, this
// plugin renders the landing page with react-dom/server (src/landing-prerender.tsx, imported through
// tsx with web/tsconfig.json's paths) and writes landing.html: index.html's head (the inline theme
// script the CSP allows by its hash included) with the landing title, the markup in #root and the
// landing script (src/landing.ts) in place of the app's. The server sends it for '/' without a session.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Manifest, Plugin } from "vite";

/** The landing page's script, an input of its own (web/vite.config.ts). */
export const LANDING_ENTRY = "src/landing.ts";

interface Rendered {
  title: string;
  page: string;
  toasts: string;
}

/** Replaces what `pattern` matches in `html` (it must match), or throws: index.html changed shape. */
function replaceIn(html: string, pattern: RegExp, by: string): string {
  if (!pattern.test(html)) throw new Error(`prerender-landing: index.html has no ${pattern}`);
  return html.replace(pattern, () => by);
}

/** landing.html from the built index.html, the landing entry's manifest chunk and the rendered page. */
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
  let html = replaceIn(index, /<title>[^<]*<\/title>/, `<title>${rendered.title}</title>`);
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

/** The Vite plugin: writes landing.html next to index.html once the build is written. */
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
      const { renderLanding } = await tsImport(path.join(webRoot, "src", "landing-prerender.tsx"), {
        parentURL: import.meta.url,
        tsconfig: path.join(webRoot, "tsconfig.json"),
      });
      writeFileSync(path.join(outDir, "landing.html"), landingHtml(index, manifest, renderLanding()));
    },
  };
}
