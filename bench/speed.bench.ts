/*
 * The speed bench (issue 8): every row of the issue's goal table, the growth curve of board load and
 * move latency with the board's size, and an instance of 100,000 tasks, 1,000 projects and 200 users
 * for the dashboard, reports and My Tasks (with EXPLAIN summaries). One table, bench/results.json.
 *
 * Everything runs on a throw-away PostgreSQL cluster: app process A serves the measures, app process
 * B (same database) holds the WebSocket that sees A's moves, and a third process serves the big
 * instance in a database of its own. Boards are seeded with set-based SQL (bench/seed.ts).
 *
 * Exits non-zero when any request failed or answered an unexpected status (a 304 is expected only on
 * the conditional read). A missed goal is shown as "miss" but fails the run only with BENCH_STRICT=1.
 *
 * Knobs: BENCH_QUICK=1 (boards of 100 and 1,000 tasks, 3 s per load run, a tiny instance: about a
 * minute and a half), BENCH_DURATION (seconds per load run), BENCH_SCALES (e.g. "100,1000"),
 * BENCH_INSTANCE=0 / BENCH_BROWSER=0 (skip those parts), BENCH_BUILD=0 (use web/dist as it is, even
 * when older than its sources), BENCH_WRITE=1 (also rewrite RESULTS.md). Only a complete run
 * (none of the knobs above but BENCH_BUILD and BENCH_WRITE) writes bench/results.json; the others
 * write $TMPDIR/sprintboard-bench-results.json (BENCH_JSON names another file).
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import pg from "pg";
import WebSocket from "ws";
import { dashboardStats } from "../server/modules/dashboard/dashboard.service.ts";
import { listMyTasks } from "../server/modules/my-tasks/my-tasks.service.ts";
import { buildReports } from "../server/modules/reports/reports.service.ts";
import { cleanup, onCleanup, root, startApp as startBenchApp, startCluster } from "./bench-kit.ts";
import { explainingDb, formatPlan, type PlanSummary } from "./explain.ts";
import { cannon, request, rssMb, type Stats, sequential, statsOf, withPeakRss } from "./measure.ts";
import { type Instance, seedBoard, seedInstance } from "./seed.ts";

const { webBuildIsStale } = (await import(path.join(root, "scripts/web-build.mjs"))) as {
  webBuildIsStale: () => boolean;
};

const QUICK = process.env.BENCH_QUICK === "1";
const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 3 : 10));
const CONNECTIONS = 10;
/** The board most rows are measured on (the issue's 5,000-task board; 1,000 in quick mode). */
const MAIN = QUICK ? 1000 : 5000;
const SCALES = (process.env.BENCH_SCALES ?? (QUICK ? "100,1000" : "100,1000,5000,20000"))
  .split(",")
  .map(Number);
const INSTANCE = QUICK
  ? { users: 20, projects: 20, tasks: 2000 }
  : { users: 200, projects: 1000, tasks: Number(process.env.BENCH_INSTANCE_TASKS ?? 100_000) };
const WITH_INSTANCE = process.env.BENCH_INSTANCE !== "0";
/** A quick or narrowed run: its numbers do not replace bench/results.json and RESULTS.md. */
const PARTIAL =
  QUICK ||
  ["BENCH_DURATION", "BENCH_SCALES", "BENCH_INSTANCE_TASKS"].some((k) => process.env[k] !== undefined) ||
  process.env.BENCH_INSTANCE === "0" ||
  process.env.BENCH_BROWSER === "0";
const WITH_BROWSER = process.env.BENCH_BROWSER !== "0";
/** Samples of the one-client measures. */
const SAMPLES = QUICK ? 20 : 60;
const ACCEPT = { "accept-encoding": "br, gzip" };
const PASSWORD = "bench-password-1";

/* ------------------------------------------------------------------------------------------------ */
/* The table                                                                                         */

type Metric = "p50" | "p99" | "max" | "rps" | "value";
type Goal = { metric: Metric; op: "<=" | ">="; limit: number };
type Row = {
  measure: string;
  stats?: Stats;
  /** A single value (bytes, MB, a count) instead of latencies. */
  value?: number;
  unit?: string;
  goals: Goal[];
  note?: string;
};

const rows: Row[] = [];
const plans: { endpoint: string; plans: PlanSummary[] }[] = [];
const problems: string[] = [];

const goalText = (g: Goal, unit: string) =>
  g.metric === "rps"
    ? `${g.op === ">=" ? "≥" : "≤"} ${g.limit} req/s`
    : `${g.metric === "value" ? "" : `${g.metric} `}${g.op === ">=" ? "≥" : "≤"} ${g.limit} ${unit}`;

function metricOf(row: Row, m: Metric): number {
  if (m === "value") return row.value ?? Number.NaN;
  return (row.stats?.[m] as number | null | undefined) ?? Number.NaN;
}

function verdict(row: Row): "pass" | "miss" | "—" {
  if (row.goals.length === 0) return "—";
  const ok = row.goals.every((g) => {
    const v = metricOf(row, g.metric);
    return g.op === "<=" ? v <= g.limit : v >= g.limit;
  });
  return ok ? "pass" : "miss";
}

const fmt = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? "" : n >= 100 ? String(Math.round(n)) : String(n);

function table(): string {
  const lines = [
    "| measure | p50 ms | p90 ms | p99 ms | max ms | req/s | requests | errors | goal | result | note |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const s = row.stats;
    const unit = row.unit ?? "ms";
    const first = row.value !== undefined ? `${fmt(row.value)} ${unit}` : fmt(s?.p50);
    lines.push(
      `| ${row.measure} | ${first} | ${fmt(s?.p90)} | ${fmt(s?.p99)} | ${fmt(s?.max)} | ${fmt(s?.rps)} | ${s?.n ?? ""} | ${s ? s.errors : ""} | ${row.goals.map((g) => goalText(g, unit)).join(", ")} | ${verdict(row)} | ${row.note ?? ""} |`,
    );
  }
  return lines.join("\n");
}

function add(row: Row): void {
  rows.push(row);
  const s = row.stats;
  const summary = s
    ? `p50 ${s.p50} p90 ${s.p90} p99 ${s.p99} max ${s.max} ms${s.rps === null ? "" : `, ${s.rps} req/s`}, ${s.n} requests, ${s.errors} errors`
    : `${row.value} ${row.unit}`;
  console.log(`[bench] ${row.measure}: ${summary}${row.note ? ` (${row.note})` : ""} → ${verdict(row)}`);
  if (s && s.errors > 0)
    problems.push(`${row.measure}: ${s.errors} failed requests (${JSON.stringify(s.statuses)})`);
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/* ------------------------------------------------------------------------------------------------ */
/* The app and its data                                                                              */

type Board = {
  size: number;
  projectId: number;
  boardId: number;
  columnIds: string[];
  /** Task id → its column, kept up to date by the one-client moves. */
  statusOf: Map<number, string>;
  taskIds: number[];
  /** The smallest column's length when loaded: moves go to an index below 80 % of it. */
  minColumn: number;
};

function startApp(databaseUrl: string, name: string) {
  return startBenchApp(databaseUrl, {
    dataDirPrefix: `sb-speed-${name}-`,
    env: { SESSION_SECRET: "bench-secret-bench-secret-bench-secret", AUTO_APPROVE: "true" },
    startSeconds: 90,
  });
}

async function api(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await request(base + url, { method, headers: { cookie }, body });
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${url}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  }
  return res.status === 204 ? null : JSON.parse(res.body.toString());
}

/** Registers the first account (super administrator, approved) and returns it with its cookie. */
async function signUp(base: string): Promise<{ id: number; cookie: string }> {
  const res = await request(`${base}/api/auth/register`, {
    method: "POST",
    body: {
      email: "bench@example.test",
      firstName: "Bench",
      lastName: "User",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.body.toString()}`);
  const setCookie = res.headers["set-cookie"] ?? [];
  const sid = setCookie.find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("register: no session cookie");
  return { id: JSON.parse(res.body.toString()).id, cookie: sid.split(";")[0]! };
}

/** A project through the API, with its first board's id and column ids. */
async function newProject(base: string, cookie: string, name: string) {
  const project = await api(base, cookie, "POST", "/api/projects", { name });
  const [board] = await api(base, cookie, "GET", `/api/projects/${project.id}/boards`);
  return {
    projectId: project.id as number,
    boardId: board.id as number,
    columnIds: (board.columns as { id: string }[]).map((c) => c.id),
  };
}

/**
 * A board's task ids and columns, read from the database: not through app A, whose memory would
 * then hold the biggest boards' answers before its peak is measured.
 */
async function loadBoard(
  db: pg.Client,
  b: Omit<Board, "statusOf" | "taskIds" | "minColumn">,
): Promise<Board> {
  const tasks = (await db.query("select id, status from tasks where board_id = $1", [b.boardId])).rows as {
    id: number;
    status: string;
  }[];
  const statusOf = new Map(tasks.map((t) => [t.id, t.status]));
  const counts = b.columnIds.map((c) => tasks.filter((t) => t.status === c).length);
  return { ...b, statusOf, taskIds: tasks.map((t) => t.id), minColumn: Math.min(...counts) };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A valid move of a random task: another column, an index below 80 % of the smallest column. */
function randomMove(board: Board): { id: number; status: string; position: number } {
  const id = pick(board.taskIds);
  const from = board.statusOf.get(id)!;
  const others = board.columnIds.filter((c) => c !== from);
  return {
    id,
    status: pick(others),
    position: Math.floor(Math.random() * Math.max(1, Math.floor(board.minColumn * 0.8))),
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* The measures                                                                                      */

async function openOneClient(base: string, cookie: string, board: Board, samples: number): Promise<Stats> {
  return sequential(samples, async () => {
    const res = await request(`${base}/api/boards/${board.boardId}/tasks`, {
      headers: { cookie, ...ACCEPT },
    });
    return res.status;
  });
}

async function moveOneClient(base: string, cookie: string, board: Board, samples: number): Promise<Stats> {
  return sequential(samples, async () => {
    const move = randomMove(board);
    const res = await request(`${base}/api/tasks/${move.id}/position`, {
      method: "PUT",
      headers: { cookie },
      body: { status: move.status, position: move.position },
    });
    if (res.status === 200) board.statusOf.set(move.id, move.status);
    return res.status;
  });
}

/**
 * Reads of a board that just changed (an untimed move before each timed read), so that no cached
 * answer serves them: the cost of building the list, which grows with the board.
 */
async function openAfterChange(base: string, cookie: string, board: Board, samples: number): Promise<Stats> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  for (let i = 0; i < samples; i++) {
    const move = randomMove(board);
    const moved = await request(`${base}/api/tasks/${move.id}/position`, {
      method: "PUT",
      headers: { cookie },
      body: { status: move.status, position: move.position },
    });
    if (moved.status === 200) board.statusOf.set(move.id, move.status);
    else errors++;
    const res = await request(`${base}/api/boards/${board.boardId}/tasks`, {
      headers: { cookie, ...ACCEPT },
    });
    times.push(res.ms);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== 200) errors++;
  }
  return statsOf(times, errors, statuses);
}

/** Moves under autocannon: random tasks to random other-or-same columns at valid indices. */
function moveLoad(base: string, cookie: string, board: Board) {
  const range = Math.max(1, Math.floor(board.minColumn * 0.8));
  return cannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie, "content-type": "application/json" },
    requests: [
      {
        method: "PUT",
        setupRequest: (req) => ({
          ...req,
          path: `/api/tasks/${pick(board.taskIds)}/position`,
          body: JSON.stringify({
            status: pick(board.columnIds),
            position: Math.floor(Math.random() * range),
          }),
        }),
      },
    ],
  });
}

/**
 * Whether every column of the board lists dense, unique positions (0..n-1) in the order it is
 * served: null when it does, else what is wrong.
 */
async function denseOrder(base: string, cookie: string, boardId: number): Promise<string | null> {
  const tasks = (await api(base, cookie, "GET", `/api/boards/${boardId}/tasks`)) as {
    status: string;
    position: number;
  }[];
  const next = new Map<string, number>();
  for (const t of tasks) {
    const expected = next.get(t.status) ?? 0;
    if (t.position !== expected)
      return `column ${t.status} lists position ${t.position} where ${expected} was due`;
    next.set(t.status, expected + 1);
  }
  return null;
}

/** A socket joined to `projectId` that timestamps every message on arrival. */
async function watcher(base: string, cookie: string, projectId: number) {
  const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, { headers: { cookie }, origin: base });
  onCleanup(() => ws.terminate());
  const waiters: { match: (m: any) => boolean; resolve: (at: number) => void }[] = [];
  ws.on("message", (data) => {
    const at = performance.now();
    const message = JSON.parse(data.toString());
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(at);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const next = (match: (m: any) => boolean, ms = 5000) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
      waiters.push({
        match,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  const joined = next((m) => m.type === "presence" && m.projectId === projectId);
  ws.send(JSON.stringify({ type: "join_project", projectId }));
  await joined;
  return { next, close: () => ws.terminate() };
}

/**
 * Moves through app A, one at a time, each to another column; the time until a socket sees the
 * task_moved event: one on process B (through PostgreSQL NOTIFY) and one on A itself.
 */
async function eventLatency(
  a: string,
  b: string,
  cookie: string,
  board: Board,
  samples: number,
): Promise<{ remote: Stats; remoteAfterResponse: Stats; local: Stats }> {
  const remote = await watcher(b, cookie, board.projectId);
  const local = await watcher(a, cookie, board.projectId);
  const times = { remote: [] as number[], after: [] as number[], local: [] as number[] };
  let errors = 0;
  const statuses: Record<string, number> = {};
  for (let i = 0; i < samples + 2; i++) {
    const move = randomMove(board);
    const seen = (m: any) => m.type === "task_moved" && m.task?.id === move.id;
    const onB = remote.next(seen);
    const onA = local.next(seen);
    const t0 = performance.now();
    try {
      const res = await request(`${a}/api/tasks/${move.id}/position`, {
        method: "PUT",
        headers: { cookie },
        body: { status: move.status, position: move.position },
      });
      const answered = performance.now();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 200) throw new Error(`move answered ${res.status}`);
      board.statusOf.set(move.id, move.status);
      const [atB, atA] = await Promise.all([onB, onA]);
      if (i >= 2) {
        times.remote.push(atB - t0);
        times.after.push(Math.max(0, atB - answered));
        times.local.push(atA - t0);
      }
    } catch (err) {
      errors++;
      if (errors <= 5) console.error(`[bench] event latency: ${(err as Error).message}`);
      onA.catch(() => {});
      onB.catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  remote.close();
  local.close();
  return {
    remote: statsOf(times.remote, errors, statuses),
    remoteAfterResponse: statsOf(times.after, 0, {}),
    local: statsOf(times.local, 0, {}),
  };
}

/** Builds the web client when web/dist is missing or older than its sources; false when that fails. */
function ensureWebBuild(): boolean {
  const built = path.join(root, "web/dist/index.html");
  const stale = webBuildIsStale();
  if (!stale || process.env.BENCH_BUILD === "0") return existsSync(built);
  console.log("[bench] building the web client (npm run build)");
  try {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    return true;
  } catch {
    console.error("[bench] the web build failed: the browser rows use what web/dist holds, if anything");
    return existsSync(built);
  }
}

/** Navigation to the first card in Chromium, cold then warm, and the page's DOM size. */
async function browserRun(base: string, projectId: number, navigations: number) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post("/api/auth/login", {
    data: { email: "bench@example.test", password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`browser login: ${login.status()}`);
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  const times: number[] = [];
  for (let i = 0; i < navigations; i++) {
    const t0 = performance.now();
    // Not waiting for the load event: the clock stops when the first card shows, whatever is left.
    await page.goto(`/projects/${projectId}`, { waitUntil: "commit" });
    await page.getByTestId("task-card").first().waitFor({ timeout: 30_000 });
    times.push(performance.now() - t0);
  }
  const cards = await page.getByTestId("task-card").count();
  const domNodes = await page.locator("*").count();
  // Where the last navigation's time went, from the page's own timings (ms from its start).
  const timing = await page.evaluate(() => {
    // Runs in the page; the server's tsconfig has no DOM types.
    const perf = (globalThis as any).performance;
    const nav = perf.getEntriesByType("navigation")[0];
    const res: any[] = perf.getEntriesByType("resource");
    const list = res.filter((r) => /\/api\/boards\/\d+\/tasks/.test(r.name)).pop();
    const js = res.filter((r) => /\.js($|\?)/.test(r.name));
    return {
      domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
      listRequested: list ? Math.round(list.startTime) : null,
      listLoaded: list ? Math.round(list.responseEnd) : null,
      scripts: js.length,
    };
  });
  await browser.close();
  return { cold: times[0]!, warm: statsOf(times.slice(1), 0, {}), cards, domNodes, timing };
}

/* ------------------------------------------------------------------------------------------------ */

async function boardPhase(clusterUrl: string) {
  const app = await startApp(clusterUrl, "a");
  const pid = app.child.pid!;
  const user = await signUp(app.base);
  const sizes = [...new Set([...SCALES, MAIN, 1000])].sort((x, y) => x - y);
  const seedStarted = Date.now();
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  onCleanup(() => client.end());
  const boards = new Map<number, Board>();
  for (const size of sizes) {
    const p = await newProject(app.base, user.cookie, `Board of ${size} tasks`);
    await seedBoard(client, { boardId: p.boardId, userId: user.id, count: size, columnIds: p.columnIds });
    boards.set(size, await loadBoard(client, { size, ...p }));
  }
  console.log(`[bench] seeded boards of ${sizes.join(", ")} tasks in ${Date.now() - seedStarted} ms`);
  const appB = await startApp(clusterUrl, "b");
  const main = boards.get(MAIN)!;
  const label = `${MAIN.toLocaleString("en")}-task board`;
  const boardUrl = `${app.base}/api/boards/${main.boardId}/tasks`;
  const rssStart = rssMb(pid);
  let peakMb = 0;
  const peaks: string[] = [];
  const underLoad = async (name: string, work: () => Promise<Stats>) => {
    const { result, peakMb: peak } = await withPeakRss(pid, work);
    peakMb = Math.max(peakMb, peak);
    peaks.push(`${name} ${peak}`);
    return result;
  };

  // Open the board.
  add({
    measure: `open the board, one client (${label})`,
    stats: await openOneClient(app.base, user.cookie, main, SAMPLES),
    goals: [{ metric: "p50", op: "<=", limit: 25 }],
  });
  add({
    measure: `open the board, ${CONNECTIONS} connections`,
    stats: await underLoad("open", () =>
      cannon({
        url: boardUrl,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { cookie: user.cookie, ...ACCEPT },
      }),
    ),
    goals: [{ metric: "rps", op: ">=", limit: 200 }],
  });
  const wire = await request(boardUrl, { headers: { cookie: user.cookie, ...ACCEPT } });
  const plain = await request(boardUrl, { headers: { cookie: user.cookie } });
  const etag = wire.headers.etag;
  const conditional = await underLoad("304", () =>
    cannon(
      {
        url: boardUrl,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { cookie: user.cookie, ...ACCEPT, ...(etag ? { "if-none-match": etag } : {}) },
      },
      (s) => s === 304 || (s >= 200 && s < 300),
    ),
  );
  add({
    measure: `open the board, unchanged (If-None-Match → 304), ${CONNECTIONS} connections`,
    stats: conditional,
    goals: [],
    note: etag ? `${conditional.statuses["304"] ?? 0} × 304` : "no ETag sent by the server: plain 200s",
  });

  // Move.
  add({
    measure: `move a task, one client (${label})`,
    stats: await moveOneClient(app.base, user.cookie, main, SAMPLES),
    goals: [
      { metric: "p50", op: "<=", limit: 8 },
      { metric: "p99", op: "<=", limit: 20 },
    ],
  });
  add({
    measure: `move a task, ${CONNECTIONS} connections`,
    stats: await underLoad("move", () => moveLoad(app.base, user.cookie, main)),
    goals: [{ metric: "rps", op: ">=", limit: 300 }],
  });
  const small = boards.get(1000)!;
  add({
    measure: `move a task on a 1,000-task board, ${CONNECTIONS} connections`,
    stats: await underLoad("move 1,000", () => moveLoad(app.base, user.cookie, small)),
    goals: [{ metric: "rps", op: ">=", limit: 300 }],
  });

  const order = await denseOrder(app.base, user.cookie, main.boardId);
  if (order) problems.push(`after the moves, ${order}`);

  // Live updates.
  const live = await eventLatency(app.base, appB.base, user.cookie, await loadBoard(client, main), SAMPLES);
  add({
    measure: "a move seen by another app process's socket (from the request)",
    stats: live.remote,
    goals: [
      { metric: "p50", op: "<=", limit: 15 },
      { metric: "max", op: "<=", limit: 50 },
    ],
  });
  add({
    measure: "… of which after the mover's response",
    stats: live.remoteAfterResponse,
    goals: [],
  });
  add({
    measure: "a move seen by a socket of the same process (from the request)",
    stats: live.local,
    goals: [],
  });

  // Bytes.
  add({
    measure: "board payload on the wire (Accept-Encoding: br, gzip)",
    value: kb(wire.body.length),
    unit: "KB",
    goals: [{ metric: "value", op: "<=", limit: 110 }],
    note: `${wire.headers["content-encoding"] ?? "not compressed"}; ${kb(plain.body.length)} KB without Accept-Encoding`,
  });

  // Browser.
  if (WITH_BROWSER) {
    const haveBuild = ensureWebBuild();
    if (haveBuild) {
      // The app lists web/dist when it starts; a rebuild since then needs a fresh process.
      const browserApp = await startApp(clusterUrl, "c");
      const b = await browserRun(browserApp.base, main.projectId, QUICK ? 3 : 6);
      add({
        measure: `browser: navigation to cards shown, warm (${label})`,
        stats: b.warm,
        goals: [{ metric: "p50", op: "<=", limit: 600 }],
        note: `cold ${Math.round(b.cold)} ms; last warm one: DOMContentLoaded at ${b.timing.domContentLoaded} ms, board list requested at ${b.timing.listRequested} ms and loaded at ${b.timing.listLoaded} ms, ${b.timing.scripts} scripts`,
      });
      add({
        measure: "browser: DOM nodes on the board page",
        value: b.domNodes,
        unit: "nodes",
        goals: [],
        note: `${b.cards} cards in the DOM`,
      });
      browserApp.child.kill("SIGTERM");
    } else {
      problems.push("no web build: the browser rows were not measured");
    }
  }

  // Create (last: it grows the board).
  add({
    measure: `create a task, ${CONNECTIONS} connections`,
    stats: await underLoad("create", () =>
      cannon({
        url: `${app.base}/api/boards/${main.boardId}/tasks`,
        method: "POST",
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { cookie: user.cookie, "content-type": "application/json" },
        body: JSON.stringify({ title: "A task from the bench" }),
      }),
    ),
    goals: [{ metric: "rps", op: ">=", limit: 300 }],
  });
  add({
    measure: `server memory (RSS), peak during the ${CONNECTIONS}-connection runs`,
    value: peakMb,
    unit: "MB",
    goals: [{ metric: "value", op: "<=", limit: 200 }],
    note: `${rssStart} MB before them; peak per run (MB): ${peaks.join(", ")}`,
  });

  // Growth with the board's size.
  for (const size of SCALES) {
    const board = await loadBoard(client, boards.get(size)!);
    const fresh = await openAfterChange(app.base, user.cookie, board, Math.min(SAMPLES, 30));
    const cached = await openOneClient(app.base, user.cookie, board, Math.min(SAMPLES, 30));
    const bytes = (
      await request(`${app.base}/api/boards/${board.boardId}/tasks`, {
        headers: { cookie: user.cookie, ...ACCEPT },
      })
    ).body.length;
    add({
      measure: `scale: open a board of ${size.toLocaleString("en")} tasks just changed, one client`,
      stats: fresh,
      goals: [],
      note: `${kb(bytes)} KB on the wire; unchanged since the last read: p50 ${cached.p50} ms`,
    });
    if (cached.errors > 0) problems.push(`scale: open a board of ${size}: ${cached.errors} failed requests`);
    add({
      measure: `scale: move on a board of ${size.toLocaleString("en")} tasks, one client`,
      stats: await moveOneClient(app.base, user.cookie, board, Math.min(SAMPLES, 30)),
      goals: [],
    });
  }
  appB.child.kill("SIGTERM");
  app.child.kill("SIGTERM");
}

async function instancePhase(clusterUrl: string) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query("create database instance");
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, "/instance");
  const app = await startApp(url, "i");
  const user = await signUp(app.base);
  const template = await newProject(app.base, user.cookie, "Project 0");
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let instance: Instance;
  try {
    const columns = (await client.query("select columns from boards where id = $1", [template.boardId]))
      .rows[0].columns;
    instance = await seedInstance(client, {
      benchUserId: user.id,
      templateProjectId: template.projectId,
      columns,
      columnIds: template.columnIds,
      ...INSTANCE,
    });
  } finally {
    await client.end();
  }
  const what = `${instance.tasks.toLocaleString("en")} tasks, ${instance.projects.toLocaleString("en")} projects, ${instance.users} users`;
  console.log(
    `[bench] seeded an instance of ${what} in ${Date.now() - started} ms; the bench user sees ${instance.visibleProjects} projects, ${instance.visibleTasks} tasks, ${instance.myTasks} of them assigned to them`,
  );
  const endpoints = [
    { name: "dashboard stats", url: "/api/dashboard/stats?tz=Europe/Paris", goal: 100 },
    { name: "reports, all time", url: "/api/reports", goal: 100 },
    { name: "reports, last 30 days", url: "/api/reports?timeframe=30d", goal: 100 },
    { name: "My Tasks", url: "/api/tasks/user", goal: 0 },
  ];
  for (const e of endpoints) {
    let bytes = 0;
    const stats = await sequential(QUICK ? 10 : 30, async () => {
      const res = await request(app.base + e.url, { headers: { cookie: user.cookie, ...ACCEPT } });
      bytes = res.body.length;
      return res.status;
    });
    add({
      measure: `instance of ${what}: ${e.name}`,
      stats,
      goals: e.goal ? [{ metric: "p50", op: "<=", limit: e.goal }] : [],
      note: `${kb(bytes)} KB${e.name === "My Tasks" ? `, ${instance.myTasks} tasks` : ""}; user sees ${instance.visibleTasks} tasks`,
    });
  }
  app.child.kill("SIGTERM");

  // What PostgreSQL does for each endpoint (the same service functions the routes call).
  const explaining = await explainingDb(url);
  try {
    const run = async (endpoint: string, work: () => Promise<unknown>) => {
      await work(); // warm the caches as the timed requests did
      plans.push({ endpoint, plans: await explaining.capture(work) });
    };
    await run("dashboard stats", () => dashboardStats(explaining.db, user.id, "Europe/Paris"));
    await run("reports, all time", () => buildReports(explaining.db, user.id, { timeframe: "all" }));
    await run("My Tasks", () => listMyTasks(explaining.db, user.id));
  } finally {
    await explaining.close();
  }
}

function writeResultsMd(tableText: string, meta: Record<string, unknown>, planText: string): void {
  const text = `# Speed bench results

Produced by \`BENCH_WRITE=1 npm run bench\` (bench/speed.bench.ts; the same numbers are in
\`bench/results.json\`). Measured ${meta.date} on ${meta.machine}, Node ${process.version},
PostgreSQL ${meta.postgres}, load average ${meta.loadBefore} before and ${meta.loadAfter} after the run (${meta.note}).
autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per load run; one-client rows are
${SAMPLES} sequential requests on a kept-alive connection; board reads send \`Accept-Encoding: br, gzip\`
and the sizes are bytes on the wire (KB = 1,000 bytes). Moves go to random valid indices of random columns.

${tableText}

EXPLAIN (ANALYZE, BUFFERS) on the instance, one line per statement (top node, time, buffers, indexes):

\`\`\`
${planText}
\`\`\`

Figures taken on a shared machine vary by ±30 % between runs.
`;
  writeFileSync(path.join(root, "bench/RESULTS.md"), text);
  console.log("[bench] wrote bench/RESULTS.md");
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const cluster = await startCluster();
  onCleanup(() => cluster.stop());
  await boardPhase(cluster.url);
  if (WITH_INSTANCE) await instancePhase(cluster.url);

  const planText = plans
    .map((e) => [`${e.endpoint}:`, ...e.plans.map((p) => `  ${formatPlan(p)}  [${p.query}]`)].join("\n"))
    .join("\n");
  const tableText = table();
  const pgVersion = (() => {
    try {
      return execFileSync("sh", ["-c", "ls /usr/lib/postgresql | sort -n | tail -1"], {
        encoding: "utf8",
      }).trim();
    } catch {
      return "?";
    }
  })();
  const meta = {
    date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    postgres: pgVersion,
    loadBefore,
    loadAfter: os.loadavg()[0]!.toFixed(1),
    note: "other work was running on the machine",
    quick: QUICK,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(`\n${tableText}\n`);
  if (planText) console.log(`EXPLAIN (ANALYZE, BUFFERS) summaries:\n${planText}\n`);
  const misses = rows.filter((r) => verdict(r) === "miss").map((r) => r.measure);
  console.log(
    `[bench] ${rows.length} rows, ${misses.length} goals missed, ${problems.length} problems, ${meta.seconds} s; machine ${meta.machine}, load ${loadBefore} → ${meta.loadAfter}`,
  );
  if (problems.length > 0) {
    for (const p of problems) console.error(`[bench] ERROR: ${p}`);
    console.error("[bench] the run had errors: not writing results");
    return 1;
  }
  // Only a complete run replaces the committed results; a quick or narrowed one goes to a temp file.
  const jsonPath =
    process.env.BENCH_JSON ??
    (PARTIAL
      ? path.join(os.tmpdir(), "sprintboard-bench-results.json")
      : path.join(root, "bench/results.json"));
  writeFileSync(
    jsonPath,
    `${JSON.stringify({ meta, rows: rows.map((r) => ({ ...r, result: verdict(r) })), plans }, null, 2)}\n`,
  );
  console.log(
    `[bench] wrote ${path.relative(root, jsonPath).startsWith("..") ? jsonPath : path.relative(root, jsonPath)}`,
  );
  if (process.env.BENCH_WRITE === "1") {
    if (PARTIAL) console.warn("[bench] BENCH_WRITE=1 ignored: RESULTS.md holds complete runs only");
    else writeResultsMd(tableText, meta, planText);
  }
  if (process.env.BENCH_STRICT === "1" && misses.length > 0) return 1;
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  await cleanup();
}
process.exit(code);
