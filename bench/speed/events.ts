/** How long a move takes to reach the sockets of the same and of another app process. */
import WebSocket from "ws";
import { onCleanup } from "../bench-kit.ts";
import { request, type Stats, statsOf } from "../measure.ts";
import { type Board, randomMove } from "./app.ts";
import { ACCEPT } from "./config.ts";

/** A socket joined to `projectId` that timestamps every message on arrival. */
export async function watcher(base: string, cookie: string, projectId: number) {
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
export async function eventLatency(
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
        headers: { cookie, ...ACCEPT },
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
