// Compiles the server for `npm start` (issue 26): server/main.ts and the Trello reader's worker
// thread, each bundled with its own code and contract/ into one ES module under dist/server, the
// npm packages left as imports. The running process then needs no TypeScript loader. Each file is
// written beside its final name and renamed into place, so two starts compiling at once (tests)
// never leave a half-written server for the other to load.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, stop } from "esbuild";
import { root } from "./run-child.mjs";
import { newestMtime } from "./web-build.mjs";

export const SERVER_OUT_DIR = path.join(root, "dist", "server");
/** The compiled server's entry, run by `npm start`. */
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, "main.js");

/** True when dist/server/main.js is missing or older than any server or contract source. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_ENTRY)) return true;
  const newestSource = Math.max(
    ...["server", "contract", "package.json"].map((s) => newestMtime(path.join(root, s))),
  );
  return newestSource > statSync(SERVER_ENTRY).mtimeMs;
}

/** Compiles the server into dist/server. */
export async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: "server/main.ts",
      "trello-worker": "server/modules/imports/parsers/trello-worker.ts",
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    // Names stay readable in stack traces and logs.
    keepNames: true,
    logLevel: "warning",
    write: false,
  });
  // esbuild's service process would otherwise live as long as the caller (npm start's wrapper).
  await stop();
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`[build] server compiled to ${path.relative(root, SERVER_ENTRY)}`);
}
