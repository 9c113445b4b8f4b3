import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import WebSocket from "ws";

/*
 * Test helpers for tests that run the real server as a process (server/main.ts directly, or
 * `node scripts/start.mjs` as `npm start` does) and talk to it over TCP: shutdown, crash, soak.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How a child process ended. */
export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A running app process. */
export type AppProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Everything it printed so far. */
  output: () => string;
};

/** Options for startApp. */
export type StartOptions = {
  dataDir: string;
  /** Extra environment (DATABASE_URL, SHUTDOWN_TIMEOUT, ...). */
  env?: Record<string, string>;
  /** Run through `node scripts/start.mjs --no-build` in a process group of its own. */
  viaStartScript?: boolean;
  /** Port to listen on; a free one when absent. */
  port?: number;
};

/** Starts the app on a free port; resolves once /api/health answers 200. */
export async function startApp(options: StartOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const args = options.viaStartScript
    ? ["scripts/start.mjs", "--no-build"]
    : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: "process-test-secret-process-test-secret",
      CAPTCHA_PROVIDER: "none",
      AUTH_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    // Its own process group, so a test can signal the group as a terminal or a supervisor does.
    detached: options.viaStartScript === true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}): ${output}`);
    }
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.status === 200) return { child, port, base, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy in time: ${output}`);
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL, whole group when detached) every process startApp started that still runs. */
export function killStartedApps(): void {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
    try {
      if (child.spawnargs.includes("scripts/start.mjs")) process.kill(-child.pid, "SIGKILL");
      else child.kill("SIGKILL");
    } catch {}
  }
}

/** Registers an account (the first one on an instance is the approved super administrator). */
export async function register(base: string, email: string): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "Pat",
      lastName: "Quinn",
      password: "password123",
      confirmPassword: "password123",
    }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  return { id: ((await res.json()) as { id: number }).id, cookie };
}

/** What one HTTP request got: a response, or a socket error code. */
export type Outcome =
  | { status: number; connection: string | undefined; body: string; reused: boolean }
  | { error: string; reused: boolean };

/** One request over `agent`; never rejects: socket errors come back as `{error}`. */
export function request(
  agent: http.Agent,
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}${options.path}`,
      { agent, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            connection: res.headers.connection,
            body,
            reused: req.reusedSocket,
          }),
        );
        res.on("error", (err: NodeJS.ErrnoException) =>
          resolve({ error: err.code ?? err.message, reused: req.reusedSocket }),
        );
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) =>
      resolve({ error: err.code ?? err.message, reused: req.reusedSocket }),
    );
    req.end(options.body);
  });
}

/**
 * `clients` keep-alive clients (one socket each) looping on GET `path` until `stop()`; each client
 * also stops after a refused connection (the server no longer listens).
 */
export function keepAliveLoad(
  base: string,
  clients: number,
  path: string,
  headers: Record<string, string> = {},
) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopped) {
        const outcome = await request(agent, base, { path, headers });
        outcomes.push(outcome);
        if ("error" in outcome && outcome.error === "ECONNREFUSED") return;
      }
    } finally {
      agent.destroy();
    }
  });
  return {
    outcomes,
    /** Stops the loops; resolves when every client has finished its last request. */
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    /** Resolves when every client has stopped by itself (refused) or `ms` passed. */
    async settle(ms: number) {
      const timer = new Promise((r) => setTimeout(r, ms));
      await Promise.race([Promise.all(loops), timer]);
      await this.stop();
    },
  };
}

/** Opens an authenticated WebSocket to /ws; resolves once open. */
export function openSocket(base: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { headers: { cookie }, origin: base });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Resolves with the close code a WebSocket receives. */
export function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once("close", (code) => resolve(code)));
}
