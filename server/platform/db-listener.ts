import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { RawDriver } from "../db/client.ts";

/**
 * The app process's one LISTEN client, shared by realtime and notifications. Each registers its
 * channels with `on` before `start`. A NOTIFY sent inside a transaction arrives only after it
 * commits, and never after a rollback. PGlite listens in process; PostgreSQL gets one dedicated
 * connection that reconnects with backoff (500 ms doubling to 10 s), so a restarted server is
 * listened to again without a restart of the app.
 */
export type DbListener = {
  /** Sends `channel`'s payloads to `handler` (one handler per channel). Call before `start`. */
  on: (channel: string, handler: (payload: string) => void) => void;
  /** Called after a reconnect on PostgreSQL: notifications may have been missed meanwhile. */
  onReconnect: (callback: () => void) => void;
  /** Listens on every registered channel; resolves once listening (the first connection). */
  start: () => Promise<void>;
  /** Resolves once `start` has listened on every channel. */
  ready: Promise<void>;
  /** The dedicated PostgreSQL connection while it is up, else null (always null on PGlite). */
  client: () => pg.Client | null;
  /** Stops listening and closes the dedicated connection. */
  close: () => Promise<void>;
};

type Registry = {
  channels: Map<string, (payload: string) => void>;
  reconnected: (() => void)[];
};

/** Creates the listener; nothing is listened to until `start`. */
export function createDbListener(driver: RawDriver, log: FastifyBaseLogger): DbListener {
  const registry: Registry = { channels: new Map(), reconnected: [] };
  const connection =
    driver.kind === "pglite"
      ? pgliteConnection(driver.pglite, registry)
      : postgresConnection(driver.connectionString, registry, log);
  let started: Promise<void> | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  return {
    on(channel, handler) {
      if (started) throw new Error(`listener already started; cannot add ${channel}`);
      if (registry.channels.has(channel)) throw new Error(`channel ${channel} already has a handler`);
      registry.channels.set(channel, handler);
    },
    onReconnect: (callback) => void registry.reconnected.push(callback),
    start() {
      started ??= connection.start().then(markReady);
      return started;
    },
    ready,
    client: connection.client,
    close: connection.close,
  };
}

type Connection = Pick<DbListener, "start" | "client" | "close">;

function pgliteConnection(pglite: PGlite, registry: Registry): Connection {
  let stops: Promise<() => Promise<void>>[] = [];
  return {
    async start() {
      stops = [...registry.channels].map(([channel, handler]) => pglite.listen(channel, handler));
      await Promise.all(stops);
    },
    client: () => null,
    async close() {
      for (const stop of stops) await (await stop.catch(() => null))?.().catch(() => {});
    },
  };
}

function postgresConnection(
  connectionString: string,
  registry: Registry,
  log: FastifyBaseLogger,
): Connection {
  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;
  let markConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on("notification", (msg) => {
      if (msg.payload) registry.channels.get(msg.channel)?.(msg.payload);
    });
    c.on("error", (err) => {
      log.warn({ err }, "database listener connection failed");
      void c.end().catch(() => {});
    });
    c.on("end", () => {
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      for (const channel of registry.channels.keys()) await c.query(`LISTEN ${channel}`);
      if (closed) {
        c.removeAllListeners("end");
        await c.end();
        return;
      }
      client = c;
      retryMs = 500;
      if (everConnected) for (const callback of registry.reconnected) callback();
      everConnected = true;
      markConnected();
    } catch (err) {
      log.warn({ err }, "database listener could not connect; retrying");
      c.removeAllListeners("end");
      void c.end().catch(() => {});
      scheduleReconnect();
    }
  };

  return {
    start() {
      void connect();
      return connected;
    },
    client: () => client,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}
