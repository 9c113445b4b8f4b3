import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino from "pino";

/*
 * The server's log (issue 26): pino writing to standard output without blocking the event loop
 * (its buffer is flushed when the process exits), and one line per answered request instead of
 * Fastify's two ('incoming request', then 'request completed'). At the default level, info, that
 * line is the only one an ordinary request costs; errors are logged as before.
 */

/** Fastify's logger options for `level`: an asynchronous destination on standard output. */
export function loggerOptions(level: string) {
  return { level, stream: pino.destination({ dest: 1, sync: false }) };
}

/** Fastify's request lines: none when a request comes in, one when it is answered. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }
}
