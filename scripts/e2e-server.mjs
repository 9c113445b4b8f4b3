// The app server of the Playwright run (see playwright.config.ts): starts from an empty DATA_DIR so
// each run gets a fresh instance, does what `npm start` does (build when stale, serve), and deletes
// the DATA_DIR again when the server stops.
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.basename(dataDir).startsWith("sprintboard-e2e")) {
  console.error("e2e-server: DATA_DIR must be set to a sprintboard-e2e* folder");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// E2E_DATABASE=postgresql: a throw-away PostgreSQL cluster of its own instead of PGlite, removed
// again when this process exits (scripts/pg-cluster.mjs).
if (process.env.E2E_DATABASE === "postgresql") {
  const { startCluster } = await import("./pg-cluster.mjs");
  const cluster = await startCluster();
  process.env.DATABASE_URL = cluster.url;
}
await import("./start.mjs");
