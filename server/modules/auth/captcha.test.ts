import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { buildAuthTestApp, countUsers, postJson, registration, solveCaptcha } from "./auth-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildAuthTestApp({ CAPTCHA_PROVIDER: "altcha" });
});
afterAll(async () => {
  await t.close();
});

describe("altcha captcha", () => {
  it("GET /api/config names the provider and where the widget fetches a challenge", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      captcha: { provider: "altcha", challengeUrl: "/api/auth/captcha/challenge" },
      sso: null,
    });
  });

  it("serves a fresh, uncached, signed challenge to anyone", async () => {
    const a = await t.app.inject({ method: "GET", url: "/api/auth/captcha/challenge" });
    const b = await t.app.inject({ method: "GET", url: "/api/auth/captcha/challenge" });
    expect(a.statusCode).toBe(200);
    expect(a.headers["cache-control"]).toBe("no-store");
    expect(a.json()).toMatchObject({
      algorithm: "SHA-256",
      challenge: expect.any(String),
      salt: expect.stringContaining("expires="),
      signature: expect.any(String),
      maxnumber: expect.any(Number),
    });
    expect(a.json().challenge).not.toBe(b.json().challenge);
  });

  it("refuses a register, login or forgot-password without a token: 400 'reCAPTCHA verification required'", async () => {
    const before = await countUsers(t);
    for (const [url, body] of [
      ["/api/auth/register", registration()],
      ["/api/auth/login", { email: "a@example.test", password: "whatever1" }],
    ] as const) {
      const res = await postJson(t.app, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "reCAPTCHA verification required" });
    }
    const empty = await postJson(t.app, "/api/auth/register", registration({ recaptchaToken: "" }));
    expect(empty.json().message).toBe("reCAPTCHA verification required");
    expect(await countUsers(t)).toBe(before);
  });

  it.each([
    ["garbage", "not-a-token"],
    ["base64 of non-JSON", Buffer.from("hello").toString("base64")],
    [
      "a JSON payload with a made-up solution",
      Buffer.from(
        JSON.stringify({ algorithm: "SHA-256", challenge: "x", number: 1, salt: "y", signature: "z" }),
      ).toString("base64"),
    ],
    [
      "an unsupported algorithm",
      Buffer.from(
        JSON.stringify({ algorithm: "MD5", challenge: "x", number: 1, salt: "y", signature: "z" }),
      ).toString("base64"),
    ],
  ])("refuses %s with 400 and creates nothing", async (_name, recaptchaToken) => {
    const before = await countUsers(t);
    const res = await postJson(t.app, "/api/auth/register", registration({ recaptchaToken }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("reCAPTCHA verification failed. Please try again.");
    expect(await countUsers(t)).toBe(before);
  });

  it("refuses a solution whose number does not solve the challenge", async () => {
    const token = await solveCaptcha(t.app);
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    payload.number += 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString("base64");
    const res = await postJson(t.app, "/api/auth/register", registration({ recaptchaToken: forged }));
    expect(res.statusCode).toBe(400);
  });

  it("accepts a real solution once; replaying it is 400", async () => {
    const recaptchaToken = await solveCaptcha(t.app);
    const first = await postJson(t.app, "/api/auth/register", registration({ recaptchaToken }));
    expect(first.statusCode).toBe(201);
    const replay = await postJson(t.app, "/api/auth/register", registration({ recaptchaToken }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe("reCAPTCHA verification failed. Please try again.");
  });

  it("lets a solution spent on a failed attempt serve the corrected one", async () => {
    const email = `captcha-${Date.now()}@example.test`;
    const registered = await postJson(
      t.app,
      "/api/auth/register",
      registration({ email, recaptchaToken: await solveCaptcha(t.app) }),
    );
    expect(registered.statusCode).toBe(201);
    const recaptchaToken = await solveCaptcha(t.app);
    const wrong = await postJson(t.app, "/api/auth/login", {
      email,
      password: "wrong password",
      recaptchaToken,
    });
    expect(wrong.statusCode).toBe(401);
    const right = await postJson(t.app, "/api/auth/login", {
      email,
      password: "correct horse battery",
      recaptchaToken,
    });
    expect(right.statusCode).toBe(200);
    const replay = await postJson(t.app, "/api/auth/login", {
      email,
      password: "correct horse battery",
      recaptchaToken,
    });
    expect(replay.statusCode).toBe(400);
  });

  it("does not ask for a captcha on reset-password (the emailed token is the proof)", async () => {
    const res = await postJson(t.app, "/api/auth/reset-password", {
      token: "x".repeat(43),
      newPassword: "long enough",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid or expired reset token");
  });
});

describe("GET /api/config for the other providers", () => {
  it("recaptcha: the provider and its site key, never the secret", async () => {
    const r = await buildAuthTestApp({
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "site-key-123",
      RECAPTCHA_SECRET_KEY: "secret-key-456",
    });
    try {
      const res = await r.app.inject({ method: "GET", url: "/api/config" });
      expect(res.json()).toEqual({ captcha: { provider: "recaptcha", siteKey: "site-key-123" }, sso: null });
      expect(res.body).not.toContain("secret-key-456");
    } finally {
      await r.close();
    }
  });

  it("none: only the provider", async () => {
    const n = await buildAuthTestApp();
    try {
      const res = await n.app.inject({ method: "GET", url: "/api/config" });
      expect(res.json()).toEqual({ captcha: { provider: "none" }, sso: null });
    } finally {
      await n.close();
    }
  });

  it("PSEUDO_LOCALE=true (the e2e server) adds pseudoLocale: true, for the pseudo-locale's layout tests", async () => {
    const p = await buildAuthTestApp({ PSEUDO_LOCALE: "true" });
    try {
      const res = await p.app.inject({ method: "GET", url: "/api/config" });
      expect(res.json()).toEqual({ captcha: { provider: "none" }, sso: null, pseudoLocale: true });
    } finally {
      await p.close();
    }
  });
});
