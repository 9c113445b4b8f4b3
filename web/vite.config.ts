import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { LANDING_ENTRY, prerenderLanding } from "./prerender-landing.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = "http://127.0.0.1:5000";
const CHART_PACKAGES =
  /node_modules\/(recharts|victory-vendor|d3-[^/]+|internmap|@reduxjs|react-redux|redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)\//;

/** Vite config for the web client: run from the repository root with `--config web/vite.config.ts`. */
/** Chunks named in the output: vendor groups, the shell and the route pages. */
const NAMED_CHUNKS = /^(react|query|forms|classes|dnd|charts|app-shell|.+-page)$/;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), prerenderLanding(webRoot)],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph scripts/bundle-budget.mjs walks to size each route.
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app, and the script of the prerendered landing page (web/prerender-landing.ts).
      input: { index: `${webRoot}index.html`, landing: `${webRoot}${LANDING_ENTRY}` },
      // contract/ only declares schemas and constants: a contract module none of whose own exports
      // is used (as when only CLIENT_ID_HEADER is re-exported from it) is dropped, zod with it.
      treeshake: { moduleSideEffects: (id) => !id.includes("/contract/") },
      output: {
        // Long-lived vendor chunks: app changes do not invalidate the framework in browser caches.
        // Only what every page needs (or forms need together) is grouped: a group is loaded whole by
        // any page using one module of it, so Radix primitives are left to split per route.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "react";
          if (/node_modules\/@tanstack\/(react-query|query-core)\//.test(id)) return "query";
          if (/node_modules\/(zod|react-hook-form|@hookform)\//.test(id)) return "forms";
          // Class-name helpers every page uses: named, or Rollup would fold clsx into the charts group.
          if (/node_modules\/(clsx|class-variance-authority|tailwind-merge)\//.test(id)) return "classes";
          // Named so scripts/bundle-budget.mjs can tell that a screen loads no chart or drag-and-drop code
          // (these packages are recharts' own dependencies, used by nothing else in the client).
          if (/node_modules\/@dnd-kit\//.test(id)) return "dnd";
          if (CHART_PACKAGES.test(id)) return "charts";
          return undefined;
        },
        // The entry lists every lazy chunk's file to preload it, so every signed-out visit downloads
        // those names: only the vendor groups and the pages keep a readable name (the budget and
        // the landing e2e test tell them apart by it); shared bits are just their hash.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.test(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js",
        // The one stylesheet (Tailwind) sits with the code both entries share: named for what it is.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith(".css"))
            ? "assets/index-[hash][extname]"
            : "assets/[name]-[hash][extname]",
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The browser's Host goes through unchanged: the server, with APP_URL unset, takes
      // http://<Host> as the app's origin, which is what this page's Origin header says.
      "/api": { target: apiTarget },
      "/ws": { target: apiTarget, ws: true },
    },
  },
});
