import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { RawDriver } from "../db/client.ts";

/** What each channel's payloads go to: channel name -> handler. */
export type ChannelHandlers = Record<string, (payload: string) => void>;

/** A LISTEN on some channels: `ready` once listening, `close` to stop. */
export type DbListener = {
  /** Resolves once every channel is listened to (the first connection on PostgreSQL). */
  ready: Promise<void>;
  /** The dedicated PostgreSQL connection while it is up, else null (always null on PGlite). */
  client: () => pg.Client | null;
  /** Stops listening and closes the dedicated connection. */
  close: () => Promise<void>;
};

/** Options of a listener: its name in the log and what to do after a reconnection. */
export type DbListenerOptions = {
  /** Names the listener in log lines ("realtime", "notification"). */
  name: string;
  /** Called after a reconnect on PostgreSQL: notifications may have been missed meanwhile. */
  onReconnect?: () => void;
  log: FastifyBaseLogger;
};

/**
 * The one LISTEN client of the app (used by realtime and notifications). A NOTIFY sent inside a
 * transaction arrives only after it commits, and never after a rollback. PGlite listens in
 * process; PostgreSQL gets one dedicated connection that reconnects with backoff (500 ms doubling
 * to 10 s), so a restarted server is listened to again without a restart of the app.
 */
export function listenOn(
  driver: RawDriver,
  channels: ChannelHandlers,
  options: DbListenerOptions,
): DbListener {
  if (driver.kind === "pglite") {
    const stops = Object.entries(channels).map(([channel, handler]) =>
      driver.pglite.listen(channel, handler),
    );
    return {
      ready: Promise.all(stops).then(() => undefined),
      client: () => null,
      close: async () => {
        for (const stop of stops) await (await stop.catch(() => null))?.().catch(() => {});
      },
    };
  }
  return listenOnPostgres(driver.connectionString, channels, options);
}

function listenOnPostgres(
  connectionString: string,
  channels: ChannelHandlers,
  { name, onReconnect, log }: DbListenerOptions,
): DbListener {
  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
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
      if (msg.payload) channels[msg.channel]?.(msg.payload);
    });
    c.on("error", (err) => {
      log.warn({ err }, `${name} listener connection failed`);
      void c.end().catch(() => {});
    });
    c.on("end", () => {
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      for (const channel of Object.keys(channels)) await c.query(`LISTEN ${channel}`);
      if (closed) {
        c.removeAllListeners("end");
        await c.end();
        return;
      }
      client = c;
      retryMs = 500;
      if (everConnected) onReconnect?.();
      everConnected = true;
      markReady();
    } catch (err) {
      log.warn({ err }, `${name} listener could not connect; retrying`);
      c.removeAllListeners("end");
      void c.end().catch(() => {});
      scheduleReconnect();
    }
  };

  void connect();
  return {
    ready,
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
