import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { MailWorkerOptions } from "../modules/email/mail-worker.ts";
import { flushMailOutbox } from "../modules/email/outbox.service.ts";
import { EventBus } from "../platform/events.ts";
import type { Mail, Mailer } from "../platform/mail.ts";
import { PG_TEMPLATE, withDatabase } from "./global-setup.ts";

/** A built app on its own fresh database, with the mail it sent. */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mails: Mail[];
  /** The app's domain-event bus: a test may register a listener of its own. */
  events: EventBus;
  /** Sends the mail outbox's due rows now and waits until they are sent. */
  flushMail: () => Promise<void>;
  close: () => Promise<void>;
};

/** Opens a fresh copy of the migrated template: PGlite in memory, or a new database on TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `sb_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    await admin.end();
    const dbUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: dbUrl });
    const drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return { database, drop, url: dbUrl };
  }
  const dump = readFileSync(inject("pgliteTemplate"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  return { database, drop: async () => {} };
}

/** Builds the app for a test file: captcha off, quiet log, mail captured in `mails`; `webDist` the web client it serves. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string; realMailer?: boolean; mailWorker?: MailWorkerOptions } = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `sb-test-${randomBytes(4).toString("hex")}`),
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  // Strict: a route that sends a key its response schema does not declare fails the test.
  const events = new EventBus();
  const app = await buildApp(config, {
    database,
    events,
    mailer: options.realMailer ? undefined : mailer,
    // Mail leaves when a test flushes it (flushMail): no background claim runs inside a counted window.
    mailWorker: options.mailWorker ?? { manual: true },
    logger: false,
    jobs: false,
    strictResponses: true,
    webDist: options.webDist,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    events,
    flushMail: () => flushMailOutbox(database.db),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The `sid` cookie of a response, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sid=${cookie.value}`;
}
