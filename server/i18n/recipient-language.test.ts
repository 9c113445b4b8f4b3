import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema.ts";
import { resetMailsSettled } from "../modules/auth/reset-mail-queue.ts";
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
    expect(mail.subject).toBe(`[${task.key}] Fuel the rocket: Ihnen zugewiesen`);
    expect(mail.text).toContain(`- Ada Actor hat Ihnen ${task.key} zugewiesen.`);
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
    expect(mail.subject).toBe(`[${task.key}] Check the hatch: assigned to you`);
    expect(mail.text).toContain(`You get this because you were assigned ${task.key}.`);
  });
});

describe("password-reset and invitation emails (product rules §38)", () => {
  const inject = (method: "POST", url: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });

  async function forgot(email: string, acceptLanguage = "en") {
    const res = await inject(
      "POST",
      "/api/auth/forgot-password",
      { email },
      { "accept-language": acceptLanguage },
    );
    expect(res.statusCode).toBe(200);
    await resetMailsSettled(t.database.db);
    return (await smtp.waitFor(email, 1)).at(-1)!;
  }

  it("sends a German-speaking account its reset email in German, whatever the asking browser speaks", async () => {
    const mail = await forgot(greta.email, "en-US,en;q=0.9");
    expect(mail.subject).toBe("Passwort zurücksetzen");
    expect(mail.text).toContain("Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen.");
    expect(mail.text).toContain("Öffnen Sie diesen Link innerhalb von 1 Stunde");
    expect(mail.text).toMatch(new RegExp(`${APP}/reset-password\\?token=[\\w-]+`));
    expect(mail.html).toContain('<div lang="de">');
    expect(mail.html).toMatch(
      /<a href="[^"]+">Neues Passwort festlegen<\/a> \(der Link ist 1 Stunde gültig\)\./,
    );
    expect(mail.text).not.toContain("Someone asked");
  });

  it("writes the reset email of an account without a language in the asking browser's, else English", async () => {
    const franz = await createUser(t, { firstName: "Franz" });
    const french = await forgot(franz.email, "fr-CH, fr;q=0.9, en;q=0.8");
    expect(french.subject).toBe("Réinitialiser votre mot de passe");
    expect(french.html).toContain('<div lang="fr">');

    const english = await createUser(t, { firstName: "Eli" });
    const mail = await forgot(english.email);
    expect(mail.subject).toBe("Reset your password");
    const link = mail.text?.match(/https:\/\/\S+/)?.[0];
    expect(mail.text?.trimEnd()).toBe(
      `Someone asked to reset the password of your account.\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nIf it wasn't you, ignore this email.`,
    );
    expect(mail.html).toMatch(
      /^<p>Someone asked to reset the password of your account\.<\/p><p><a href="[^"]+">Choose a new password<\/a> \(the link expires in 1 hour\)\.<\/p><p>If it wasn't you, ignore this email\.<\/p>$/,
    );
  });

  it("writes an invitation in the inviter's language, else in the inviting browser's", async () => {
    const toGreta = `greta-invitee-${Date.now()}@example.test`;
    const byGreta = await inject(
      "POST",
      "/api/personal-team-members",
      { email: toGreta },
      { cookie: greta.cookie, "accept-language": "en" },
    );
    expect(byGreta.statusCode).toBe(201);
    await t.flushMail();
    const german = (await smtp.waitFor(toGreta, 1))[0]!;
    expect(german.subject).toBe("Greta German hat Sie in das Team auf Sprintboard eingeladen");
    expect(german.text).toContain(`Greta German (${greta.email}) hat Sie eingeladen`);
    expect(german.text).toContain(`${APP}/register?email=${encodeURIComponent(toGreta)}`);
    expect(german.html).toContain(">Einladung annehmen</a>");

    const toEmma = `emma-invitee-${Date.now()}@example.test`;
    const byEmma = await inject(
      "POST",
      "/api/personal-team-members",
      { email: toEmma },
      { cookie: emma.cookie, "accept-language": "ja,en;q=0.5" },
    );
    expect(byEmma.statusCode).toBe(201);
    await t.flushMail();
    const japanese = (await smtp.waitFor(toEmma, 1))[0]!;
    expect(japanese.subject).toBe("Emma English さんから Sprintboard のチームに招待されました");

    const toAda = `ada-invitee-${Date.now()}@example.test`;
    const byAda = await inject(
      "POST",
      "/api/personal-team-members",
      { email: toAda },
      { cookie: actor.cookie },
    );
    expect(byAda.statusCode).toBe(201);
    await t.flushMail();
    const english = (await smtp.waitFor(toAda, 1))[0]!;
    expect(english.subject).toBe("Ada Actor invited you to join their team on Sprintboard");
    expect(english.text).toContain(
      `Ada Actor (${actor.email}) invited you to join their team on Sprintboard.`,
    );
  });
});
