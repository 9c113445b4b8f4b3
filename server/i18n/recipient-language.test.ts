import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";
import { type FakeSlack, startFakeSlack } from "../test/fake-slack.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../test/smtp-receiver.ts";

/*
 * Issue 24: what the server writes to a person (the in-app notification, its email, its chat-workspace
 * post) is in that person's language, the account's, not the actor's; English when unset.
 */

const APP = "https://board.example.test";
let t: TestApp;
let smtp: SmtpReceiver;
let slack: FakeSlack;
let actor: TestUser;
let greta: TestUser;
let emma: TestUser;

async function connectSlack(user: TestUser, n: number) {
  const res = await as(t.app, user).post("/api/slack/integration", {
    accessToken: `xoxb-lang-${n}`,
    channelId: `C${n}`,
    channelName: `channel-${n}`,
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  slack = await startFakeSlack(
    [1, 2].map((n) => ({
      token: `xoxb-lang-${n}`,
      team: `Team ${n}`,
      teamId: `T${n}`,
      botUserId: `U${n}`,
      channels: [{ id: `C${n}`, name: `channel-${n}` }],
    })),
  );
  t = await buildTestApp(
    { SMTP_URL: smtp.url, APP_URL: APP, SLACK_API_URL: slack.url },
    { realMailer: true },
  );
  actor = await createUser(t, { firstName: "Ada", lastName: "Actor" });
  greta = await createUser(t, { firstName: "Greta", lastName: "German" });
  emma = await createUser(t, { firstName: "Emma", lastName: "English" });
  // The actor chose English; Greta German; Emma chose nothing (English).
  expect((await as(t.app, actor).patch("/api/user/profile", { language: "en" })).statusCode).toBe(200);
  expect((await as(t.app, greta).patch("/api/user/profile", { language: "de" })).statusCode).toBe(200);
  await connectSlack(greta, 1);
  await connectSlack(emma, 2);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await slack?.close();
});

/** The actor's project with one task assigned to `assignee`. */
async function assign(assignee: TestUser, title: string) {
  const project = (await as(t.app, actor).post("/api/projects", { name: `Apollo ${title}` })).json();
  const [board] = (await as(t.app, actor).get(`/api/projects/${project.id}/boards`)).json();
  const res = await as(t.app, actor).post(`/api/boards/${board.id}/tasks`, {
    title,
    assignedTo: assignee.id,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; key: string };
}

const postsTo = (channel: string) => slack.messages.filter((m) => m.channel === channel);

describe("a German-speaking recipient of an English-speaking actor", () => {
  it("reads the notification in German in the app, in the chat workspace and by email", async () => {
    const task = await assign(greta, "Fuel the rocket");

    const feed = (await as(t.app, greta).get("/api/user/notifications")).json() as {
      title: string;
      message: string;
    }[];
    const assigned = feed.find((n) => n.title === "Neue Aufgabe zugewiesen");
    expect(assigned?.message).toBe("Ihnen wurde „Fuel the rocket“ in Apollo Fuel the rocket zugewiesen");

    await vi.waitFor(() =>
      expect(postsTo("C1").some((m) => m.text.includes("Neue Aufgabe zugewiesen"))).toBe(true),
    );
    const post = postsTo("C1").find((m) => m.text.includes("Neue Aufgabe zugewiesen"))!.text;
    expect(post).toContain("*Neue Aufgabe zugewiesen*\nIhnen wurde „Fuel the rocket“");
    expect(post).toContain(`<${APP}/notifications|In Sprintboard öffnen>`);
    expect(post).not.toContain("New task assigned");

    await t.database.db.execute(
      sql`update ${mailOutbox} set due_at = now() where user_id = ${greta.id} and state = 'pending'`,
    );
    await t.flushMail();
    const mails = await smtp.waitFor(greta.email, 1);
    const mail = mails.find((m) => m.subject?.startsWith(`[${task.key}]`))!;
    expect(mail.subject).toBe(`[${task.key}] Fuel the rocket: Neue Aufgabe zugewiesen`);
    expect(mail.text).toContain("Ihnen wurde „Fuel the rocket“ in Apollo Fuel the rocket zugewiesen");
    expect(mail.text).toContain(`Sie erhalten diese E-Mail, weil Ihnen ${task.key} zugewiesen wurde.`);
    expect(mail.text).toContain("E-Mail-Einstellungen:");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toContain("You get this");
  });

  it("writes to a recipient who chose no language in English", async () => {
    const task = await assign(emma, "Check the hatch");
    await vi.waitFor(() =>
      expect(postsTo("C2").some((m) => m.text.includes("*New task assigned*"))).toBe(true),
    );
    const post = postsTo("C2").find((m) => m.text.includes("*New task assigned*"))!.text;
    expect(post).toContain('You were assigned "Check the hatch"');
    expect(post).toContain("*New task assigned*");
    expect(post).toContain(`<${APP}/notifications|Open in Sprintboard>`);

    await t.database.db.execute(
      sql`update ${mailOutbox} set due_at = now() where user_id = ${emma.id} and state = 'pending'`,
    );
    await t.flushMail();
    const mails = await smtp.waitFor(emma.email, 1);
    const mail = mails.find((m) => m.subject?.startsWith(`[${task.key}]`))!;
    expect(mail.subject).toBe(`[${task.key}] Check the hatch: New task assigned`);
    expect(mail.text).toContain(`You get this because you were assigned ${task.key}.`);
  });
});
