/*
 * What the benches share: a throw-away PostgreSQL cluster (scripts/pg-cluster.mjs), clean-ups run
 * on exit or Ctrl-C, and one app process (the compiled server) on a free port. Not a bench itself: its
 * name does not end in `.bench.ts`, so `npm run bench` does not run it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A running throw-away PostgreSQL cluster. */
export type Cluster = { url: string; port: number; dir: string; stop: () => void };

/** How to start it: PostgreSQL's defaults with `durable` (what a bench measures), more settings. */
export type ClusterOptions = { durable?: boolean; settings?: string[]; maxConnections?: number };

const { SERVER_NODE_FLAGS } = (await import(path.join(root, "scripts/server-flags.mjs"))) as {
  SERVER_NODE_FLAGS: string[];
};
const serverBuild = (await import(path.join(root, "scripts/build-server.mjs"))) as {
  SERVER_ENTRY: string;
  buildServer: () => Promise<void>;
  serverBuildIsStale: () => boolean;
};
const clusterModule = (await import(path.join(root, "scripts/pg-cluster.mjs"))) as {
  startCluster: (options?: ClusterOptions) => Promise<Cluster>;
  freePort: () => Promise<number>;
};

/** Starts a throw-away PostgreSQL cluster (scripts/pg-cluster.mjs). */
export const startCluster = clusterModule.startCluster;

/** A TCP port nobody listens on right now. */
export const freePort = clusterModule.freePort;

const cleanups: (() => unknown)[] = [];

/** Registers a clean-up; cleanup() runs them last registered first. */
export function onCleanup(fn: () => unknown): void {
  cleanups.push(fn);
}

/** Runs every registered clean-up (newest first), ignoring their errors. */
export async function cleanup(): Promise<void> {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch {}
  }
}

process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

/** Options for startApp: what differs from one bench to another. */
export type StartAppOptions = {
  /** Prefix of the temporary DATA_DIR (removed on clean-up). */
  dataDirPrefix: string;
  /** Environment on top of the common one (SESSION_SECRET, AUTO_APPROVE, ...). */
  env: Record<string, string>;
  /** How long /api/health may take to answer; 90 when absent. */
  startSeconds?: number;
};

/**
 * Starts the compiled server (dist/server/main.js, what `npm start` runs; compiled first when stale)
 * on a free port against `databaseUrl`; resolves once /api/health answers.
 */
export async function startApp(
  databaseUrl: string,
  options: StartAppOptions,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  if (serverBuild.serverBuildIsStale()) await serverBuild.buildServer();
  const logFile = path.join(dataDir, "app.log");
  const logTail = () => readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
  // BENCH_NODE_FLAGS: more flags for the app's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const extraFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, serverBuild.SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: "none",
      // The app's own default logging (info: a line per request), as an operator runs it, unless
      // BENCH_LOG_LEVEL says otherwise; written to a file, as a service manager would keep it.
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      AUTH_RATE_LIMIT: "100000",
      ...options.env,
    },
    stdio: ["ignore", openSync(logFile, "a"), "inherit"],
  });
  // Stopped (and awaited) before the cluster, so that it does not log a lost database connection.
  onCleanup(() => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    return new Promise((resolve) => child.once("exit", resolve));
  });
  const base = `http://127.0.0.1:${port}`;
  const seconds = options.startSeconds ?? 90;
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${logTail()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not start within ${seconds} s:\n${logTail()}`);
}
