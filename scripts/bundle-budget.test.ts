import { describe, expect, it } from "vitest";
import {
  chunkKeyOf,
  entryKey,
  forbiddenChunks,
  measure,
  routeFiles,
  routeKeys,
  staticClosure,
} from "./bundle-budget-lib.mjs";

// A small manifest shaped like Vite's: the entry and a lazy landing page share the react chunk; the
// board is a dynamic import of both and must never be counted.
const manifest = {
  "index.html": {
    file: "assets/index.js",
    src: "index.html",
    isEntry: true,
    imports: ["_react.js", "_query.js"],
    dynamicImports: ["src/pages/landing-page.tsx", "src/pages/board-page.tsx"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_query.js": { file: "assets/query.js", imports: ["_react.js"] },
  "_button.js": { file: "assets/button.js", imports: ["_react.js"], css: ["assets/index.css"] },
  "src/pages/landing-page.tsx": {
    file: "assets/landing-page.js",
    src: "src/pages/landing-page.tsx",
    isDynamicEntry: true,
    imports: ["_react.js", "_button.js"],
    dynamicImports: ["src/pages/board-page.tsx"],
  },
  "src/pages/board-page.tsx": {
    file: "assets/board-page.js",
    src: "src/pages/board-page.tsx",
    isDynamicEntry: true,
    imports: ["_dnd.js", "_button.js"],
  },
  "_dnd.js": { file: "assets/dnd.js", name: "dnd" },
  // A page served as prerendered HTML with a script entry of its own, which loads an island later.
  "src/landing.ts": {
    file: "assets/landing.js",
    src: "src/landing.ts",
    isEntry: true,
    css: ["assets/index.css"],
    dynamicImports: ["src/features/landing/landing-toasts.tsx"],
  },
  "src/features/landing/landing-toasts.tsx": {
    file: "assets/landing-toasts.js",
    src: "src/features/landing/landing-toasts.tsx",
    isDynamicEntry: true,
    imports: ["_react.js"],
  },
  // A dynamic entry Rollup gave no facade: keyed by its file, found by its name.
  "_dashboard-page-x1.js": {
    file: "assets/dashboard-page-x1.js",
    name: "dashboard-page",
    isDynamicEntry: true,
    imports: ["_query.js", "index.html"],
  },
};

describe("bundle budget manifest walk", () => {
  it("finds the HTML entry", () => {
    expect(entryKey(manifest)).toBe("index.html");
  });

  it("follows static imports only, each chunk once", () => {
    expect(staticClosure(manifest, ["index.html"]).sort()).toEqual(["_query.js", "_react.js", "index.html"]);
  });

  it("counts the entry, the route chunk and their static imports, shared files once, no dynamic imports", () => {
    const files = routeFiles(manifest, ["src/pages/landing-page.tsx"]);
    expect(files.sort()).toEqual([
      "assets/button.js",
      "assets/index.css",
      "assets/index.js",
      "assets/landing-page.js",
      "assets/query.js",
      "assets/react.js",
    ]);
    expect(files).not.toContain("assets/board-page.js");
    expect(files).not.toContain("assets/dnd.js");
  });

  it("finds a route chunk without a facade by its name, and its imports", () => {
    expect(chunkKeyOf(manifest, "src/pages/dashboard-page.tsx")).toBe("_dashboard-page-x1.js");
    expect(routeFiles(manifest, ["src/pages/dashboard-page.tsx"]).sort()).toEqual([
      "assets/dashboard-page-x1.js",
      "assets/index.css",
      "assets/index.js",
      "assets/query.js",
      "assets/react.js",
    ]);
  });

  it("counts a page with an entry of its own from that entry, not from the app's", () => {
    expect(routeFiles(manifest, [], "src/landing.ts").sort()).toEqual([
      "assets/index.css",
      "assets/landing.js",
    ]);
    expect(
      routeFiles(manifest, ["src/features/landing/landing-toasts.tsx"], "src/landing.ts").sort(),
    ).toEqual(["assets/index.css", "assets/landing-toasts.js", "assets/landing.js", "assets/react.js"]);
  });

  it("refuses an entry that is not one", () => {
    expect(() => routeFiles(manifest, [], "src/pages/landing-page.tsx")).toThrow(/not an entry/);
  });

  it("refuses a route module that is not a chunk of its own", () => {
    expect(() => routeFiles(manifest, ["src/pages/missing-page.tsx"])).toThrow(/not a chunk of its own/);
  });

  it("names the forbidden chunks a route loads statically, not those it may import later", () => {
    expect(forbiddenChunks(manifest, routeKeys(manifest, ["src/pages/landing-page.tsx"]), ["dnd"])).toEqual(
      [],
    );
    expect(forbiddenChunks(manifest, routeKeys(manifest, ["src/pages/board-page.tsx"]), ["dnd"])).toEqual([
      "dnd",
    ]);
  });

  it("sums the sizes, largest first", () => {
    const sizes: Record<string, number> = { "a.js": 10, "b.css": 30, "c.js": 20 };
    const result = measure(["a.js", "b.css", "c.js"], (file: string) => sizes[file]);
    expect(result.total).toBe(60);
    expect(result.rows.map((row: { file: string }) => row.file)).toEqual(["b.css", "c.js", "a.js"]);
  });
});
