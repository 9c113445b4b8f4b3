import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy in time");
}

/** Starts `server/main.ts` on a free port; resolves once /api/health answers 200. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      CAPTCHA_PROVIDER: "none",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const health = `http://127.0.0.1:${port}/api/health`;
  await waitForHealth(health, child, Date.now() + 75_000);
  return { child, port, health, exited, output: () => output };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-main-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("server process", () => {
  it("serves /api/health, then on SIGTERM closes and exits 0", { timeout: 90_000 }, async () => {
    const server = await startServer(dataDir);
    const res = await fetch(server.health);
    expect(await res.json()).toEqual({ status: "ok" });
    server.child.kill("SIGTERM");
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(await fetch(server.health).catch(() => "refused")).toBe("refused");
  });

  it("finishes a request in flight when SIGTERM arrives", { timeout: 90_000 }, async () => {
    const server = await startServer(dataDir);
    const body = JSON.stringify({ email: "someone@example.test", password: "whatever1" });
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
