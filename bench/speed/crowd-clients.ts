/*
 * The crowd's clients (bench/speed/crowd.ts): thousands of WebSockets in a process of their own, so
 * that their CPU and memory are not the server's. Driven over IPC by the crowd phase:
 *
 *   { cmd: "open", base, projectId, cookies, concurrency } → opens one socket per cookie, joins each
 *     to the project and waits for its first `presence`; answers { ev: "opened", ms, failed }.
 *   { cmd: "expect", seq, taskId } → watches every socket for that task's `task_moved`; answers
 *     { ev: "ready", seq } at once, then { ev: "arrived", seq, first, last, missing } when every
 *     socket has it (or after 10 s): times are performance.timeOrigin + performance.now(), a clock
 *     both processes share.
 *   { cmd: "close" } → ends every socket and exits.
 *
 * A message is recognised in its raw bytes (no JSON.parse per socket), so that the clients' own
 * work adds as little as it can to the times they stamp.
 */
import WebSocket from "ws";

type Open = { cmd: "open"; base: string; projectId: number; cookies: string[]; concurrency: number };
type Expect = { cmd: "expect"; seq: number; taskId: number };
type Command = Open | Expect | { cmd: "close" };

const EXPECT_TIMEOUT_MS = 10_000;
const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

const sockets: WebSocket[] = [];
/** The move awaited: which bytes mark it, which sockets still wait for it, the first and last arrival. */
let awaited: {
  seq: number;
  marker: Buffer;
  pending: Set<WebSocket>;
  first: number;
  last: number;
  timer: NodeJS.Timeout;
} | null = null;
let closing = false;
let unexpectedCloses = 0;
const TASK_MOVED = Buffer.from('"type":"task_moved"');

function onMessage(ws: WebSocket, data: Buffer) {
  if (!awaited?.pending.has(ws)) return;
  if (data.indexOf(TASK_MOVED) < 0 || data.indexOf(awaited.marker) < 0) return;
  const at = now();
  awaited.pending.delete(ws);
  if (awaited.first === 0) awaited.first = at;
  awaited.last = at;
  if (awaited.pending.size === 0) finish();
}

function finish() {
  if (!awaited) return;
  clearTimeout(awaited.timer);
  const { seq, first, last, pending } = awaited;
  awaited = null;
  send({ ev: "arrived", seq, first, last, missing: pending.size, closed: unexpectedCloses });
}

/** Opens one socket, joins the project and resolves on its first presence (rejects after 30 s). */
function openOne(base: string, projectId: number, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws`, {
      headers: { cookie },
      origin: base,
      perMessageDeflate: false,
    });
    const presence = Buffer.from(`"type":"presence","projectId":${projectId}`);
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error("no presence within 30 s"));
    }, 30_000);
    let joined = false;
    ws.on("message", (data: Buffer) => {
      if (!joined) {
        if (data.indexOf(presence) < 0) return;
        joined = true;
        clearTimeout(timer);
        sockets.push(ws);
        resolve(ws);
        return;
      }
      onMessage(ws, data);
    });
    ws.once("open", () => ws.send(JSON.stringify({ type: "join_project", projectId })));
    ws.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.once("close", () => {
      if (joined && !closing) unexpectedCloses++;
      if (!joined) {
        clearTimeout(timer);
        reject(new Error("closed before joining"));
      }
    });
  });
}

async function open({ base, projectId, cookies, concurrency }: Open) {
  const started = now();
  let next = 0;
  let failed = 0;
  const errors = new Map<string, number>();
  const worker = async () => {
    while (next < cookies.length) {
      const cookie = cookies[next++]!;
      try {
        await openOne(base, projectId, cookie);
      } catch (err) {
        failed++;
        const message = (err as Error).message;
        errors.set(message, (errors.get(message) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  send({ ev: "opened", ms: Math.round(now() - started), failed, errors: Object.fromEntries(errors) });
}

function expect({ seq, taskId }: Expect) {
  const timer = setTimeout(finish, EXPECT_TIMEOUT_MS);
  awaited = {
    seq,
    // The event's task: {"type":"task_moved",...,"task":{"id":<taskId>,...}}.
    marker: Buffer.from(`"task":{"id":${taskId},`),
    pending: new Set(sockets),
    first: 0,
    last: 0,
    timer,
  };
  send({ ev: "ready", seq });
}

process.on("message", (command: Command) => {
  if (command.cmd === "open") {
    open(command).catch((err) => send({ ev: "error", message: String(err) }));
  } else if (command.cmd === "expect") {
    expect(command);
  } else if (command.cmd === "close") {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
