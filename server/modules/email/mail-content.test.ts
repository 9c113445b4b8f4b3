import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { type Received, type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver.ts";
import { connect, deliver, fixture, keyedBoard } from "../repositories/repository-test-helpers.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { queueDueDigests } from "./digest.ts";
import { loadMailLines } from "./mail-lines.ts";

// Issue 32 item 5 (product rules §33, 'Contents'): an email says what happened without opening the
// app. Its subject names the change, its body each change with before and after, the comment quoted,
// who assigned whom, the integration that acted, the task's title as it is when the email leaves; in
// the recipient's language. Read as delivered, through a real SMTP server.

const APP = "https://board.example.test";
const YEAR = new Date().getUTCFullYear();
let t: TestApp;
let smtp: SmtpReceiver;
let ana: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, APP_URL: APP }, { realMailer: true });
  ana = await createUser(t, { firstName: "Ana", lastName: "Lee" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A person who wants watched-task changes at once, in `language` (English when unset). */
async function watcher(firstName: string, language?: string): Promise<TestUser> {
  const user = await createUser(t, { firstName, lastName: "Watcher" });
  if (language) expect((await as(t.app, user).patch("/api/user/profile", { language })).statusCode).toBe(200);
  const prefs = await as(t.app, user).put("/api/user/email-preferences", {
    kinds: { task_changed: "immediately" },
  });
  expect(prefs.statusCode).toBe(200);
  return user;
}

/** Ana's project keyed `key` with `members`, and a task titled `title` that `watchers` watch. */
async function watchedTask(
  key: string,
  title: string,
  watchers: TestUser[],
  body: Record<string, unknown> = {},
) {
  const { boardId, projectId } = await keyedBoard(t, ana, key, watchers);
  const task = await createTask(t, ana, boardId, { title, ...body });
  for (const w of watchers)
    expect((await as(t.app, w).put(`/api/tasks/${task.id}/watch`)).statusCode).toBe(200);
  return { ...task, projectId };
}

/** The two minutes pass and the worker sends; the one email to `user`. */
async function mailTo(user: TestUser): Promise<Received> {
  await t.database.db.execute(
    sql`update ${mailOutbox} set due_at = now() where user_id = ${user.id} and state = 'pending'`,
  );
  await t.flushMail();
  const [mail] = await smtp.waitFor(user.email, 1);
  expect(smtp.messages.filter((m) => m.rcpt.includes(user.email))).toHaveLength(1);
  return mail!;
}

const words = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#39;", "'");

describe("what an email says", () => {
  it("names each change with before and after, in the subject and the body, with the title as it is now", async () => {
    const wendy = await watcher("Wendy");
    const task = await watchedTask("WEB", "Checkout page", [wendy]);
    const put = (body: Record<string, unknown>) => as(t.app, ana).put(`/api/tasks/${task.id}`, body);
    expect((await put({ status: "review", dueDate: `${YEAR}-12-03` })).statusCode).toBe(200);
    // Renamed before the email leaves (a title says nothing to watchers): the email shows the new one.
    expect((await put({ title: "Checkout page (mobile)" })).statusCode).toBe(200);
    const mail = await mailTo(wendy);
    expect(mail.subject).toBe(`[${task.key}] Checkout page (mobile): moved to Review, due 3 Dec`);
    expect(mail.text).toContain(`${task.key} Checkout page (mobile)\nin WEB project`);
    expect(mail.text).toContain(`- Ana Lee changed 2 things on ${task.key}:`);
    expect(mail.text).toContain("    Status: To Do → Review");
    expect(mail.text).toContain("    Due date: no date → 3 Dec");
    expect(mail.text).not.toMatch(/Checkout page(?! \(mobile\))/);
    expect(words(mail.html as string)).toContain(`Ana Lee changed 2 things on ${task.key}:`);
    expect(words(mail.html as string)).toContain("Status: To Do → Review");
    expect(mail.html).toContain("<bdi>Checkout page (mobile)</bdi>");
  });

  it("says who assigned whom: the new assignee reads 'to you', a watcher the person's name", async () => {
    const wendy = await watcher("Wendy");
    const bob = await createUser(t, { firstName: "Bob", lastName: "Stone" });
    const task = await watchedTask("PAY", "Pay button", [wendy]);
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}`, { assignedTo: bob.id })).statusCode).toBe(200);
    const toBob = await mailTo(bob);
    expect(toBob.subject).toBe(`[${task.key}] Pay button: assigned to you`);
    expect(toBob.text).toContain(`- Ana Lee assigned ${task.key} to you.`);
    const toWendy = await mailTo(wendy);
    expect(toWendy.subject).toBe(`[${task.key}] Pay button: assigned to Bob Stone`);
    expect(toWendy.text).toContain(`- Ana Lee assigned ${task.key} to Bob Stone.`);
    expect(toWendy.text).not.toContain("Someone");
  });

  it("quotes the comment, trimmed, with a link to its task", async () => {
    const bob = await createUser(t, { firstName: "Bob", lastName: "Reader" });
    const { boardId, projectId } = await keyedBoard(t, ana, "DOC", [bob]);
    const task = await createTask(t, ana, boardId, { title: "Docs", assignedTo: bob.id });
    const long = `The pay button is hidden on small screens.\n\nSee the screenshot. ${"Lorem ipsum ".repeat(60)}`;
    expect((await as(t.app, ana).post(`/api/tasks/${task.id}/comments`, { content: long })).statusCode).toBe(
      201,
    );
    const mail = await mailTo(bob);
    expect(mail.subject).toBe(`[${task.key}] Docs: assigned to you, comment from Ana Lee`);
    expect(mail.text).toContain(`- Ana Lee commented on ${task.key}:`);
    expect(mail.text).toContain(
      "    > The pay button is hidden on small screens.\n    >\n    > See the screenshot. Lorem",
    );
    expect(mail.text).toContain("…");
    expect(mail.text).not.toContain("Lorem ipsum ".repeat(30));
    expect(mail.text).toContain(`${APP}/projects/${projectId}?taskId=${task.id}`);
    expect(mail.html).toContain("<blockquote");
    expect(words(mail.html as string)).toContain("The pay button is hidden on small screens.");
  });

  it("names the integration that acted, never 'Someone'", async () => {
    const wendy = await watcher("Wendy");
    const task = await watchedTask("SHOP", "Login", [wendy]);
    const connection = await connect(t, ana, task.projectId, "github", "acme/webshop");
    const opened = fixture("github.pull_request.opened");
    opened.number = 7;
    Object.assign(opened.pull_request, { number: 7, title: "Login form", body: "" });
    opened.pull_request.head.ref = `${task.key.toLowerCase()}-login`;
    opened.repository.full_name = "acme/webshop";
    const res = await deliver(t, connection, "pull_request", opened);
    expect(res.json().summary).toContain(`Moved ${task.key} to Review`);
    const mail = await mailTo(wendy);
    expect(mail.subject).toBe(`[${task.key}] Login: moved to Review`);
    expect(mail.text).toContain(`- GitHub acme/webshop moved ${task.key} from To Do to Review.`);
    expect(mail.text).not.toContain("Someone");
  });

  it("writes to a German reader in German, dates in German", async () => {
    const greta = await watcher("Greta", "de");
    const task = await watchedTask("KASSE", "Kasse", [greta]);
    const put = { status: "review", dueDate: `${YEAR}-12-03` };
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}`, put)).statusCode).toBe(200);
    const mail = await mailTo(greta);
    expect(mail.subject).toBe(`[${task.key}] Kasse: nach Review verschoben, fällig am 3. Dez.`);
    expect(mail.text).toContain(`- Ana Lee hat 2 Änderungen an ${task.key} vorgenommen:`);
    expect(mail.text).toContain("    Status: Zu erledigen → Review");
    expect(mail.text).toContain("    Fälligkeitsdatum: kein Datum → 3. Dez.");
    for (const english of ["moved", "due", "changed", "To Do", "Due date"])
      expect(mail.text).not.toContain(english);
  });

  it("isolates names inside Arabic text: Unicode isolates in the text part, <bdi> in HTML", async () => {
    const amal = await watcher("Amal", "ar");
    const task = await watchedTask("AR", "Checkout page", [amal]);
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}`, { status: "review" })).statusCode).toBe(200);
    const mail = await mailTo(amal);
    expect(mail.subject).toContain("\u2068Checkout page\u2069");
    expect(mail.text).toContain("\u2068Ana Lee\u2069");
    expect(mail.text).toContain("\u2068Checkout page\u2069");
    expect(mail.html).toContain("<bdi>Ana Lee</bdi>");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).not.toContain("moved");
  });
});

describe("what a digest says", () => {
  it("lists the same changes, one compact line each", async () => {
    const dora = await createUser(t, { firstName: "Dora", lastName: "Digest" });
    const task = await watchedTask("DIG", "Search box", [dora]);
    const put = { status: "review", dueDate: `${YEAR}-12-03` };
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}`, put)).statusCode).toBe(200);
    expect((await as(t.app, ana).put(`/api/tasks/${task.id}`, { title: "Search box v2" })).statusCode).toBe(
      200,
    );
    const at = new Date(Date.now() + 24 * 3600 * 1000);
    at.setUTCHours(9, 0, 0, 0);
    await t.database.db.transaction((tx) => queueDueDigests(t.config, tx, at));
    await t.flushMail();
    const [digest] = await smtp.waitFor(dora.email, 1);
    expect(digest!.text).toContain(`${task.key} Search box v2 (${APP}/projects/`);
    expect(digest!.text).toContain(
      `- Ana Lee changed 2 things on ${task.key}: Status: To Do → Review; Due date: no date → 3 Dec`,
    );
    expect(digest!.text).not.toMatch(/Search box(?! v2)/);
  });
});

describe("reading what happened", () => {
  it("takes three queries at most, however many notifications (no N+1)", async () => {
    const ids = (await t.database.db.select({ id: notifications.id }).from(notifications)).map((n) => n.id);
    expect(ids.length).toBeGreaterThan(10);
    let lines: Awaited<ReturnType<typeof loadMailLines>> = [];
    const queries = await countQueries(t, async () => {
      lines = await loadMailLines(t.database.db, ids, APP);
    });
    expect(lines.some((l) => l.event?.comment)).toBe(true);
    expect(lines.some((l) => l.event?.changes.some((c) => c.field === "assignee"))).toBe(true);
    expect(queries).toBeGreaterThanOrEqual(1);
    expect(queries).toBeLessThanOrEqual(3);
  });
});
