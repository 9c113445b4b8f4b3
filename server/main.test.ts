import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checklistBomb } from "./modules/imports/import-fixtures.ts";
import {
  closeCode,
  keepAliveLoad,
  killStartedApps,
  type Outcome,
  openSocket,
  register,
  startApp,
} from "./test/app-process.ts";

/*
 * The real server process: start-up, and the shutdown contract of README 'Stopping the server'.
 * Every test shares one PGlite data directory (creating one takes ~8 s; opening it again < 1 s).
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-main-"));
afterAll(() => {
  killStartedApps();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The outcomes that break the shutdown contract. Allowed: 200; 503 `{message: 'Server is shutting
 * down'}` with `Connection: close`; and ECONNREFUSED on a NEW connection (the listener is closed).
 * Anything else (ECONNRESET, 'socket hang up', another status) is a client left without an answer.
 */
function broken(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => {
    if ("error" in o) return !(o.error === "ECONNREFUSED" && !o.reused);
    if (o.status === 200) return false;
    return !(o.status === 503 && o.connection === "close" && o.body.includes('"Server is shutting down"'));
  });
}

describe("server process", () => {
  it("serves /api/health, then on SIGTERM closes and exits 0", { timeout: 90_000 }, async () => {
    const server = await startApp({ dataDir });
    const res = await fetch(`${server.base}/api/health`);
    expect(await res.json()).toEqual({ status: "ok" });
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(await fetch(`${server.base}/api/health`).catch(() => "refused")).toBe("refused");
  });

  it("finishes a request in flight when SIGTERM arrives", { timeout: 90_000 }, async () => {
    const server = await startApp({ dataDir });
    const body = JSON.stringify({ email: "someone@example.test", password: "whatever1" });
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);
    server.child.kill("SIGTERM");
    await sleep(300);
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("on SIGTERM, 20 keep-alive clients get only 200 or 503 with Connection: close, and a WebSocket gets 1001", {
    timeout: 90_000,
  }, async () => {
    const server = await startApp({ dataDir });
    const user = await register(server.base, "drain@example.test");
    const ws = await openSocket(server.base, user.cookie);
    const wsClosed = closeCode(ws);
    const load = keepAliveLoad(server.base, 20, "/api/auth/user", { cookie: user.cookie });
    await sleep(1500);
    const before = load.outcomes.length;
    server.child.kill("SIGTERM");
    await load.settle(20_000);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(load.outcomes.length, "requests answered after the signal").toBeGreaterThan(before);
    expect(summary(broken(load.outcomes)), summary(load.outcomes)).toBe("{}");
    expect(await wsClosed).toBe(1001);
  });

  it("under `npm start`, SIGTERM to the whole process group drains the same way and the wrapper exits 0 after the server", {
    timeout: 90_000,
  }, async () => {
    const server = await startApp({ dataDir, viaStartScript: true });
    const load = keepAliveLoad(server.base, 20, "/api/health");
    await sleep(1500);
    process.kill(-server.child.pid!, "SIGTERM");
    await load.settle(20_000);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(summary(broken(load.outcomes)), summary(load.outcomes)).toBe("{}");
    expect(server.output()).not.toMatch(/shutdown (failed|timed out)/);
  });

  it("`npm start` runs the compiled server with plain node, its Trello worker included", {
    timeout: 90_000,
  }, async () => {
    const server = await startApp({ dataDir, viaStartScript: true, env: { AUTO_APPROVE: "true" } });
    // The wrapper's one child (the compiler's process is gone by then) is the server.
    const children = execFileSync("pgrep", ["-P", String(server.child.pid)], { encoding: "utf8" }).trim();
    expect(children.split("\n")).toHaveLength(1);
    const argv = readFileSync(`/proc/${children}/cmdline`, "utf8").split("\0");
    expect(argv).toContain(path.join(process.cwd(), "dist", "server", "main.js"));
    expect(argv.join(" ")).not.toMatch(/tsx|\.ts\b/);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
    // A Trello file over 256 KB is read in the worker thread, compiled beside the server.
    const { cookie } = await register(server.base, `compiled-${Date.now()}@example.test`);
    const res = await fetch(`${server.base}/api/imports/preview`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: server.base },
      body: JSON.stringify({ format: "trello", content: checklistBomb(true) }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { sample: { checklist: unknown[] }[] }).sample[0]!.checklist).toHaveLength(
      100,
    );
    process.kill(-server.child.pid!, "SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("exits 1 within SHUTDOWN_TIMEOUT when a request never finishes, answering the others", {
    timeout: 90_000,
  }, async () => {
    const server = await startApp({ dataDir, env: { SHUTDOWN_TIMEOUT: "3", AUTO_APPROVE: "true" } });
    const user = await register(server.base, "slow@example.test");
    // An avatar upload that announces 1 MB and sends 10 bytes, then nothing.
    const slow = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => slow.once("connect", resolve));
    slow.on("error", () => {});
    slow.write(
      `POST /api/user/avatar HTTP/1.1\r\nHost: x\r\nCookie: ${user.cookie}\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: 1048576\r\n\r\n--xyz\r\nab`,
    );
    const load = keepAliveLoad(server.base, 5, "/api/health");
    await sleep(500);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await load.settle(10_000);
    const exit = await Promise.race([server.exited, sleep(10_000).then(() => "still running")]);
    const took = Date.now() - signalled;
    expect(exit, server.output()).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    expect(summary(broken(load.outcomes)), summary(load.outcomes)).toBe("{}");
    expect(server.output()).toMatch(/shutdown timed out after 3 s/);
  });
});

/** Counts of each outcome, for a failure message. */
function summary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key =
      "error" in o
        ? `${o.error}${o.reused ? " (reused socket)" : ""}`
        : `${o.status} connection=${o.connection}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return JSON.stringify(Object.fromEntries(counts));
}
