import { parentPort, workerData } from "node:worker_threads";
import { HttpError } from "../../../platform/errors.ts";
import { parseTrello } from "./trello.ts";

/*
 * The worker thread that reads a large Trello export (off-thread.ts): JSON.parse of megabytes cannot be
 * split, so it runs here, off the event loop. It answers the parsed rows, or the refusal's status and
 * message; any other error ends the worker and reaches the caller as a failure.
 */

try {
  parentPort!.postMessage({ parsed: parseTrello((workerData as { content: string }).content) });
} catch (err) {
  if (!(err instanceof HttpError)) throw err;
  parentPort!.postMessage({ status: err.statusCode, message: err.message, code: err.code });
}
