// Throw-away PostgreSQL clusters for tests and benchmarks: initdb into a temp dir, pg_ctl start on a
// free 127.0.0.1 port, and stop + delete afterwards. PostgreSQL refuses to run as root, so as root
// every PostgreSQL binary runs as the `postgres` user through runuser.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Directory of the newest PostgreSQL server binaries (/usr/lib/postgresql/<major>/bin), or null. */
export function findPgBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length > 0 ? path.join(base, versions[0], "bin") : null;
}

/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as `postgres` when we are root; throws with its output on failure. */
function runPg(bin, args) {
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    throw new Error(`${path.basename(bin)} failed (exit ${result.status}): ${output || result.error}`);
  }
  return result.stdout;
}

/**
 * Creates and starts a throw-away cluster. Returns `{ url, port, dir, stop }`; `url` connects as the
 * `postgres` superuser (trust auth) to the `postgres` database. `stop()` is idempotent and also runs
 * when the process exits or is interrupted, so the cluster never outlives its owner.
 * Options: `port`, `maxConnections` (200), `durable` (PostgreSQL's own fsync, full-page writes and
 * synchronous commit, as an operator runs it; off by default, for tests) and `settings` (more
 * `name=value` server settings).
 */
export async function startCluster(options = {}) {
  const bin = findPgBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)",
    );
  }
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  let started = false;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    try {
      if (started) runPg(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch (err) {
      console.error(`[pg-cluster] ${err.message}`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);

  try {
    runPg(path.join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      // Tests trade durability for speed; a bench measures what an operator runs (`durable: true`).
      ...(options.durable ? [] : ["-c fsync=off", "-c full_page_writes=off", "-c synchronous_commit=off"]),
      `-c max_connections=${options.maxConnections ?? 200}`,
      ...(options.settings ?? []).map((setting) => `-c ${setting}`),
    ].join(" ");
    runPg(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      serverOptions,
      "-w",
      "start",
    ]);
    started = true;
  } catch (err) {
    stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
}
