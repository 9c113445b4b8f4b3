import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/*
 * Graceful shutdown (README 'Stopping the server', issue 7 hole 5). Node's own `server.close()`
 * destroys idle keep-alive sockets at once, so a client that is writing its next request into one
 * gets ECONNRESET, and Fastify's 503 only reaches requests that win that race. Here instead:
 *
 * 1. the listener closes once the connections queued in its backlog are accepted (later ones are
 *    refused) and nothing is cut;
 * 2. requests in flight finish, their answers carrying `Connection: close`;
 * 3. any request that arrives on a connection still open is read to its end and answered 503
 *    `{message: 'Server is shutting down'}` with `Connection: close`, so the client can retry;
 * 4. a keep-alive connection idle for IDLE_CLOSE_MS (nothing in flight, no byte of a next request
 *    received) is closed, as a keep-alive timeout would (a client that writes into it at that very
 *    moment can still meet a reset, as with any keep-alive timeout; clients and balancers retry);
 * 5. WebSockets are closed with 1001 by the real-time hub (a preClose hook of app.close());
 * 6. after SHUTDOWN_TIMEOUT whatever remains is destroyed and the process exits 1.
 */

/** The message of the 503 answered to requests that arrive during a shutdown. */
export const SHUTTING_DOWN_MESSAGE = "Server is shutting down";

/** A keep-alive connection idle this long during a shutdown is closed. */
export const IDLE_CLOSE_MS = 2000;
const SWEEP_MS = 100;
/**
 * The longest the listener stays open for connections still being accepted once draining. It only
 * bounds an endless stream of new connections: a wall-clock second was too short on a busy machine,
 * where requests in flight (a 3 MB upload to decode) hold the event loop for longer than that while
 * connections wait in the backlog, and closing then reset every one of them (issue 20 item 8).
 */
const BACKLOG_WAIT_MS = 10_000;

type Conn = { inFlight: Set<http.ServerResponse>; idleSince: number; bytesAtIdle: number };

/** An http.Server whose close() drains connections instead of cutting the idle ones. */
export class DrainingServer extends http.Server {
  readonly #conns = new Map<Socket, Conn>();
  #draining = false;
  #accepted = 0;
  /** 503 answers waiting for the listener to close. */
  readonly #held: (() => void)[] = [];
  #closed = false;
  #sweeper: NodeJS.Timeout | undefined;

  /** Serves `handler`; requests that arrive while draining get the 503 instead. */
  constructor(handler: http.RequestListener, options: http.ServerOptions = {}) {
    super(options);
    this.on("connection", (socket: Socket) => {
      this.#accepted++;
      this.#conns.set(socket, { inFlight: new Set(), idleSince: Date.now(), bytesAtIdle: 0 });
      socket.once("close", () => this.#conns.delete(socket));
    });
    this.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      const conn = this.#conns.get(req.socket);
      if (conn) {
        conn.inFlight.add(res);
        res.once("close", () => {
          conn.inFlight.delete(res);
          if (conn.inFlight.size > 0) return;
          conn.idleSince = Date.now();
          conn.bytesAtIdle = req.socket.bytesRead;
        });
      }
      if (!this.#draining) handler(req, res);
      else if (this.listening) this.#held.push(() => refuse(req, res));
      else refuse(req, res);
    });
    this.once("close", () => {
      this.#closed = true;
      clearInterval(this.#sweeper);
    });
  }

  /** True once drain() (or close()) has been called. */
  get isDraining(): boolean {
    return this.#draining;
  }

  /** Open connections (HTTP and upgraded), for the log. */
  get connectionCount(): number {
    return this.#conns.size;
  }

  /** Stops listening and starts draining (see the module comment). Safe to call twice. */
  drain(): void {
    if (this.#draining) return;
    this.#draining = true;
    for (const conn of this.#conns.values()) {
      for (const res of conn.inFlight) if (!res.headersSent) res.setHeader("connection", "close");
    }
    this.#closeListenerWhenBacklogEmpty();
    // Checked in the check phase, after a poll: bytes that reached the kernel while the process was
    // busy are read by then, so a request already sent is never taken for idleness.
    this.#sweeper = setInterval(() => setImmediate(() => this.#closeIdle()), SWEEP_MS);
    this.#sweeper.unref();
  }

  /**
   * Connections the kernel has completed wait in the listen backlog, and closing the listener
   * resets them, bytes sent and all. Node accepts only a few per event-loop turn, and a turn can
   * last seconds while requests in flight are processed, so the listener closes after a turn (poll
   * phase included) accepts nothing, however long the turns take; BACKLOG_WAIT_MS only ends a
   * stream of new connections that never stops. The 503s are held until then, so that no client
   * they send away reconnects into a backlog about to be reset.
   */
  #closeListenerWhenBacklogEmpty(): void {
    const deadline = Date.now() + BACKLOG_WAIT_MS;
    let seen = this.#accepted;
    const check = () => {
      if (this.#accepted !== seen && Date.now() < deadline) {
        seen = this.#accepted;
        setImmediate(check);
        return;
      }
      // http.Server#close stops the listener and calls closeIdleConnections(), a no-op now.
      super.close();
      for (const answer of this.#held.splice(0)) answer();
    };
    setImmediate(() => setImmediate(check));
  }

  /** Drains; `callback` runs once every connection has ended. */
  override close(callback?: (err?: Error) => void): this {
    this.drain();
    if (callback) {
      if (this.#closed) process.nextTick(callback);
      else this.once("close", () => callback());
    }
    return this;
  }

  /** Idle sockets are left to the drain once it has started (it closes them after a grace). */
  override closeIdleConnections(): void {
    if (!this.#draining) super.closeIdleConnections();
  }

  /** Destroys every connection still open (the shutdown timeout). */
  destroyAll(): void {
    for (const socket of this.#conns.keys()) socket.destroy();
  }

  #closeIdle(): void {
    const now = Date.now();
    for (const [socket, conn] of this.#conns) {
      // Bytes since the last answer are a next request (or an upgrade) arriving: not idle.
      if (conn.inFlight.size > 0 || socket.bytesRead !== conn.bytesAtIdle) continue;
      if (now - conn.idleSince >= IDLE_CLOSE_MS) socket.destroy();
    }
  }
}

/** Reads the request to its end (so closing cannot reset the client), then answers the 503. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = JSON.stringify({ message: SHUTTING_DOWN_MESSAGE });
  const answer = () => {
    if (res.headersSent) return;
    res.writeHead(503, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      connection: "close",
    });
    res.end(body);
  };
  if (req.readableEnded) {
    answer();
    return;
  }
  req.once("end", answer);
  req.resume();
}

/** The part of Fastify's options a serverFactory has to apply itself. */
type FactoryOptions = {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
};

/** Fastify `serverFactory` building a DrainingServer with Fastify's timeouts. */
export function drainingServerFactory(
  handler: http.RequestListener,
  options: FactoryOptions,
): DrainingServer {
  const server = new DrainingServer(handler);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

/**
 * Shuts the app down: drain, app.close() (WebSockets 1001, jobs, database), bounded by
 * `timeoutMs`, after which the remaining connections are destroyed. Resolves with the exit code:
 * 0 after a clean close, 1 after the timeout or a failed close.
 */
export async function shutdown(app: FastifyInstance, timeoutMs: number): Promise<0 | 1> {
  const server = app.server instanceof DrainingServer ? app.server : null;
  server?.drain();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const closed = app.close().then(
    () => "closed" as const,
    (err: unknown) => {
      app.log.error({ err }, "shutdown failed");
      return "failed" as const;
    },
  );
  const result = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (result === "timeout") {
    const open = server?.connectionCount ?? 0;
    app.log.warn(`shutdown timed out after ${timeoutMs / 1000} s; closing ${open} connection(s) still open`);
    server?.destroyAll();
    return 1;
  }
  return result === "closed" ? 0 : 1;
}

/**
 * Listens for SIGTERM and SIGINT from now on. The first one resolves `signal`; later ones (a
 * process-group signal reaches `npm start`'s wrapper, which forwards it again) are only logged, so
 * the drain is never cut short: SHUTDOWN_TIMEOUT bounds it, SIGKILL ends it.
 */
export function stopSignals(log: (message: string) => void = () => {}) {
  let received: NodeJS.Signals | null = null;
  const signal = new Promise<NodeJS.Signals>((resolve) => {
    for (const name of ["SIGTERM", "SIGINT"] as const) {
      process.on(name, () => {
        if (received) return log(`${name} received while shutting down; still draining`);
        received = name;
        resolve(name);
      });
    }
  });
  return {
    /** Resolves with the first stop signal. */
    signal,
    /** The first stop signal received so far, or null. */
    received: () => received,
  };
}
