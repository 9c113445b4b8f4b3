/*
 * Soak (issue 7 proof 4): 50 simulated users against one app process on a throw-away PostgreSQL
 * cluster, for SOAK_SECONDS (default 300). Each user holds a WebSocket joined to its project and
 * loops: log in, open the board, move a task, comment, read notifications (then a short pause).
 *
 * Reports p50/p95/p99 per action and the server's RSS at start and end. Exits non-zero on any
 * error: a non-2xx answer, a socket error, or a WebSocket that closes while the soak runs.
 *
 * Run: `npm run bench -- soak` (or `SOAK_SECONDS=30 npm run bench -- soak`, as CI does).
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import WebSocket from "ws";
import { cleanup, onCleanup, startApp, startCluster } from "./bench-kit.ts";

const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PAUSE_MS = 250;
const TASKS_PER_BOARD = 6;
const STATUSES = ["todo", "in_progress", "review", "done"];
const PASSWORD = "soak-password-1";

const latencies = new Map<string, number[]>();
const errors: string[] = [];
let stopping = false;

/** Records an error (the first 20 are printed). */
function fail(message: string): void {
  errors.push(message);
  if (errors.length <= 20) console.error(`[soak] ${message}`);
}

/** The resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** One timed API call; a non-2xx answer or a socket error is recorded as an error. */
async function call(
  base: string,
  action: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const t0 = performance.now();
  try {
    const res = await fetch(base + url, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!latencies.has(action)) latencies.set(action, []);
    latencies.get(action)!.push(performance.now() - t0);
    if (!res.ok) {
      fail(`${action}: ${method} ${url} answered ${res.status} ${text.slice(0, 200)}`);
      return { res, json: null };
    }
    return { res, json: text ? JSON.parse(text) : null };
  } catch (err) {
    fail(`${action}: ${method} ${url} failed: ${(err as Error).cause ?? (err as Error).message}`);
    return { res: null, json: null };
  }
}

type User = {
  email: string;
  id: number;
  cookie: string;
  projectId: number;
  boardId: number;
  taskIds: number[];
};

/** Registers a user with a project, its board and a few tasks. */
async function setUp(base: string, n: number): Promise<User> {
  const email = `soak${n}@example.test`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      firstName: "Soak",
      lastName: `User ${n}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const { id } = (await res.json()) as { id: number };
  const project = (await call(base, "setup", cookie, "POST", "/api/projects", { name: `Soak ${n}` })).json;
  const boards = (await call(base, "setup", cookie, "GET", `/api/projects/${project.id}/boards`)).json;
  const boardId = boards[0].id as number;
  const taskIds: number[] = [];
  for (let t = 0; t < TASKS_PER_BOARD; t++) {
    const task = (
      await call(base, "setup", cookie, "POST", `/api/boards/${boardId}/tasks`, { title: `Task ${t}` })
    ).json;
    taskIds.push(task.id);
  }
  return { email, id, cookie, projectId: project.id, boardId, taskIds };
}

/** Holds a WebSocket joined to the user's project; any close before the end is an error. */
function holdSocket(base: string, user: User): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, {
      headers: { cookie: user.cookie },
      origin: base,
    });
    ws.once("open", () => {
      ws.send(JSON.stringify({ type: "join_project", projectId: user.projectId, userId: user.id }));
      resolve(ws);
    });
    ws.once("error", (err) => (stopping ? undefined : fail(`websocket of ${user.email}: ${err.message}`)));
    ws.once("close", (code) => {
      if (!stopping) fail(`websocket of ${user.email} closed with ${code}`);
    });
    ws.once("unexpected-response", (_req, res) => reject(new Error(`websocket upgrade ${res.statusCode}`)));
  });
}

/** One user's loop until the deadline. */
async function run(base: string, user: User, deadline: number): Promise<number> {
  let rounds = 0;
  while (Date.now() < deadline) {
    const login = await call(base, "login", "", "POST", "/api/auth/login", {
      email: user.email,
      password: PASSWORD,
    });
    const sid = login.res?.headers.getSetCookie().find((c) => c.startsWith("sid="));
    const cookie = sid ? sid.split(";")[0]! : user.cookie;
    await call(base, "open board", cookie, "GET", `/api/boards/${user.boardId}/tasks`);
    const taskId = user.taskIds[rounds % user.taskIds.length]!;
    await call(base, "move task", cookie, "PUT", `/api/tasks/${taskId}/position`, {
      status: STATUSES[rounds % STATUSES.length],
      position: rounds % 3,
    });
    await call(base, "comment", cookie, "POST", `/api/tasks/${taskId}/comments`, {
      content: `Round ${rounds}`,
    });
    await call(base, "notifications", cookie, "GET", "/api/user/notifications");
    rounds++;
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  return rounds;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

async function main(): Promise<number> {
  const started = Date.now();
  const cluster = await startCluster();
  onCleanup(() => cluster.stop());
  const app = await startApp(cluster.url, {
    dataDirPrefix: "sb-soak-",
    env: { SESSION_SECRET: "soak-secret-soak-secret-soak-secret", AUTO_APPROVE: "true" },
  });
  const users: User[] = [];
  for (let n = 0; n < USERS; n++) users.push(await setUp(app.base, n));
  const sockets = await Promise.all(users.map((u) => holdSocket(app.base, u)));
  onCleanup(() => {
    for (const ws of sockets) ws.terminate();
  });
  latencies.clear();
  const rssStart = rssMb(app.child.pid!);
  console.log(`[soak] ${USERS} users set up in ${Date.now() - started} ms; running for ${SECONDS} s`);

  const deadline = Date.now() + SECONDS * 1000;
  const rounds = await Promise.all(users.map((u) => run(app.base, u, deadline)));
  const rssEnd = rssMb(app.child.pid!);
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  stopping = true;
  if (open !== USERS) fail(`${USERS - open} WebSocket(s) not open at the end`);

  const rows = [...latencies.entries()].map(([action, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `| ${action} | ${sorted.length} | ${percentile(sorted, 50)} ms | ${percentile(sorted, 95)} ms | ${percentile(sorted, 99)} ms |`;
  });
  const total = rounds.reduce((a, b) => a + b, 0);
  console.log(
    [
      "",
      `Soak: ${USERS} users, ${SECONDS} s, ${total} rounds, ${errors.length} errors, load average ${os.loadavg()[0]!.toFixed(1)}`,
      "| action | requests | p50 | p95 | p99 |",
      "|---|---|---|---|---|",
      ...rows,
      `Server RSS: ${rssStart} MB at start, ${rssEnd} MB at end; ${open}/${USERS} WebSockets open at the end.`,
      "",
    ].join("\n"),
  );
  return errors.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  stopping = true;
  await cleanup();
}
process.exit(code);
