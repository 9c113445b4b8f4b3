import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { buildAuthTestApp, postJson, solveCaptcha } from "./auth-test-helpers.ts";
import { resetMailsSettled } from "./reset-mail-queue.ts";

const PASSWORD = "correct horse battery";
const FORGOT = { message: "If an account exists for this email, a password reset link has been sent." };

let t: TestApp;
beforeAll(async () => {
  t = await buildAuthTestApp({ APP_URL: "https://board.example.test/" });
  await createUser(t); // the super administrator
});
afterAll(async () => {
  await t.close();
});

/** POSTs forgot-password, then waits for the mail work it queued to finish (it runs after the response). */
async function forgot(app: TestApp, body: Record<string, unknown>) {
  const res = await postJson(app.app, "/api/auth/forgot-password", body);
  await resetMailsSettled(app.database.db);
  return res;
}

/** Asks for a link for the user and returns the token from the mail. */
async function requestToken(user: { email: string }): Promise<string> {
  const sent = t.mails.length;
  const res = await forgot(t, { email: user.email });
  expect(res.statusCode).toBe(200);
  expect(t.mails.length).toBe(sent + 1);
  const link = t.mails.at(-1)!.link!;
  return new URL(link).searchParams.get("token")!;
}

const reset = (token: string, newPassword = "a brand new password", cookie?: string) =>
  postJson(t.app, "/api/auth/reset-password", { token, newPassword }, { cookie });
const login = (email: string, password: string) => postJson(t.app, "/api/auth/login", { email, password });

describe("forgot-password", () => {
  it("with the captcha off, sends a fresh link to a request without recaptchaToken", async () => {
    const user = await createUser(t);
    await requestToken(user);
  });

  it("answers the same 200 body for a known and an unknown email, mailing only the known one", async () => {
    const user = await createUser(t);
    const sent = t.mails.length;
    const known = await forgot(t, { email: user.email.toUpperCase() });
    const unknown = await forgot(t, { email: "nobody@example.test" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(FORGOT);
    expect(unknown.json()).toEqual(FORGOT);
    expect(t.mails.length).toBe(sent + 1);
    expect(t.mails.at(-1)!.to).toBe(user.email);
  });

  it("mails a link to the reset page on APP_URL carrying a token, valid for 1 hour", async () => {
    const user = await createUser(t);
    const token = await requestToken(user);
    const mail = t.mails.at(-1)!;
    expect(mail.link).toBe(`https://board.example.test/reset-password?token=${token}`);
    expect(mail.text).toContain(mail.link!);
    expect(mail.text).toMatch(/1 hour/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.resetTokenHash).not.toContain(token);
    const minutes = (row!.resetTokenExpiry!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it.each([
    ["a missing email", {}, "Please enter your email address"],
    ["a blank email", { email: "  " }, "Please enter your email address"],
    ["an invalid email", { email: "nope" }, "Invalid email format"],
  ])("rejects %s with 400", async (_name, body, message) => {
    const res = await postJson(t.app, "/api/auth/forgot-password", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("reset-password", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
  });

  it("sets the new password once: the old one stops working, a second use is 400", async () => {
    const token = await requestToken(user);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been reset/);
    expect((await login(user.email, "a brand new password")).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    const again = await reset(token, "yet another password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: "Invalid or expired reset token" });
  });

  it("rejects a wrong token with 400", async () => {
    const res = await reset("a".repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid or expired reset token");
  });

  it("rejects an expired token with 400 and leaves the password unchanged", async () => {
    const other = await createUser(t);
    const token = await requestToken(other);
    await t.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, other.id));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it("only the newest link works after a second request", async () => {
    const other = await createUser(t);
    const first = await requestToken(other);
    const second = await requestToken(other);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it("ends the user's other sessions, keeping the one that reset", async () => {
    const other = await createUser(t);
    const elsewhere = sessionCookie(await login(other.email, PASSWORD));
    const here = sessionCookie(await login(other.email, PASSWORD));
    const token = await requestToken(other);
    expect((await reset(token, "a brand new password", here)).statusCode).toBe(200);
    expect((await as(t.app, { cookie: other.cookie }).get("/api/auth/user")).statusCode).toBe(401);
    expect((await as(t.app, { cookie: elsewhere }).get("/api/auth/user")).statusCode).toBe(401);
    expect((await as(t.app, { cookie: here }).get("/api/auth/user")).statusCode).toBe(200);
  });

  it("lifts the failed sign-in lock of the account", async () => {
    const other = await createUser(t);
    for (let i = 0; i < 10; i++) await login(other.email, "wrong password");
    expect((await login(other.email, PASSWORD)).statusCode).toBe(429);
    const token = await requestToken(other);
    await reset(token);
    expect((await login(other.email, "a brand new password")).statusCode).toBe(200);
  });

  it.each([
    ["a missing token", { newPassword: "long enough" }, "Reset token is required"],
    [
      "a 201-character token",
      { token: "t".repeat(201), newPassword: "long enough" },
      "Invalid or expired reset token",
    ],
    ["a missing password", { token: "abc" }, "Password is required"],
    ["a short password", { token: "abc", newPassword: "short" }, "Password must be at least 8 characters"],
    [
      "a 257-character password",
      { token: "abc", newPassword: "p".repeat(257) },
      "Password must be at most 256 characters",
    ],
  ])("rejects %s with 400", async (_name, body, message) => {
    const res = await postJson(t.app, "/api/auth/reset-password", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("resend (email only) with a captcha provider", () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await buildAuthTestApp({ CAPTCHA_PROVIDER: "altcha" });
  });
  afterAll(async () => {
    await c.close();
  });

  const register = async () => {
    const email = `resend-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await postJson(c.app, "/api/auth/register", {
      email,
      firstName: "Re",
      lastName: "Send",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      recaptchaToken: await solveCaptcha(c.app),
    });
    expect(res.statusCode).toBe(201);
    return email;
  };

  it("sends nothing while no link is live, answering the same 200", async () => {
    const email = await register();
    const res = await forgot(c, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT);
    expect(c.mails.filter((m) => m.to === email)).toHaveLength(0);
  });

  it("re-sends a working link while the first one is live, and stops once it expired", async () => {
    const email = await register();
    const first = await forgot(c, {
      email,
      recaptchaToken: await solveCaptcha(c.app),
    });
    expect(first.statusCode).toBe(200);
    expect(c.mails.filter((m) => m.to === email)).toHaveLength(1);
    expect((await forgot(c, { email })).statusCode).toBe(200);
    const mails = c.mails.filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    await c.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    await forgot(c, { email });
    expect(c.mails.filter((m) => m.to === email)).toHaveLength(2);
    await c.database.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() + 60_000) })
      .where(eq(users.email, email));
    const token = new URL(mails[1]!.link!).searchParams.get("token")!;
    const res = await postJson(c.app, "/api/auth/reset-password", { token, newPassword: "fresh password" });
    expect(res.statusCode).toBe(200);
  });
});
