// npm start: builds the web client when web/dist is missing or older than its sources (unless
// `--no-build`: serve what is built), compiles the server when dist/server is missing or older than
// its sources (about a second; always, since it cannot run otherwise), then runs the compiled server
// (HOST/PORT, default 127.0.0.1:5000) with plain node as a child, passing on SIGINT/SIGTERM and its exit code. A signal sent to the whole process group (Ctrl-C
// in a terminal, `kill -TERM -PGID`) reaches the server twice, directly and forwarded from here: the
// server drains once and ignores the repeat, and this wrapper always waits for it to exit.

import { existsSync } from "node:fs";
import path from "node:path";
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from "./build-server.mjs";
import { exitCode, forwardSignals, localBin, root, start } from "./run-child.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";
import { webBuildIsStale } from "./web-build.mjs";

// The running child: first the web build (when needed), then the server. A signal goes to it; a
// signal during the build also means the server never starts.
let child;
let stopSignal = null;
forwardSignals(() => {
  stopSignal ??= "signal";
  return child ? [child] : [];
});

const noBuild = process.argv.includes("--no-build");
if (!existsSync(path.join(root, "web", "vite.config.ts"))) {
  console.warn("[start] web/vite.config.ts not found: serving the API only");
} else if (!noBuild && webBuildIsStale()) {
  console.log("[start] building the web client (vite build)");
  child = start(localBin("vite"), ["build", "--config", "web/vite.config.ts"]);
  let code = await exitCode(child);
  // The .br and .gz copies the server sends to clients that accept them (as `npm run build` does).
  if (code === 0 && !stopSignal) {
    child = start(process.execPath, ["scripts/precompress.mjs"]);
    code = await exitCode(child);
  }
  if (code !== 0 || stopSignal) {
    console.error(`[start] web build ${stopSignal ? "interrupted" : "failed"} (exit ${code})`);
    process.exit(code || 1);
  }
}

if (serverBuildIsStale()) {
  console.log("[start] compiling the server (scripts/build-server.mjs)");
  await buildServer();
}
if (stopSignal) process.exit(1);
child = start(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY]);
process.exit(await exitCode(child));
