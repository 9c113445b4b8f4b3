import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { killStartedApps, register, startApp } from "../../test/app-process.ts";
import { withDatabase } from "../../test/global-setup.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver.ts";

/*
 * Nothing is lost (product rules, email): the real server process is killed (SIGKILL) after the
 * transaction that queued an email committed and while its send was under way (the SMTP server holds
 * the DATA); after a restart the email is sent, exactly once. PGlite in a DATA_DIR, and PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

const dirs: string[] = [];
const databases: string[] = [];
const receivers: SmtpReceiver[] = [];
afterAll(async () => {
  killStartedApps();
  for (const r of receivers) await r.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url && databases.length > 0) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

async function freshDatabase(url: string): Promise<string> {
  const name = `sb_mail_crash_${process.pid}_${databases.length}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(url, name);
}

async function killBetweenCommitAndSend(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-mail-crash-"));
  dirs.push(dataDir);
  const smtp = await startSmtpReceiver();
  receivers.push(smtp);
  const env = { SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: "2", DATABASE_URL: databaseUrl };
  const first = await startApp({ dataDir, env });
  const email = "crash-mail@example.test";
  await register(first.base, email);
  smtp.behaviour.set(email, "hold");
  const res = await fetch(`${first.base}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  await smtp.held(); // committed, claimed, and the message is on the wire: not yet accepted
  first.child.kill("SIGKILL");
  expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
  expect(smtp.messages).toHaveLength(0);

  smtp.behaviour.set(email, "accept");
  const second = await startApp({ dataDir, env });
  const [message] = await smtp.waitFor(email, 1, 60_000);
  expect(message!.subject).toBe("Reset your password");
  second.child.kill("SIGTERM");
  expect(await second.exited).toEqual({ code: 0, signal: null });

  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toEqual([expect.objectContaining({ state: "sent", attempts: 1, kind: "password_reset" })]);
  } finally {
    await database.close();
  }
  expect(smtp.messages.filter((m) => m.rcpt.includes(email))).toHaveLength(1);
}

describe("the mail outbox survives a crash", () => {
  it("SIGKILL between commit and send on PGlite: sent once after the restart", {
    timeout: 180_000,
  }, async () => {
    await killBetweenCommitAndSend("");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "SIGKILL between commit and send on PostgreSQL: sent once after the restart",
    { timeout: 180_000 },
    async () => {
      await killBetweenCommitAndSend(await freshDatabase(process.env.TEST_DATABASE_URL!));
    },
  );
});
