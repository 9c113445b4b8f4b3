// Whether the built web client (web/dist) is older than its sources: for npm start, which builds
// it when stale, and for the bench, which measures what npm start would serve.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./run-child.mjs";

/** Newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when web/dist/index.html is missing or older than any web or contract source. */
export function webBuildIsStale() {
  const built = path.join(root, "web", "dist", "index.html");
  if (!existsSync(built)) return true;
  const sources = [
    "web/src",
    "web/public",
    "web/index.html",
    "web/vite.config.ts",
    "web/prerender-landing.ts",
    "contract",
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newestSource > statSync(built).mtimeMs;
}
