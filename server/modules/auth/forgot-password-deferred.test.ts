import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Mail } from "../../platform/mail.ts";
import { openTestDatabase } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { flushMailOutbox } from "../email/outbox.service.ts";
import { postJson } from "./auth-test-helpers.ts";

// Issue 7 hole 9: forgot-password must not reveal, by its time, whether an address has an account.
// Proved structurally, never by timing: the request answers before any lookup, token or mail.

const FORGOT = { message: "If an account exists for this email, a password reset link has been sent." };
/** Settles with the response, or with "no answer" if the request is stuck behind the database or the mailer. */
const NO_ANSWER = "no answer";
const answered = <T>(request: Promise<T>) =>
  Promise.race([request, new Promise<typeof NO_ANSWER>((r) => setTimeout(() => r(NO_ANSWER), 5000))]);

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let user: TestUser;
/** Every mail the app handed to the mailer, at the moment it did. */
const handedOver: Mail[] = [];
/** Mailer sends stay pending until released. */
let releaseMailer: () => void = () => {};
let mailerGate = Promise.resolve();
const holdMailer = () => {
  mailerGate = new Promise<void>((resolve) => {
    releaseMailer = resolve;
  });
};

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `sb-test-${randomBytes(4).toString("hex")}`),
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
  });
  ({ database, drop } = await openTestDatabase());
  const mailer = {
    send: async (mail: Mail) => {
      handedOver.push(mail);
      await mailerGate;
    },
  };
  // The outbox is flushed by the test (no wake-up by NOTIFY to wait for): mail leaves when asked.
  app = await buildApp(config, {
    database,
    mailer,
    logger: false,
    jobs: false,
    mailWorker: { manual: true },
  });
  await app.ready();
  user = await createUser({ app, database });
});
afterAll(async () => {
  releaseMailer();
  await app.close();
  await database.close();
  await drop();
});

const forgot = (email: string) => postJson(app, "/api/auth/forgot-password", { email });

describe("forgot-password answers before doing the account's work", () => {
  it("answers a known address at once while the mailer never finishes, then mails it", async () => {
    holdMailer();
    try {
      const before = handedOver.length;
      const res = await answered(forgot(user.email));
      expect(res).not.toBe(NO_ANSWER);
      if (res === NO_ANSWER) return;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(FORGOT);
      await vi.waitFor(() => {
        // Not awaited: the held mailer never lets this send finish.
        void flushMailOutbox(database.db);
        expect(handedOver.length).toBe(before + 1);
      });
      expect(handedOver.at(-1)!.to).toBe(user.email);
      expect(handedOver.at(-1)!.link).toMatch(/reset-password\?token=/);
    } finally {
      releaseMailer();
    }
  });

  it.each([
    ["a known", () => user.email],
    ["an unknown", () => "nobody-here@example.test"],
  ])(
    "answers %s address while the users table is locked: no lookup before the response",
    async (_name, email) => {
      let unlock: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        locked();
        await gate;
      });
      await isLocked;
      const before = handedOver.length;
      try {
        const res = await answered(forgot(email()));
        expect(res).not.toBe(NO_ANSWER);
        if (res === NO_ANSWER) return;
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(FORGOT);
        expect(handedOver.length).toBe(before);
      } finally {
        unlock();
        await held;
      }
      if (email() === user.email)
        await vi.waitFor(() => {
          // Not awaited: the held mailer never lets this send finish.
          void flushMailOutbox(database.db);
          expect(handedOver.length).toBe(before + 1);
        });
    },
  );
});
