import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { killStartedApps, type Outcome, register, request, startApp } from "./test/app-process.ts";
import { withDatabase } from "./test/global-setup.ts";

/*
 * Crash and shutdown (issue 7 proof 3) on the real server process: SIGKILL during a stream of
 * acknowledged writes loses none of them and leaves dense positions (PGlite in a DATA_DIR, and
 * PostgreSQL when TEST_DATABASE_URL is set); SIGTERM with uploads and reads in flight answers
 * every one of them.
 */

const dirs: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  killStartedApps();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url && databases.length > 0) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-crash-"));
  dirs.push(dir);
  return dir;
}

const STATUSES = ["todo", "in_progress", "review", "done"];
type Task = { id: number; status: string; position: number };

async function api(base: string, cookie: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** SIGKILL in the middle of acknowledged creates and moves, restart, check the board. */
async function killDuringWrites(env: Record<string, string>) {
  const dataDir = tempDir();
  const first = await startApp({ dataDir, env });
  const user = await register(first.base, "crash@example.test");
  const project = await api(first.base, user.cookie, "POST", "/api/projects", { name: "Crash" });
  const [board] = await api(first.base, user.cookie, "GET", `/api/projects/${project.id}/boards`);
  const created: number[] = [];
  /** The status each task had after its last acknowledged write. */
  const lastStatus = new Map<number, string>();
  let inFlight: number | null = null;
  let killed = false;
  const writer = (async () => {
    for (let i = 0; !killed; i++) {
      try {
        if (i % 2 === 0 || created.length === 0) {
          inFlight = -1;
          const task = await api(first.base, user.cookie, "POST", `/api/boards/${board.id}/tasks`, {
            title: `Task ${i}`,
          });
          created.push(task.id);
          lastStatus.set(task.id, task.status);
        } else {
          const id = created[(i * 7) % created.length]!;
          const status = STATUSES[i % STATUSES.length]!;
          inFlight = id;
          await api(first.base, user.cookie, "PUT", `/api/tasks/${id}/position`, { status, position: i % 3 });
          lastStatus.set(id, status);
        }
        inFlight = null;
      } catch {
        return; // the write the kill cut: not acknowledged
      }
    }
  })();
  while (created.length < 40) await new Promise((r) => setTimeout(r, 50));
  killed = true;
  first.child.kill("SIGKILL");
  await writer;
  expect(await first.exited).toMatchObject({ signal: "SIGKILL" });

  const second = await startApp({ dataDir, env });
  const tasks: Task[] = await api(second.base, user.cookie, "GET", `/api/boards/${board.id}/tasks`);
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const id of created) expect(byId.has(id), `acknowledged task ${id}`).toBe(true);
  for (const [id, status] of lastStatus) if (id !== inFlight) expect(byId.get(id)?.status).toBe(status);
  for (const status of new Set(tasks.map((t) => t.status))) {
    const positions = tasks.filter((t) => t.status === status).map((t) => t.position);
    expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
  }
  second.child.kill("SIGTERM");
  expect(await second.exited).toEqual({ code: 0, signal: null });
}

/** A fresh database on the TEST_DATABASE_URL server. */
async function freshDatabase(url: string): Promise<string> {
  const name = `sb_crash_${process.pid}_${databases.length}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(url, name);
}

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function avatarBody(): { body: Buffer; type: string } {
  const boundary = "----soakboundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("crash and shutdown of the server process", () => {
  it("SIGKILL during acknowledged writes on PGlite: every one is there after a restart, positions dense", {
    timeout: 180_000,
  }, async () => {
    await killDuringWrites({ DATABASE_URL: "" });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "SIGKILL during acknowledged writes on PostgreSQL: every one is there after a restart, positions dense",
    { timeout: 180_000 },
    async () => {
      await killDuringWrites({ DATABASE_URL: await freshDatabase(process.env.TEST_DATABASE_URL!) });
    },
  );

  it("SIGTERM with uploads and reads in flight answers each: 2xx, or 503 with Connection: close", {
    timeout: 180_000,
  }, async () => {
    const server = await startApp({ dataDir: tempDir(), env: { AUTO_APPROVE: "true" } });
    const user = await register(server.base, "uploads@example.test");
    const outcomes: Outcome[] = [];
    let stop = false;
    const clients = Array.from({ length: 10 }, async (_, n) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (!stop) {
        const { body, type } = avatarBody();
        const outcome =
          n % 2 === 0
            ? await request(agent, server.base, {
                method: "POST",
                path: "/api/user/avatar",
                headers: { cookie: user.cookie, "content-type": type },
                body,
              })
            : await request(agent, server.base, { path: "/api/auth/user", headers: { cookie: user.cookie } });
        outcomes.push(outcome);
        if ("error" in outcome && outcome.error === "ECONNREFUSED" && !outcome.reused) break;
      }
      agent.destroy();
    });
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill("SIGTERM");
    await Promise.race([Promise.all(clients), new Promise((r) => setTimeout(r, 30_000))]);
    stop = true;
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    const unanswered = outcomes.filter((o) =>
      "error" in o
        ? !(o.error === "ECONNREFUSED" && !o.reused)
        : !(o.status < 300 || (o.status === 503 && o.connection === "close")),
    );
    expect(unanswered).toEqual([]);
    expect(outcomes.filter((o) => "status" in o && o.status < 300).length).toBeGreaterThan(0);
  });
});
