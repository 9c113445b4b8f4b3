// Spawning helpers shared by the scripts: local binaries from node_modules/.bin, inherited stdio,
// SIGINT/SIGTERM forwarded to the children, and the child's exit code passed on.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (the folder holding package.json). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Path of an npm-installed binary such as `vite` or `vitest`. */
export function localBin(name) {
  const file = path.join(root, "node_modules", ".bin", name);
  if (!existsSync(file)) throw new Error(`${name} is not installed: run npm install first`);
  return file;
}

/** Spawns a command from the repository root with inherited stdio. */
export function start(cmd, args, env = {}) {
  return spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
}

/** Resolves with the exit code of a child (128 + signal number when it was killed by a signal). */
export function exitCode(child) {
  const toCode = (code, signal) =>
    code !== null ? code : 128 + (signal === "SIGINT" ? 2 : signal === "SIGKILL" ? 9 : 15);
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(toCode(child.exitCode, child.signalCode));
      return;
    }
    child.on("error", (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(toCode(code, signal)));
  });
}

/** Runs a command to completion; resolves with its exit code. */
export function run(cmd, args, env = {}) {
  return exitCode(start(cmd, args, env));
}

/** Forwards SIGINT and SIGTERM to the given children instead of dying at once. */
export function forwardSignals(children) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      for (const child of children()) {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }
    });
  }
}
