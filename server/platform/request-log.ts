import type { FastifyInstance } from "fastify";
import pino from "pino";

/*
 * The server's log (issue 26): pino writing to standard output without blocking the event loop
 * (its buffer is flushed when the process exits), and one line per answered request instead of
 * Fastify's two ('incoming request', then 'request completed'). At the default level, info, that
 * line is the only one an ordinary request costs.
 */

/** Fastify's logger options for `level`: an asynchronous destination on standard output. */
export function loggerOptions(level: string) {
  return { level, stream: pino.destination({ dest: 1, sync: false }) };
}

/** Logs each answered request once: method, URL, status and time in ms (at info). */
export function logRequests(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
