import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder (the nearest one up holding package.json), whether this code runs from its
 * sources (`server/...` under tsx) or compiled into one file (`dist/server/main.js`): the files the
 * server reads at run time (migrations, the web build, the API docs' style sheet) are found from it.
 */
export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** A path inside the project, e.g. `fromRoot("server", "db", "migrations")`. */
export const fromRoot = (...parts: string[]) => path.join(ROOT, ...parts);
