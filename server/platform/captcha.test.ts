import { solveChallenge } from "altcha-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { createCaptcha } from "./captcha.ts";

const config = (env: Record<string, string>) =>
  loadConfig({ SESSION_SECRET: "unit-test-secret-unit-test-secret", DATA_DIR: "/tmp/unused", ...env });

async function solve(challenge: any): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const payload = { ...challenge, number: solution!.number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("altcha", () => {
  const captcha = createCaptcha(config({ CAPTCHA_PROVIDER: "altcha" }));

  it("runs the action for a valid solution and refuses it a second time", async () => {
    const token = await solve(await captcha.challenge());
    await expect(captcha.guard(token, undefined, async () => "done")).resolves.toBe("done");
    await expect(captcha.guard(token, undefined, async () => "again")).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("releases the solution when the action fails", async () => {
    const token = await solve(await captcha.challenge());
    await expect(
      captcha.guard(token, undefined, async () => {
        throw new Error("wrong password");
      }),
    ).rejects.toThrow("wrong password");
    await expect(captcha.guard(token, undefined, async () => "ok")).resolves.toBe("ok");
  });

  it("refuses a solution after its challenge expired (10 minutes)", async () => {
    const token = await solve(await captcha.challenge());
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000, toFake: ["Date"] });
    await expect(captcha.guard(token, undefined, async () => "late")).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("refuses a solution signed with another instance's secret", async () => {
    const other = createCaptcha(
      loadConfig({ SESSION_SECRET: "another-secret-another-secret", DATA_DIR: "/tmp/unused" }),
    );
    const token = await solve(await other.challenge());
    await expect(captcha.guard(token, undefined, async () => "x")).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("recaptcha", () => {
  const captcha = createCaptcha(
    config({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" }),
  );

  it("asks Google with the secret, the token and the client address", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true })));
    vi.stubGlobal("fetch", fetch);
    await expect(captcha.guard("tok", "203.0.113.9", async () => "ok")).resolves.toBe("ok");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://www.google.com/recaptcha/api/siteverify");
    const body = new URLSearchParams(init.body as URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({ secret: "secret", response: "tok", remoteip: "203.0.113.9" });
  });

  it.each([
    ["an unsuccessful answer", async () => new Response(JSON.stringify({ success: false }))],
    ["an HTTP error", async () => new Response("oops", { status: 500 })],
    ["a non-JSON answer", async () => new Response("<html>")],
    [
      "a network failure",
      async () => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("refuses with 400 on %s", async (_name, impl) => {
    vi.stubGlobal("fetch", vi.fn(impl));
    const action = vi.fn(async () => "ok");
    await expect(captcha.guard("tok", undefined, action)).rejects.toMatchObject({
      statusCode: 400,
      message: "reCAPTCHA verification failed. Please try again.",
    });
    expect(action).not.toHaveBeenCalled();
  });

  it("refuses a missing token without asking Google", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(captcha.guard(undefined, undefined, async () => "x")).rejects.toMatchObject({
      message: "reCAPTCHA verification required",
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("none", () => {
  it("runs the action without a token", async () => {
    const captcha = createCaptcha(config({ CAPTCHA_PROVIDER: "none" }));
    await expect(captcha.guard(undefined, undefined, async () => 42)).resolves.toBe(42);
  });
});
