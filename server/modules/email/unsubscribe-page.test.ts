import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { signUnsubscribeToken } from "./unsubscribe-token.ts";

/*
 * Issue 32: the unsubscribe pages speak their reader's language: the account's the token names,
 * else the browser's (the device's choice, then Accept-Language).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const html = "text/html,application/xhtml+xml";

async function open(token: string, headers: Record<string, string> = {}) {
  const url = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  return t.app.inject({ method: "GET", url, headers: { accept: html, ...headers } });
}

async function press(token: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { accept: html, "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "source=page",
  });
}

describe("the unsubscribe pages in the reader's language (issue 32)", () => {
  it("are German for a German account, whatever the browser speaks, from the question to the end", async () => {
    const greta = await createUser(t);
    expect((await as(t.app, greta).patch("/api/user/profile", { language: "de" })).statusCode).toBe(200);
    const token = signUnsubscribeToken(t.config.sessionSecret, greta.id, "task_message_reply");
    const english = { "accept-language": "en-US,en;q=0.9" };
    const page = await open(token, english);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain("Keine E-Mails mehr zu Kommentaren zu Ihren Aufgaben?");
    expect(page.body).toContain(">Abbestellen</button>");
    expect(page.body).toContain("Zurück zu Sprintboard");
    expect(page.body).not.toMatch(/Stop email|Unsubscribe<|Back to Sprintboard|Email settings/);

    const done = await press(token, english);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Sie erhalten keine E-Mails mehr zu Kommentaren zu Ihren Aufgaben.");
    const again = await press(token, english);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Dieser Abbestell-Link wurde bereits verwendet");
  });

  it("follow Accept-Language: de (and the device's choice) for an account without a language", async () => {
    const open_ = await createUser(t);
    const token = signUnsubscribeToken(t.config.sessionSecret, open_.id, "task_assigned");
    const german = await open(token, { "accept-language": "de-AT,de;q=0.9,en;q=0.5" });
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain("Keine E-Mails mehr zu Aufgaben, die Ihnen zugewiesen werden?");
    const arabic = await open(token, { "accept-language": "de", cookie: "sprintboard_lang=ar" });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect((await open(token)).body).toContain("Stop email about tasks assigned to you?");
    const forged = await open(`${token.slice(0, -4)}AAAA`, { "accept-language": "de" });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("Dieser Abbestell-Link ist ungültig");
  });
});
