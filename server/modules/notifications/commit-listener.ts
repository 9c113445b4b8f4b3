import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { RawDriver } from "../../db/client.ts";

/** A LISTEN on one channel: `ready` once listening, `close` to stop. */
export type CommitListener = { ready: Promise<void>; close: () => Promise<void> };

/**
 * Listens on a PostgreSQL channel. NOTIFY sent inside a transaction arrives only after it
 * commits, which makes this the after-commit hook of `createNotifications`. PGlite listens in
 * process; PostgreSQL gets one dedicated connection that reconnects with backoff.
 */
export function listenForCommits(
  driver: RawDriver,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
): CommitListener {
  if (driver.kind === "pglite") {
    const unlisten = driver.pglite.listen(channel, onPayload);
    return {
      ready: unlisten.then(() => undefined),
      close: async () => {
        const stop = await unlisten.catch(() => null);
        await stop?.().catch(() => {});
      },
    };
  }
  return listenOnPostgres(driver.connectionString, channel, onPayload, log);
}

function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
): CommitListener {
  let client: pg.Client | null = null;
  let closed = false;
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
      if (msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    c.on("error", (err) => {
      log.warn({ err }, "notification listener connection failed");
      void c.end().catch(() => {});
    });
    c.on("end", () => {
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) {
        c.removeAllListeners("end");
        await c.end();
        return;
      }
      client = c;
      retryMs = 500;
      markReady();
    } catch (err) {
      log.warn({ err }, "notification listener could not connect; retrying");
      c.removeAllListeners("end");
      void c.end().catch(() => {});
      scheduleReconnect();
    }
  };

  void connect();
  return {
    ready,
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
