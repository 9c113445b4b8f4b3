import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentities, users } from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";
import { type SsoWorld, signInBySso, ssoSession, startSignIn, startSsoWorld } from "./sso-test-helpers.ts";

// Product rules §29: single sign-on against a real OpenID Connect provider started here.

let w: SsoWorld;
beforeAll(async () => {
  w = await startSsoWorld({
    ADMIN_EMAIL: "owner@example.test",
    OIDC_ADMIN_GROUP: "sb-admins",
    OIDC_APPROVED_GROUP: "staff",
  });
});
afterAll(async () => {
  await w?.close();
});

/** GET /api/auth/user with the session the callback set. */
async function me(cookie: string | null) {
  expect(cookie).not.toBeNull();
  const res = await w.t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookie! } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    isApproved: boolean;
    isSuperAdmin: boolean;
  };
}

describe("GET /api/auth/oidc/start", () => {
  it("sends the browser to the provider with PKCE S256, state and nonce, sealed in a short-lived cookie", async () => {
    const { res, location } = await startSignIn(w.t, "/projects/3");
    expect(res.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(w.issuer.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("redirect_uri")).toBe("http://sprintboard.test/api/auth/oidc/callback");
    const cookie = res.cookies.find((c) => c.name === "sb_oidc")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 600, path: "/api/auth/oidc" });
    // Sealed: neither the verifier nor the state can be read from it.
    expect(cookie.value).not.toContain(url.searchParams.get("state"));
    expect(cookie.value).not.toContain("projects");
  });
});

describe("signing in by SSO", () => {
  it("makes a new user pending approval, signed in, with the provider's name and a verified email", async () => {
    w.issuer.accounts.set("newbie", {
      email: "Newbie@Example.test",
      email_verified: true,
      name: "Ada Byron King",
    });
    const { res } = await signInBySso(w.t, "newbie");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/dashboard");
    const user = await me(ssoSession(res));
    expect(user).toMatchObject({ email: "newbie@example.test", firstName: "Ada", lastName: "Byron King" });
    expect(user).toMatchObject({ isApproved: false, isSuperAdmin: false });
    const [row] = await w.t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);
    // The same identity later signs in to the same account.
    const again = await signInBySso(w.t, "newbie");
    expect((await me(ssoSession(again.res))).id).toBe(user.id);
  });

  it("approves a pending SSO account once the provider puts it in OIDC_APPROVED_GROUP", async () => {
    w.issuer.accounts.set("later", { email: "later@example.test", email_verified: true });
    const first = await signInBySso(w.t, "later");
    expect(await me(ssoSession(first.res))).toMatchObject({ isApproved: false });
    w.issuer.accounts.set("later", { email: "later@example.test", email_verified: true, groups: ["staff"] });
    const second = await signInBySso(w.t, "later");
    expect(await me(ssoSession(second.res))).toMatchObject({ isApproved: true, isSuperAdmin: false });
  });

  it("approves a member of OIDC_APPROVED_GROUP at once", async () => {
    w.issuer.accounts.set("staffer", {
      email: "staffer@example.test",
      email_verified: true,
      groups: ["staff"],
    });
    const { res } = await signInBySso(w.t, "staffer");
    expect(await me(ssoSession(res))).toMatchObject({ isApproved: true, isSuperAdmin: false });
  });

  it("approves a member of OIDC_ADMIN_GROUP; with ADMIN_EMAIL set, that account alone is super administrator", async () => {
    w.issuer.accounts.set("boss", {
      email: "boss@example.test",
      email_verified: true,
      groups: ["x", "sb-admins"],
    });
    const { res } = await signInBySso(w.t, "boss");
    expect(await me(ssoSession(res))).toMatchObject({ isApproved: true, isSuperAdmin: false });
    w.issuer.accounts.set("owner", { email: "owner@example.test", email_verified: true });
    const owner = await signInBySso(w.t, "owner");
    expect(await me(ssoSession(owner.res))).toMatchObject({ isApproved: true, isSuperAdmin: true });
  });

  it("links an existing account by verified email and signs it in", async () => {
    const existing = await createUser(w.t, { email: "grace@example.test", approved: true });
    w.issuer.accounts.set("grace-sso", { email: "grace@example.test", email_verified: true, name: "G H" });
    const { res } = await signInBySso(w.t, "grace-sso", "/projects/7?tab=board");
    expect(res.headers.location).toBe("/projects/7?tab=board");
    const user = await me(ssoSession(res));
    expect(user).toMatchObject({ id: existing.id, firstName: existing.firstName, isApproved: true });
    const links = await w.t.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, existing.id));
    expect(links).toMatchObject([{ issuer: w.issuer.issuer, subject: "grace-sso" }]);
  });

  it("refuses an unverified email, for an existing account or a new one, and writes nothing", async () => {
    await createUser(w.t, { email: "victim@example.test" });
    const before = await counts();
    w.issuer.accounts.set("intruder", { email: "victim@example.test", email_verified: false });
    const { res } = await signInBySso(w.t, "intruder");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login?sso_error=unverified");
    expect(ssoSession(res)).toBeNull();
    w.issuer.accounts.set("unsure", { email: "unsure@example.test" });
    const second = await signInBySso(w.t, "unsure");
    expect(second.res.headers.location).toBe("/login?sso_error=unverified");
    expect(await counts()).toEqual(before);
  });

  it("refuses a provider account without an email", async () => {
    w.issuer.accounts.set("nomail", { name: "No Mail" });
    const { res } = await signInBySso(w.t, "nomail", "/teams");
    expect(res.headers.location).toBe("/login?sso_error=no_email&next=%2Fteams");
    expect(ssoSession(res)).toBeNull();
  });

  it("ignores an unsafe next and goes to the dashboard", async () => {
    w.issuer.accounts.set("safe", { email: "safe@example.test", email_verified: true });
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "/login"]) {
      const { res } = await signInBySso(w.t, "safe", next);
      expect(res.headers.location).toBe("/dashboard");
    }
  });

  it("gives an SSO account no password anyone knows", async () => {
    w.issuer.accounts.set("nopass", { email: "nopass@example.test", email_verified: true });
    await signInBySso(w.t, "nopass");
    for (const password of ["", "password", "nopass@example.test"]) {
      const res = await w.t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "nopass@example.test", password: password || "12345678" },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

async function counts() {
  const db = w.t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [i] = await db.select({ n: count() }).from(userIdentities);
  return { users: u!.n, identities: i!.n };
}
