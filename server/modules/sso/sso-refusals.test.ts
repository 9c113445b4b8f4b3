import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { freePort } from "../../test/app-process.ts";
import { startTestIssuer } from "../../test/oidc-provider.ts";
import { buildAuthTestApp } from "../auth/auth-test-helpers.ts";
import {
  APP_URL,
  callback,
  loginAtProvider,
  type SsoWorld,
  signInBySso,
  ssoSession,
  startSignIn,
  startSsoWorld,
} from "./sso-test-helpers.ts";

// Product rules §29: what single sign-on refuses, and how it fails when the provider is away.

const FAILED = "/login?sso_error=failed";

let w: SsoWorld;
beforeAll(async () => {
  w = await startSsoWorld();
  w.issuer.accounts.set("alice", { email: "alice@example.test", email_verified: true });
});
afterAll(async () => {
  await w?.close();
});

async function sessionCount() {
  return (await w.t.database.db.select({ n: count() }).from(sessions))[0]!.n;
}

describe("the callback refuses", () => {
  it("another browser's answer: the state does not match this browser's sign-in", async () => {
    const mine = await startSignIn(w.t);
    const theirs = await startSignIn(w.t);
    const url = await loginAtProvider(theirs.location, "alice");
    const before = await sessionCount();
    const res = await callback(w.t, url, mine.flowCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(FAILED);
    expect(ssoSession(res)).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it("an answer without a state", async () => {
    const start = await startSignIn(w.t);
    const url = await loginAtProvider(start.location, "alice");
    url.searchParams.delete("state");
    const res = await callback(w.t, url, start.flowCookie);
    expect(res.headers.location).toBe(FAILED);
    expect(ssoSession(res)).toBeNull();
  });

  it("an answer without the sign-in cookie (no verifier), or with a forged one", async () => {
    const start = await startSignIn(w.t);
    const url = await loginAtProvider(start.location, "alice");
    const missing = await callback(w.t, url, "");
    expect(missing.headers.location).toBe(FAILED);
    const forged = await callback(w.t, url, `${start.flowCookie.slice(0, -4)}AAAA`);
    expect(forged.headers.location).toBe(FAILED);
    expect(ssoSession(missing) ?? ssoSession(forged)).toBeNull();
  });

  it("a replayed callback, even with the original cookie; and it clears the cookie at once", async () => {
    const first = await signInBySso(w.t, "alice");
    expect(first.res.headers.location).toBe("/dashboard");
    expect(ssoSession(first.res)).not.toBeNull();
    const cleared = first.res.cookies.find((c) => c.name === "sb_oidc");
    expect(cleared?.value).toBe("");
    const before = await sessionCount();
    const replay = await callback(w.t, first.url, first.flowCookie);
    expect(replay.headers.location).toBe(FAILED);
    expect(ssoSession(replay)).toBeNull();
    expect(await sessionCount()).toBe(before);
  });

  it("a sign-in the user cancelled at the provider, keeping where they were going", async () => {
    const start = await startSignIn(w.t, "/teams");
    const state = new URL(start.location).searchParams.get("state")!;
    const res = await callback(
      w.t,
      new URL(`${APP_URL}/api/auth/oidc/callback?error=access_denied&state=${state}`),
      start.flowCookie,
    );
    expect(res.headers.location).toBe("/login?sso_error=denied&next=%2Fteams");
  });
});

describe("when single sign-on is off or the provider is away", () => {
  it("is not offered when unconfigured, and its routes send the browser back to the login page", async () => {
    const t = await buildAuthTestApp();
    try {
      const config = await t.app.inject({ method: "GET", url: "/api/config" });
      expect(config.json().sso).toBeNull();
      const start = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start" });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe("/login?sso_error=unavailable");
      const cb = await t.app.inject({ method: "GET", url: "/api/auth/oidc/callback?code=x&state=y" });
      expect(cb.headers.location).toBe("/login?sso_error=unavailable");
    } finally {
      await t.close();
    }
  });

  it("names the provider in the public config", async () => {
    const res = await w.t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().sso).toEqual({ name: "SSO" });
  });

  it("says it is unavailable while the issuer is down, and works once it starts (discovery is lazy)", async () => {
    const port = await freePort();
    const issuerUrl = `http://127.0.0.1:${port}`;
    const t = await buildAuthTestApp({
      APP_URL,
      OIDC_ISSUER: issuerUrl,
      OIDC_CLIENT_ID: "sprintboard-test",
      OIDC_CLIENT_SECRET: "not-yet",
      OIDC_PROVIDER_NAME: "Acme ID",
    });
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/config" })).json().sso).toEqual({
        name: "Acme ID",
      });
      const down = await startSignIn(t, "/teams");
      expect(down.res.statusCode).toBe(302);
      expect(down.location).toBe("/login?sso_error=unavailable&next=%2Fteams");
      expect(down.flowCookie).toBe("");
      const issuer = await startTestIssuer(`${APP_URL}/api/auth/oidc/callback`, port);
      let stopped = false;
      try {
        const up = await startSignIn(t);
        expect(new URL(up.location).origin).toBe(issuerUrl);
        // Down again before the code is exchanged: unavailable, no session.
        issuer.accounts.set("bob", { email: "bob@example.test", email_verified: true });
        const url = await loginAtProvider(up.location, "bob");
        await issuer.close();
        stopped = true;
        const res = await callback(t, url, up.flowCookie);
        expect(res.headers.location).toBe("/login?sso_error=unavailable");
        expect(ssoSession(res)).toBeNull();
      } finally {
        if (!stopped) await issuer.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe("approval by configuration", () => {
  it("AUTO_APPROVE approves a new SSO user; OIDC_ADMIN_GROUP without ADMIN_EMAIL makes a super administrator", async () => {
    const world = await startSsoWorld({ AUTO_APPROVE: "true", OIDC_ADMIN_GROUP: "admins" });
    try {
      // The first account of a fresh instance is the super administrator, as with registration.
      world.issuer.accounts.set("first", { email: "first@example.test", email_verified: true });
      world.issuer.accounts.set("plain", { email: "plain@example.test", email_verified: true });
      world.issuer.accounts.set("admin", {
        email: "admin@example.test",
        email_verified: true,
        groups: ["admins"],
      });
      const flags = async (login: string) => {
        const { res } = await signInBySso(world.t, login);
        const me = await world.t.app.inject({
          method: "GET",
          url: "/api/auth/user",
          headers: { cookie: ssoSession(res)! },
        });
        return { isApproved: me.json().isApproved, isSuperAdmin: me.json().isSuperAdmin };
      };
      expect(await flags("first")).toEqual({ isApproved: true, isSuperAdmin: true });
      expect(await flags("plain")).toEqual({ isApproved: true, isSuperAdmin: false });
      expect(await flags("admin")).toEqual({ isApproved: true, isSuperAdmin: true });
      expect((await world.t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(3);
    } finally {
      await world.close();
    }
  });
});

describe("rate limit", () => {
  it("counts the start and the callback against AUTH_RATE_LIMIT per address, like the other sign-in routes", async () => {
    const t = await buildAuthTestApp({ AUTH_RATE_LIMIT: "2" });
    try {
      for (const url of ["/api/auth/oidc/start", "/api/auth/oidc/callback"]) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i += 1) statuses.push((await t.app.inject({ method: "GET", url })).statusCode);
        expect(statuses).toEqual([302, 302, 429]);
      }
    } finally {
      await t.close();
    }
  });
});
