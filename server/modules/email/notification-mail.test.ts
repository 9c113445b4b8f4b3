import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type Received, type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver.ts";
import { createNotifications } from "../notifications/notify.ts";
import { queueDueDigests } from "./digest.ts";

// Notifications by email (product rules, email), through a real SMTP server: immediate email batched
// per task for two minutes, read-in-app suppression, the daily digest in two time zones with an
// injected clock, and the one-click unsubscribe of RFC 8058.

const APP = "https://board.example.test";
let t: TestApp;
let smtp: SmtpReceiver;
let owner: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, APP_URL: APP }, { realMailer: true });
  owner = await createUser(t, { firstName: "Ada", lastName: "Owner" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A project of the owner's with one task assigned to `assignee` (who becomes a member). */
async function taskFor(assignee: TestUser, title: string) {
  const project = (await as(t.app, owner).post("/api/projects", { name: `Mail ${title}` })).json();
  const [board] = (await as(t.app, owner).get(`/api/projects/${project.id}/boards`)).json();
  const res = await as(t.app, owner).post(`/api/boards/${board.id}/tasks`, {
    title,
    assignedTo: assignee.id,
  });
  expect(res.statusCode).toBe(201);
  return { project, task: res.json() as { id: number; key: string; title: string } };
}
const comment = (taskId: number, content: string) =>
  as(t.app, owner).post(`/api/tasks/${taskId}/comments`, { content });
/** The two minutes pass: the person's batched rows come due. */
const windowPasses = (userId: number) =>
  t.database.db.execute(
    sql`update ${mailOutbox} set due_at = now() where user_id = ${userId} and state = 'pending'`,
  );
const messagesTo = (email: string) => smtp.messages.filter((m) => m.rcpt.includes(email));

describe("immediate notification email", () => {
  let message: Received;
  let b: TestUser;
  let task: { id: number; key: string; title: string };
  let projectId: number;

  it("batches an assignment and two comments about one task within two minutes into one email", async () => {
    b = await createUser(t);
    ({
      task,
      project: { id: projectId },
    } = await taskFor(b, "Checkout page"));
    expect((await comment(task.id, "First look")).statusCode).toBe(201);
    expect((await comment(task.id, "Second look")).statusCode).toBe(201);
    await t.flushMail();
    expect(messagesTo(b.email)).toHaveLength(0); // still inside the window
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, b.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notificationIds).toHaveLength(3);

    await windowPasses(b.id);
    await t.flushMail();
    [message] = await smtp.waitFor(b.email);
    expect(messagesTo(b.email)).toHaveLength(1);
    // Each comment notice quotes its comment (issue 32), so the two are two updates.
    expect(message.subject).toBe(`[${task.key}] Checkout page: 3 updates`);
    expect(message.text).toContain("New task assigned");
    expect(message.text).toContain("First look");
    expect(message.text).toContain("Second look");
    expect(message.html).toContain("New task assigned");
    expect(message.text).toContain(`You get this because you were assigned ${task.key}.`);
  });

  it("links to the exact task, and carries RFC 8058 one-click unsubscribe headers", async () => {
    const link = `${APP}/projects/${projectId}?taskId=${task.id}`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
    const followed = await as(t.app, b).get(`/api/tasks/${task.id}`);
    expect(followed.json()).toMatchObject({ id: task.id, key: task.key });
    expect(message.header("list-unsubscribe")).toMatch(
      /^<https:\/\/board\.example\.test\/api\/email\/unsubscribe\?token=[^>]+>$/,
    );
    expect(message.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(message.text).toMatch(
      /Stop email about tasks assigned to you: https:\/\/board\.example\.test\/api\/email\/unsubscribe\?token=/,
    );
  });

  it("one-click unsubscribe works without a session and from any origin, turning only that kind off", async () => {
    const url = new URL(message.header("list-unsubscribe")!.slice(1, -1));
    const before = (await as(t.app, owner).get("/api/user/email-preferences")).json();
    const res = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "You will no longer get email about tasks assigned to you.",
      kind: "task_assigned",
    });
    const prefs = (await as(t.app, b).get("/api/user/email-preferences")).json();
    expect(prefs.kinds.task_assigned).toBe("off");
    expect(prefs.kinds.task_message_reply).toBe("immediately");
    expect((await as(t.app, owner).get("/api/user/email-preferences")).json()).toEqual(before);

    const again = await t.app.inject({ method: "POST", url: url.pathname + url.search });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This unsubscribe link has already been used");
    const browser = { accept: "text/html,application/xhtml+xml" };
    const page = await t.app.inject({ method: "GET", url: url.pathname + url.search, headers: browser });
    expect(page.statusCode).toBe(409);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("This unsubscribe link has already been used");
    const api = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(api.json()).toMatchObject({ message: "This unsubscribe link has already been used" });
  });

  it("refuses a forged or altered token with 400, changing nothing", async () => {
    const token = new URL(message.header("list-unsubscribe")!.slice(1, -1)).searchParams.get("token")!;
    const [payload, mac] = token.split(".");
    const claim = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claim, u: owner.id, k: "task_reply" })).toString(
      "base64url",
    );
    for (const forged of [
      `${otherPayload}.${mac}`,
      `${payload}.${"A".repeat(43)}`,
      "garbage",
      `${payload}`,
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("This unsubscribe link is not valid");
    }
    expect((await t.app.inject({ method: "POST", url: "/api/email/unsubscribe" })).statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/user/email-preferences")).json().kinds.task_reply).toBe(
      "immediately",
    );
  });

  it("the footer link opens a page whose button unsubscribes (a GET alone changes nothing)", async () => {
    const footer = message.text!.match(/Stop email about comments on your tasks: (\S+)/)![1]!;
    const url = new URL(footer);
    const browser = { accept: "text/html,application/xhtml+xml" };
    const page = await t.app.inject({ method: "GET", url: url.pathname + url.search, headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("comments on your tasks");
    expect((await as(t.app, b).get("/api/user/email-preferences")).json().kinds.task_message_reply).toBe(
      "immediately",
    );
    const action = page.body.match(/action="([^"]+)"/)![1]!.replaceAll("&amp;", "&");
    const posted = await t.app.inject({
      method: "POST",
      url: new URL(action).pathname + new URL(action).search,
      headers: { ...browser, "content-type": "application/x-www-form-urlencoded", origin: APP },
      payload: "source=page",
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers["content-type"]).toMatch(/text\/html/);
    expect(posted.body).toContain("You will no longer get email about comments on your tasks.");
    expect(posted.body).toContain(`${APP}/profile`);
    expect((await as(t.app, b).get("/api/user/email-preferences")).json().kinds.task_message_reply).toBe(
      "off",
    );
  });

  it("drops notifications read in the app before the email leaves, and sends nothing when none is left", async () => {
    const c = await createUser(t);
    await taskFor(c, "Read already");
    const feed = (await as(t.app, c).get("/api/user/notifications")).json() as { id: number; type: string }[];
    const assigned = feed.find((n) => n.type === "task_assigned")!;
    expect((await as(t.app, c).patch(`/api/notifications/${assigned.id}/read`)).statusCode).toBe(200);
    await windowPasses(c.id);
    await t.flushMail();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, c.id));
    expect(row).toMatchObject({ state: "skipped", sentAt: null });
    expect(messagesTo(c.email)).toHaveLength(0);
  });

  it("sends nothing for a kind set to off, and keeps digest kinds out of immediate email", async () => {
    const d = await createUser(t);
    await as(t.app, d).put("/api/user/email-preferences", { kinds: { task_assigned: "off" } });
    await taskFor(d, "Quiet");
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, d.id));
    expect(rows).toEqual([]);
  });
});

describe("the daily digest", () => {
  it("goes out at 08:00 in each person's zone, once a day, grouped by project and task", async () => {
    const berlin = await createUser(t);
    const newYork = await createUser(t);
    for (const [user, timeZone] of [
      [berlin, "Europe/Berlin"],
      [newYork, "America/New_York"],
    ] as const) {
      expect(
        (await as(t.app, user).put("/api/user/email-preferences", { timeZone, digestHour: 8 })).statusCode,
      ).toBe(200);
    }
    const { task } = await taskFor(berlin, "Berlin task");
    await taskFor(newYork, "New York task");
    // Completed tasks go to the digest by default; the assignments above added project notifications too.
    await t.database.db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId: berlin.id,
          type: "task_completed",
          title: "Task completed",
          message: `"Berlin task" was completed`,
          relatedEntityType: "task",
          relatedEntityId: task.id,
          actionUserId: owner.id,
        },
      ]),
    );
    const digest = (at: string) =>
      t.database.db.transaction((tx) => queueDueDigests(t.config, tx, new Date(at)));
    const digestsTo = (user: TestUser) =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.userId} = ${user.id} and ${mailOutbox.kind} = 'digest'`);

    await digest("2026-01-15T06:59:00Z"); // 07:59 in Berlin, 01:59 in New York
    expect(await digestsTo(berlin)).toHaveLength(0);
    await digest("2026-01-15T07:00:00Z"); // 08:00 in Berlin
    expect(await digestsTo(berlin)).toHaveLength(1);
    expect(await digestsTo(newYork)).toHaveLength(0);
    await digest("2026-01-15T12:59:00Z"); // 07:59 in New York; Berlin already had today's
    expect(await digestsTo(berlin)).toHaveLength(1);
    expect(await digestsTo(newYork)).toHaveLength(0);
    await digest("2026-01-15T13:00:00Z"); // 08:00 in New York
    expect(await digestsTo(newYork)).toHaveLength(1);

    await t.flushMail();
    const [mail] = await smtp.waitFor(berlin.email);
    expect(mail!.subject).toBe("Your Sprintboard digest: 2 updates");
    expect(mail!.text).toContain("Mail Berlin task\n================");
    expect(mail!.text).toContain(`${task.key} Berlin task (${APP}/projects/`);
    expect(mail!.text).toContain("Task completed");
    expect(mail!.html).toContain("<h3");
    expect(mail!.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect((await smtp.waitFor(newYork.email))[0]!.text).toContain("New York task");

    // The next day's digest lists only what came since.
    await digest("2026-01-16T07:00:00Z");
    expect(await digestsTo(berlin)).toHaveLength(1);
  });

  it("leaves out a kind turned off after it was kept for the digest", async () => {
    const tokyo = await createUser(t);
    await as(t.app, tokyo).put("/api/user/email-preferences", { timeZone: "Asia/Tokyo" });
    await taskFor(tokyo, "Tokyo task"); // 'Added to a project' is kept for the digest
    await as(t.app, tokyo).put("/api/user/email-preferences", { kinds: { project_assigned: "off" } });
    await t.database.db.transaction((tx) => queueDueDigests(t.config, tx, new Date("2026-01-16T23:00:00Z")));
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.userId} = ${tokyo.id} and ${mailOutbox.kind} = 'digest'`);
    expect(rows).toEqual([]);
  });
});
