/** Issue 26's mixed load rows: readers of a board that keeps changing. */
import { cannon, request, type Stats, statsOf } from "../measure.ts";
import { type Board, randomMove } from "./app.ts";
import { ACCEPT, CONNECTIONS, DURATION_S } from "./config.ts";
import { add } from "./table.ts";

/**
 * Issue 26's mixed load: ten readers of the whole board while one person moves a card every 100 ms,
 * so that nearly every read finds a board that changed since the last one.
 */
export async function mixedRows({
  base,
  cookie,
  board,
  boardUrl,
  underLoad,
}: {
  base: string;
  cookie: string;
  board: Board;
  boardUrl: string;
  underLoad: (name: string, work: () => Promise<Stats>) => Promise<Stats>;
}) {
  const moves: number[] = [];
  const statuses: Record<string, number> = {};
  let moveErrors = 0;
  let stop = false;
  const mover = (async () => {
    while (!stop) {
      const started = performance.now();
      const move = randomMove(board);
      const res = await request(`${base}/api/tasks/${move.id}/position`, {
        method: "PUT",
        headers: { cookie: cookie, ...ACCEPT },
        body: { status: move.status, position: move.position },
      });
      moves.push(res.ms);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 200) board.statusOf.set(move.id, move.status);
      else moveErrors++;
      const rest = 100 - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  })();
  const reads = await underLoad("mixed", () =>
    cannon({
      url: boardUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { cookie: cookie, ...ACCEPT },
    }),
  );
  stop = true;
  await mover;
  add({
    measure: `mixed: open the board while a card moves every 100 ms, ${CONNECTIONS} connections`,
    stats: reads,
    goals: [
      { metric: "rps", op: ">=", limit: 200 },
      { metric: "p99", op: "<=", limit: 100 },
    ],
  });
  add({
    measure: "mixed: … the moves meanwhile, one every 100 ms",
    stats: statsOf(moves, moveErrors, statuses),
    goals: [],
  });
}
