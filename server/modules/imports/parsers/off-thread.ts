import { Worker } from "node:worker_threads";
import { type ErrorCode, HttpError } from "../../../platform/errors.ts";
import type { Parsed } from "./normalize.ts";

/*
 * A large Trello export is read in a worker thread (trello-worker.ts), so the server's event loop
 * never waits on JSON.parse of megabytes. The worker's heap is capped: a file whose JSON would take
 * more (millions of tiny objects, which no board export holds) is refused instead of swelling the
 * server's memory. Run from the sources, the worker loads its TypeScript through tsx, as the server does.
 */

/** The worker's heap limits (MB): a dozen times the largest file, whatever its shape. */
const LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * The worker's entry: from the sources (tsx) a boot file that registers tsx first; compiled
 * (`npm run build`), the worker's own bundle beside the server's (scripts/build-server.mjs).
 */
const WORKER_ENTRY = import.meta.url.endsWith(".ts")
  ? new URL("./trello-worker-boot.mjs", import.meta.url)
  : new URL("./trello-worker.js", import.meta.url);

type Answer = { parsed: Parsed } | { status: number; message: string; code?: ErrorCode };

/** Reads a Trello export in a worker thread; its refusals are thrown as HttpErrors. */
export async function parseTrelloOffThread(content: string): Promise<Parsed> {
  const worker = new Worker(WORKER_ENTRY, {
    execArgv: [],
    resourceLimits: LIMITS,
    workerData: { content },
  });
  const answer = await new Promise<Answer>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new HttpError(
              413,
              "The Trello file holds too many entries to read; export a smaller board",
              undefined,
              "IMPORT_TRELLO_TOO_BIG",
            )
          : err,
      ),
    );
    worker.once("exit", (code) => reject(new Error(`The Trello reader stopped (exit code ${code})`)));
  });
  if ("parsed" in answer) return answer.parsed;
  throw new HttpError(answer.status, answer.message, undefined, answer.code);
}
