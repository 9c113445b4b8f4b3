/*
 * The crowd (issue 26 item 4): one app process holds CROWD sockets (5,000; 500 in quick mode) joined
 * to one project. Rows: the app's memory per open socket (RSS at rest after they all joined, minus
 * RSS at rest before, over their number; goal <= 20 KB) and a move reaching every one of them,
 * timed from the request to its arrival on the last socket (goal p99 <= 100 ms).
 *
 * The sockets belong to as many users as sockets by default (a crowd is people: every join changes
 * who is viewing, which is the presence worst case), seeded with set-based SQL (users, memberships
 * and sessions whose cookies the bench signs with the app's secret). They live in a process of their
 * own (crowd-clients.ts), so that their CPU and memory are not the app's; both processes stamp times
 * with performance.timeOrigin + performance.now().
 *
 * On its own while developing: `npx tsx bench/speed/crowd.ts` (a cluster, this phase, its rows).
 * Knobs: BENCH_CROWD (sockets), BENCH_CROWD_USERS (users they belong to), BENCH_QUICK.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { cleanup, onCleanup, root, startCluster } from "../bench-kit.ts";
import { request, statsOf } from "../measure.ts";
import { seedBoard } from "../seed.ts";
import { loadBoard, newProject, randomMove, SESSION_SECRET, signUp, startApp } from "./app.ts";
import { ACCEPT, CROWD, CROWD_MOVES, CROWD_USERS } from "./config.ts";
import { add, problems, table } from "./table.ts";

const CLIENTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "crowd-clients.ts");
/** Sockets the clients open at a time. */
const OPEN_CONCURRENCY = 50;
/**
 * How long the app is left alone before its resting memory is read: long enough for V8 to collect
 * what the joins left behind when it goes idle (3 s read 21.8 KB a socket, 12 s 16.4 KB).
 */
const SETTLE_MS = Number(process.env.BENCH_CROWD_SETTLE_MS ?? 10_000);

/** The resident memory of a process in KiB (Linux /proc). */
function rssKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The clients' process, and a way to wait for its next message of a kind. */
function startClients() {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", CLIENTS], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const waiting: { ev: string; seq?: number; resolve: (m: any) => void; reject: (e: Error) => void }[] = [];
  child.on("message", (message: any) => {
    if (message.ev === "error") {
      for (const w of waiting.splice(0)) w.reject(new Error(`crowd clients: ${message.message}`));
      return;
    }
    const i = waiting.findIndex((w) => w.ev === message.ev && (w.seq === undefined || w.seq === message.seq));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(message);
  });
  child.on("exit", (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`crowd clients exited (${code})`));
  });
  const next = (ev: string, seq?: number) =>
    new Promise<any>((resolve, reject) => waiting.push({ ev, seq, resolve, reject }));
  return { child, next, send: (m: unknown) => child.send(m as any) };
}

/**
 * `users` users (members of the project) with one session each, in set-based SQL; their signed
 * `sid` cookies, as the app's cookie plugin would set them.
 */
async function seedCrowd(client: pg.Client, projectId: number, users: number): Promise<string[]> {
  const first: number = (
    await client.query(
      `with made as (
         insert into users (email, first_name, last_name, password_hash, is_approved, email_verified)
         select 'crowd' || g || '@bench.test', 'Crowd', 'Member ' || g, 'not-a-hash', true, true
         from generate_series(1, $1) g
         returning id)
       select min(id)::int first from made`,
      [users],
    )
  ).rows[0].first;
  const sids = Array.from({ length: users }, () => randomBytes(32).toString("base64url"));
  await client.query(
    `insert into project_members (project_id, user_id, role)
     select $1, id, 'member' from users where id between $2 and $2 + $3 - 1`,
    [projectId, first, users],
  );
  await client.query(
    `insert into sessions (sid, user_id, sess, expire)
     select s.sid, $1 + s.n - 1, jsonb_build_object('userId', $1 + s.n - 1, 'createdAt', now()),
            now() + interval '30 days'
     from unnest($2::text[]) with ordinality as s(sid, n)`,
    [first, sids],
  );
  return sids.map((sid) => {
    const mac = createHmac("sha256", SESSION_SECRET).update(sid).digest("base64").replace(/=/g, "");
    return `sid=${encodeURIComponent(`${sid}.${mac}`)}`;
  });
}

export async function crowdPhase(clusterUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query("create database crowd");
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, "/crowd");
  const app = await startApp(url, "crowd");
  const pid = app.child.pid!;
  const owner = await signUp(app.base);
  const project = await newProject(app.base, owner.cookie, "The crowd's project");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let cookies: string[];
  let board: Awaited<ReturnType<typeof loadBoard>>;
  try {
    await seedBoard(client, {
      boardId: project.boardId,
      userId: owner.id,
      count: 200,
      columnIds: project.columnIds,
    });
    board = await loadBoard(client, { size: 200, ...project });
    cookies = await seedCrowd(client, project.projectId, CROWD_USERS);
  } finally {
    await client.end();
  }
  // One move before the crowd comes, so that the move's code paths are warm in both measures.
  const warm = randomMove(board);
  await request(`${app.base}/api/tasks/${warm.id}/position`, {
    method: "PUT",
    headers: { cookie: owner.cookie, ...ACCEPT },
    body: { status: warm.status, position: warm.position },
  });
  board.statusOf.set(warm.id, warm.status);

  const clients = startClients();
  await sleep(SETTLE_MS);
  const before = rssKib(pid);
  const opening = clients.next("opened");
  clients.send({
    cmd: "open",
    base: app.base,
    projectId: project.projectId,
    cookies: Array.from({ length: CROWD }, (_, i) => cookies[i % cookies.length]!),
    concurrency: OPEN_CONCURRENCY,
  });
  const opened = await opening;
  const open = CROWD - opened.failed;
  console.log(
    `[bench] crowd: ${open} of ${CROWD} sockets (${CROWD_USERS} users) open and joined in ${opened.ms} ms${opened.failed ? `; failures: ${JSON.stringify(opened.errors)}` : ""}`,
  );
  if (opened.failed)
    problems.push(
      `crowd: ${opened.failed} of ${CROWD} sockets failed to join (${JSON.stringify(opened.errors)})`,
    );
  await sleep(SETTLE_MS);
  const after = rssKib(pid);
  const perSocketKb = open > 0 ? Math.round(((after - before) * 1024) / open / 100) / 10 : Number.NaN;

  // Moves, one at a time: each from the request until the last socket has its task_moved.
  const times: number[] = [];
  const answered: number[] = [];
  /** From the first socket's arrival to the last's: the fan-out, as the clients see it. */
  const spread: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let missing = 0;
  for (let i = 0; i < CROWD_MOVES + 2; i++) {
    const move = randomMove(board);
    const ready = clients.next("ready", i);
    const arrived = clients.next("arrived", i);
    clients.send({ cmd: "expect", seq: i, taskId: move.id });
    await ready;
    const t0 = now();
    const res = await request(`${app.base}/api/tasks/${move.id}/position`, {
      method: "PUT",
      headers: { cookie: owner.cookie, ...ACCEPT },
      body: { status: move.status, position: move.position },
    });
    const answeredAt = now();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const seen = await arrived;
    if (res.status !== 200 || seen.missing > 0) {
      errors++;
      missing += seen.missing;
      if (errors <= 5)
        console.error(`[bench] crowd move: answered ${res.status}, ${seen.missing} sockets never got it`);
      continue;
    }
    board.statusOf.set(move.id, move.status);
    if (i >= 2) {
      times.push(seen.last - t0);
      answered.push(answeredAt - t0);
      spread.push(seen.last - seen.first);
    }
    await sleep(30);
  }
  clients.send({ cmd: "close" });
  const stats = statsOf(times, errors, statuses);
  const response = statsOf(answered, 0, {});
  const spreadStats = statsOf(spread, 0, {});
  add({
    measure: `a move reaching all ${CROWD.toLocaleString("en")} sockets of one process`,
    stats,
    goals: [{ metric: "p99", op: "<=", limit: 100 }],
    note: `${CROWD_USERS.toLocaleString("en")} users; the move's answer p50 ${response.p50} ms; first to last socket p50 ${spreadStats.p50}, p99 ${spreadStats.p99} ms; sockets opened and joined in ${(opened.ms / 1000).toFixed(1)} s${missing ? `; ${missing} arrivals missing` : ""}`,
  });
  add({
    measure: `memory per open socket (${CROWD.toLocaleString("en")} joined to one project)`,
    value: perSocketKb,
    unit: "KB",
    goals: [{ metric: "value", op: "<=", limit: 20 }],
    note: `app RSS at rest ${Math.round(before / 1024)} MiB → ${Math.round(after / 1024)} MiB with the sockets`,
  });
  app.child.kill("SIGTERM");
}

// `npx tsx bench/speed/crowd.ts`: this phase alone on a cluster of its own, and its rows.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let code = 1;
  try {
    const load = os.loadavg()[0]!.toFixed(1);
    const cluster = await startCluster({ durable: true });
    onCleanup(() => cluster.stop());
    await crowdPhase(cluster.url);
    console.log(`\n${table()}\n\nload average ${load} before, ${os.loadavg()[0]!.toFixed(1)} after`);
    for (const p of problems) console.log(`problem: ${p}`);
    code = problems.length === 0 ? 0 : 1;
  } catch (err) {
    console.error(err);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
