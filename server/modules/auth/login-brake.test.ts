import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { createUser } from "../../test/factories.ts";
import { authenticate } from "./auth.service.ts";
import { buildAuthTestApp } from "./auth-test-helpers.ts";
import { brakeDelayMs, FREE_ACCOUNT_FAILURES } from "./login-brake.ts";

const PASSWORD = "correct horse battery";

let t: TestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
  await createUser(t); // the super administrator
});
afterAll(async () => {
  await t.close();
});

describe("brakeDelayMs", () => {
  it("is 0 until the account has failed FREE_ACCOUNT_FAILURES times, then doubles from 100 ms", () => {
    expect(FREE_ACCOUNT_FAILURES).toBeGreaterThan(0);
    for (let n = 0; n < FREE_ACCOUNT_FAILURES; n++) expect(brakeDelayMs(n)).toBe(0);
    const slowed = [0, 1, 2, 3].map((k) => brakeDelayMs(FREE_ACCOUNT_FAILURES + k));
    expect(slowed).toEqual([100, 200, 400, 800]);
  });

  it("never exceeds a few seconds, however many failures", () => {
    const delays = [20, 50, 1000, 1e9].map((n) => brakeDelayMs(n));
    for (const d of delays) expect(d).toBeLessThanOrEqual(5000);
    expect(brakeDelayMs(1e9)).toBeGreaterThanOrEqual(brakeDelayMs(FREE_ACCOUNT_FAILURES + 3));
  });
});

describe("authenticate", () => {
  /** Calls authenticate with a wait that only records how long it was asked to wait. */
  async function attempt(email: string, password: string, address: string) {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const outcome = await authenticate(
      t.database.db,
      { email, password, recaptchaToken: undefined },
      address,
      wait,
    ).then(
      () => 200,
      (err: { statusCode?: number }) => err.statusCode ?? 500,
    );
    return { outcome, waits };
  }

  it("slows every attempt on an account that failed from many addresses, the right password included", async () => {
    const user = await createUser(t);
    for (let i = 1; i <= FREE_ACCOUNT_FAILURES; i++) {
      const { outcome, waits } = await attempt(user.email, "wrong password", `198.51.100.${i}`);
      expect(outcome).toBe(401);
      expect(waits).toEqual([]);
    }
    const next = await attempt(user.email, "wrong password", "198.51.100.200");
    expect(next).toEqual({ outcome: 401, waits: [100] });
    const owner = await attempt(user.email, PASSWORD, "203.0.113.9");
    expect(owner).toEqual({ outcome: 200, waits: [200] });
  });

  it("answers 429 at once to an address that failed 10 times, without waiting", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) await attempt(user.email, "wrong password", "198.51.100.77");
    expect(await attempt(user.email, PASSWORD, "198.51.100.77")).toEqual({ outcome: 429, waits: [] });
  });

  it("a success clears only that address's failures, not the account's brake", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await attempt(user.email, "wrong password", "198.51.100.90");
    await attempt(user.email, "wrong password", "198.51.100.91");
    expect((await attempt(user.email, PASSWORD, "198.51.100.90")).outcome).toBe(200);
    // 198.51.100.90's nine are gone; the one from .91 remains.
    expect((await attempt(user.email, PASSWORD, "198.51.100.92")).waits).toEqual([]);
    for (let i = 0; i < 9; i++) await attempt(user.email, "wrong password", "198.51.100.90");
    expect((await attempt(user.email, PASSWORD, "198.51.100.90")).outcome).toBe(200);
  });
});
