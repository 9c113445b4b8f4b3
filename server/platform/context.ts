import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { Captcha } from "./captcha.ts";
import type { DbListener } from "./db-listener.ts";
import type { EventBus } from "./events.ts";
import type { Mailer } from "./mail.ts";
import type { Metrics } from "./metrics.ts";
import type { Realtime } from "./realtime.ts";
import type { Secrets } from "./secrets.ts";

/** What every module receives: configuration, database and shared services. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  /** Seals secrets at rest (AI key, chat tokens). */
  secrets: Secrets;
  /** The process's one LISTEN client: realtime and notifications register their channels on it. */
  listener: DbListener;
  /** The domain events' listeners (events.ts; registered by server/listeners.ts). */
  events: EventBus;
  /** The real-time hub: `publish(event)` after a commit reaches every process's sockets. */
  realtime: Realtime;
  /** What `GET /metrics` reports; null when METRICS is off. */
  metrics: Metrics | null;
};
