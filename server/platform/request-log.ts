import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino from "pino";

/*
 * The server's log (issue 26): pino writing to standard output without blocking the event loop
 * (its buffer is flushed when the process exits), and one line per answered request instead of
 * Fastify's two ('incoming request', then 'request completed'). At the default level, info, that
 * line is the only one an ordinary request costs; errors are logged as before.
 *
 * Query values that are credentials (a reset link's token, an unsubscribe token, a sign-in
 * callback's code and state, any parameter named like a token) are redacted from every URL the
 * log writes (issue 31): the request lines, a route not found, a request's error and its stack.
 */

/** A query parameter (`?name=value` or `&name=value`) anywhere in a text. */
const QUERY_PARAMETER = /([?&#;])([^=&#?\s"'<>]+)=([^&#\s"'<>]*)/g;

/** Whether a query parameter's value is a credential. */
function isSecretName(raw: string): boolean {
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A badly escaped name is judged as written.
  }
  name = name.toLowerCase();
  return name === "code" || name === "state" || name.includes("token");
}

/** `text` with the value of every credential-bearing query parameter replaced by `[redacted]`. */
export function redactUrl(text: string): string {
  if (!text.includes("=")) return text;
  return text.replace(QUERY_PARAMETER, (whole, lead: string, name: string) =>
    isSecretName(name) ? `${lead}${name}=[redacted]` : whole,
  );
}

/** pino's error serializer, with URLs in the message and the stack redacted. */
function serializeError(err: Error) {
  const out = pino.stdSerializers.err(err);
  if (typeof out.message === "string") out.message = redactUrl(out.message);
  if (typeof out.stack === "string") out.stack = redactUrl(out.stack);
  return out;
}

/** Fastify's request serializer (used by its own error lines), with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** pino's log call with every text argument (the message and its format values) redacted. */
function redactMessages(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (typeof arg === "string") args[i] = redactUrl(arg);
  }
  method.apply(this, args);
}

/** Fastify's logger options for `level`: an asynchronous destination on standard output. */
export function loggerOptions(level: string) {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false }),
    serializers: { err: serializeError, req: serializeRequest },
    hooks: { logMethod: redactMessages },
  };
}

/** Fastify's request lines: none when a request comes in, one when it is answered. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}
