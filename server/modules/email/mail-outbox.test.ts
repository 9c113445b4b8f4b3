import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDigestItems, mailOutbox, notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver.ts";
import { resetMailsSettled } from "../auth/reset-mail-queue.ts";
import { createNotifications } from "../notifications/notify.ts";
import { enqueueMail, enqueueMailForNotificationIds, purgeSentMail } from "./outbox.service.ts";

// The durable mail outbox against a real SMTP server (product rules, email): rows commit with their
// cause, the worker sends and marks them, retries with backoff and records permanent failures.

let t: TestApp;
let smtp: SmtpReceiver;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, APP_URL: "https://board.example.test" }, { realMailer: true });
  admin = await createUser(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = async (email: string) => {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
  expect(res.statusCode).toBe(200);
  await resetMailsSettled(t.database.db);
};
const rowsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
/** Makes the person's waiting rows due now: the time of their retry has come. */
const makeDue = (to: string) =>
  t.database.db.execute(
    sql`update ${mailOutbox} set due_at = now() where "to" = ${to} and state in ('pending', 'retry')`,
  );
const secondsFromNow = (at: Date) => (at.getTime() - Date.now()) / 1000;

describe("the mail outbox", () => {
  it("writes nothing when the cause rolls back: no row, no digest item, no message", async () => {
    const user = await createUser(t);
    const failed = t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, "invitation", { to: user.email, subject: "Hello", text: "Hi" });
      await createNotifications(tx, [
        { userId: user.id, type: "task_assigned", title: "New task assigned", message: "m" },
        { userId: user.id, type: "project_assigned", title: "Added to a project", message: "m" },
      ]);
      const [queued] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      expect(queued!.n).toBe(2);
      throw new Error("the cause fails");
    });
    await expect(failed).rejects.toThrow("the cause fails");
    await t.flushMail();
    expect(await rowsTo(user.email)).toEqual([]);
    expect(
      await t.database.db.select().from(mailDigestItems).where(eq(mailDigestItems.userId, user.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual(
      [],
    );
    expect(smtp.messages.filter((m) => m.rcpt.includes(user.email))).toEqual([]);
  });

  it("sends a password reset through SMTP with a text and an HTML part, and marks the row sent", async () => {
    const user = await createUser(t);
    await forgot(user.email);
    const [message] = await smtp.waitFor(user.email);
    expect(message!.subject).toBe("Reset your password");
    expect(message!.text).toMatch(/https:\/\/board\.example\.test\/reset-password\?token=[\w-]{43}/);
    expect(message!.html).toContain("Choose a new password");
    const [row] = await rowsTo(user.email);
    expect(row).toMatchObject({
      kind: "password_reset",
      state: "sent",
      attempts: 1,
      userId: user.id,
      lastError: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("retries a refused-for-now message with a doubling delay, then sends it once", async () => {
    const user = await createUser(t);
    smtp.behaviour.set(user.email, "temporary");
    await forgot(user.email);
    let [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ state: "retry", attempts: 1 });
    expect(row!.lastError).toMatch(/451/);
    expect(secondsFromNow(row!.dueAt)).toBeGreaterThan(50);
    expect(secondsFromNow(row!.dueAt)).toBeLessThan(70);

    await makeDue(user.email);
    await t.flushMail();
    [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ state: "retry", attempts: 2 });
    expect(secondsFromNow(row!.dueAt)).toBeGreaterThan(110);
    expect(secondsFromNow(row!.dueAt)).toBeLessThan(130);

    smtp.behaviour.set(user.email, "accept");
    await makeDue(user.email);
    await t.flushMail();
    [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ state: "sent", attempts: 3, lastError: null });
    expect(await smtp.waitFor(user.email)).toHaveLength(1);
  });

  it("records a 5xx refusal as a permanent failure, shown on the profile until a message gets through", async () => {
    const user = await createUser(t);
    smtp.behaviour.set(user.email, "permanent");
    await forgot(user.email);
    const [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.lastError).toMatch(/550/);
    const prefs = (await as(t.app, user).get("/api/user/email-preferences")).json();
    expect(prefs.bouncing).toMatchObject({ error: expect.stringMatching(/550/) });
    expect(Date.parse(prefs.bouncing.since)).not.toBeNaN();
    // A failed row is never tried again.
    await makeDue(user.email);
    await t.flushMail();
    expect((await rowsTo(user.email))[0]).toMatchObject({ state: "failed", attempts: 1 });

    smtp.behaviour.set(user.email, "accept");
    await forgot(user.email);
    await smtp.waitFor(user.email);
    expect((await as(t.app, user).get("/api/user/email-preferences")).json().bouncing).toBeNull();
  });

  it("sends an invitation to an address without an account once, from the outbox", async () => {
    const email = `invitee-${Date.now()}@example.test`;
    const res = await as(t.app, admin).post("/api/personal-team-members", { email });
    expect(res.statusCode).toBe(201);
    await t.flushMail();
    const [message] = await smtp.waitFor(email);
    expect(message!.text).toContain(`https://board.example.test/register?email=${encodeURIComponent(email)}`);
    expect(await rowsTo(email)).toEqual([
      expect.objectContaining({ kind: "invitation", state: "sent", userId: null }),
    ]);
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.state, "pending"))),
    ).toEqual([]);
  });

  it("queues a notification changed in place once while its email waits, and again after it left", async () => {
    const user = await createUser(t);
    const note = { userId: user.id, type: "task_assigned", title: "New task assigned", message: "first" };
    await t.database.db.transaction((tx) => createNotifications(tx, [note]));
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    await t.database.db.transaction((tx) => enqueueMailForNotificationIds(tx, [n!.id]));
    expect(await rowsTo(user.email)).toEqual([expect.objectContaining({ state: "pending" })]);
    await makeDue(user.email);
    await t.flushMail();
    await smtp.waitFor(user.email);
    await t.database.db.update(notifications).set({ message: "folded" }).where(eq(notifications.id, n!.id));
    await t.database.db.transaction((tx) => enqueueMailForNotificationIds(tx, [n!.id]));
    const rows = await rowsTo(user.email);
    expect(rows.map((r) => r.state)).toEqual(["sent", "pending"]);
    await makeDue(user.email);
    await t.flushMail();
    const [, second] = await smtp.waitFor(user.email, 2);
    expect(second!.text).toContain("folded");
  });

  it("purges sent and skipped rows after 30 days, keeping failed and waiting ones", async () => {
    const user = await createUser(t);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(mailOutbox).values(
      (["sent", "skipped", "failed", "retry"] as const).flatMap((state) => [
        { to: user.email, kind: "invitation" as const, state, createdAt: old, subject: `${state} old` },
        { to: user.email, kind: "invitation" as const, state, createdAt: recent, subject: `${state} recent` },
      ]),
    );
    expect(await t.database.db.transaction((tx) => purgeSentMail(tx))).toBeGreaterThanOrEqual(2);
    const left = (await rowsTo(user.email)).map((r) => r.subject).sort();
    expect(left).toEqual([
      "failed old",
      "failed recent",
      "retry old",
      "retry recent",
      "sent recent",
      "skipped recent",
    ]);
  });
});
