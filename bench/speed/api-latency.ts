/** The HTTP measures of one board: reads and moves, one client or under autocannon. */
import { cannon, request, type Stats, sequential, statsOf } from "../measure.ts";
import { api, type Board, pick, randomMove } from "./app.ts";
import { ACCEPT, CONNECTIONS, DURATION_S } from "./config.ts";

export async function openOneClient(
  base: string,
  cookie: string,
  board: Board,
  samples: number,
): Promise<Stats> {
  return sequential(samples, async () => {
    const res = await request(`${base}/api/boards/${board.boardId}/tasks`, {
      headers: { cookie, ...ACCEPT },
    });
    return res.status;
  });
}

export async function moveOneClient(
  base: string,
  cookie: string,
  board: Board,
  samples: number,
): Promise<Stats> {
  return sequential(samples, async () => {
    const move = randomMove(board);
    const res = await request(`${base}/api/tasks/${move.id}/position`, {
      method: "PUT",
      headers: { cookie, ...ACCEPT },
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
export async function openAfterChange(
  base: string,
  cookie: string,
  board: Board,
  samples: number,
): Promise<Stats> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  for (let i = 0; i < samples; i++) {
    const move = randomMove(board);
    const moved = await request(`${base}/api/tasks/${move.id}/position`, {
      method: "PUT",
      headers: { cookie, ...ACCEPT },
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
export function moveLoad(base: string, cookie: string, board: Board) {
  const range = Math.max(1, Math.floor(board.minColumn * 0.8));
  return cannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie, "content-type": "application/json", ...ACCEPT },
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
export async function denseOrder(base: string, cookie: string, boardId: number): Promise<string | null> {
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

/**
 * `GET ?since=` after `changes` moves (untimed) each time, from the version the last answer named
 * (issue 26): the time and the bytes on the wire of only the changes. Also checks every answer is
 * changes, not a reset.
 */
export async function sinceAfterChanges(
  base: string,
  cookie: string,
  board: Board,
  changes: number,
  samples: number,
): Promise<{ stats: Stats; bytes: number; resets: number }> {
  const url = `${base}/api/boards/${board.boardId}/tasks`;
  const first = await request(url, { headers: { cookie, ...ACCEPT } });
  let version = Number(first.headers["x-board-version"]);
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  let resets = 0;
  for (let i = 0; i < samples; i++) {
    for (let c = 0; c < changes; c++) {
      const move = randomMove(board);
      const moved = await request(`${base}/api/tasks/${move.id}/position`, {
        method: "PUT",
        headers: { cookie, ...ACCEPT },
        body: { status: move.status, position: move.position },
      });
      if (moved.status === 200) board.statusOf.set(move.id, move.status);
      else errors++;
    }
    const res = await request(`${url}?since=${version}`, { headers: { cookie, ...ACCEPT } });
    times.push(res.ms);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== 200) errors++;
    bytes += res.body.length;
    const next = Number(res.headers["x-board-version"]);
    if (!(next > version)) errors++;
    version = next;
    // Only an uncompressed answer can be looked into here; a compressed one is counted as changes.
    if (!res.headers["content-encoding"] && res.body.includes('"reset":true')) resets++;
  }
  return { stats: statsOf(times, errors, statuses), bytes: Math.round(bytes / Math.max(1, samples)), resets };
}
