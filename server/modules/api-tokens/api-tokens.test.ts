import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiTokenSchema, MAX_API_TOKENS } from "../../../contract/api-tokens.ts";
import { PENDING_MESSAGE } from "../../../contract/errors.ts";
import { apiTokens, projects, users } from "../../db/schema.ts";
import { hashApiToken, newApiTokenSecret } from "../../platform/api-tokens.ts";
import { BAD_TOKEN_MESSAGE, READ_ONLY_TOKEN_MESSAGE, TOKEN_REFUSED_MESSAGE } from "../../platform/auth.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { makeProject } from "../projects/projects.fixtures.ts";

/** Personal API tokens (product rules §27). */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t);
  bob = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function mint(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(t.app, user).post("/api/user/tokens", { name: "CI", scope: "write", ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: { id: number; prefix: string }; secret: string };
}

/** A request with `Authorization: Bearer`, and optionally someone's cookie too. */
function bearer(
  secret: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
  cookie?: string,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe("making, listing and revoking tokens", () => {
  it("shows the secret once and stores only its hash", async () => {
    const { token, secret } = await mint(alice, { name: "  Deploy bot  " });
    expect(secret).toMatch(/^sbp_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row).toMatchObject({
      name: "Deploy bot",
      scope: "write",
      tokenHash: hashApiToken(secret),
      expiresAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await as(t.app, alice).get("/api/user/tokens");
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((x: { id: number }) => x.id === token.id);
    expect(ApiTokenSchema.strict().parse(listed)).toMatchObject({ name: "Deploy bot", lastUsedAt: null });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(hashApiToken(secret));
  });

  it("sets the expiry from a number of days", async () => {
    const before = Date.now();
    const { token } = await mint(alice, { expiresInDays: 30 });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    const days = (row!.expiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
  });

  it("refuses bad input with a message and makes nothing", async () => {
    const count = async () =>
      (await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, bob.id))).length;
    const before = await count();
    for (const [body, message] of [
      [{ name: " ", scope: "read" }, "Name is required"],
      [{ name: "x".repeat(101), scope: "read" }, "Name must be at most 100 characters"],
      [{ name: "CI", scope: "admin" }, "Scope must be read or write"],
      [{ name: "CI", scope: "read", expiresInDays: 0 }, "Expiry must be at least 1 day"],
      [{ name: "CI", scope: "read", expiresInDays: 366 }, "Expiry must be at most 365 days"],
      [{ name: "CI", scope: "read", expiresInDays: 1.5 }, "Expiry must be a whole number of days"],
    ] as const) {
      const res = await as(t.app, bob).post("/api/user/tokens", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it(`allows at most ${MAX_API_TOKENS} tokens per user`, async () => {
    const carol = await createUser(t);
    await Promise.all(Array.from({ length: MAX_API_TOKENS }, () => mint(carol, { scope: "read" })));
    const res = await as(t.app, carol).post("/api/user/tokens", { name: "One more", scope: "read" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`You can have at most ${MAX_API_TOKENS} API tokens; revoke one first`);
  });

  it("revokes the caller's own token only; a revoked token stops working", async () => {
    const { token, secret } = await mint(alice);
    expect((await as(t.app, bob).delete(`/api/user/tokens/${token.id}`)).statusCode).toBe(404);
    expect((await bearer(secret, "GET", "/api/auth/user")).statusCode).toBe(200);
    expect((await as(t.app, alice).delete(`/api/user/tokens/${token.id}`)).statusCode).toBe(204);
    const after = await bearer(secret, "GET", "/api/auth/user");
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(BAD_TOKEN_MESSAGE);
  });
});

describe("calling the API with a token", () => {
  it("acts as its user with the same access rules as the session", async () => {
    const own = await makeProject(t, alice, { name: "Alice's" });
    const bobs = await makeProject(t, bob, { name: "Bob's" });
    const { secret } = await mint(alice, { scope: "read" });
    const me = await bearer(secret, "GET", "/api/auth/user");
    expect(me.json()).toMatchObject({ id: alice.id, email: alice.email });
    const viaToken = await bearer(secret, "GET", "/api/projects");
    const viaSession = await as(t.app, alice).get("/api/projects");
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toEqual(viaSession.json());
    expect((await bearer(secret, "GET", `/api/projects/${own.id}`)).statusCode).toBe(200);
    expect((await bearer(secret, "GET", `/api/projects/${bobs.id}`)).statusCode).toBe(404);
  });

  it("is the token's user even beside another user's cookie", async () => {
    const { secret } = await mint(alice, { scope: "read" });
    const me = await bearer(secret, "GET", "/api/auth/user", undefined, bob.cookie);
    expect(me.json().id).toBe(alice.id);
  });

  it("reads only with a read-only token, and writes with a read-write one", async () => {
    const count = async () =>
      (await t.database.db.select().from(projects).where(eq(projects.ownerId, alice.id))).length;
    const before = await count();
    const reader = await mint(alice, { scope: "read" });
    const refused = await bearer(reader.secret, "POST", "/api/projects", { name: "From a script" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(READ_ONLY_TOKEN_MESSAGE);
    expect(await count()).toBe(before);

    const writer = await mint(alice, { scope: "write" });
    const made = await bearer(writer.secret, "POST", "/api/projects", { name: "From a script" });
    expect(made.statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it("is never accepted for the password, the tokens or the administrator's routes", async () => {
    const { token, secret } = await mint(alice, { scope: "write" });
    const calls = [
      bearer(secret, "PATCH", "/api/user/password", {
        currentPassword: "correct horse battery",
        newPassword: "a new long password",
        confirmPassword: "a new long password",
      }),
      bearer(secret, "GET", "/api/user/tokens"),
      bearer(secret, "POST", "/api/user/tokens", { name: "Escalate", scope: "write" }),
      bearer(secret, "DELETE", `/api/user/tokens/${token.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TOKEN_REFUSED_MESSAGE);
    }
    // Even the super administrator's own read-write token.
    await t.database.db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, bob.id));
    const admin = await mint(bob, { scope: "write" });
    const res = await bearer(admin.secret, "GET", "/api/admin/users");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TOKEN_REFUSED_MESSAGE);
    expect((await as(t.app, bob).get("/api/admin/users")).statusCode).toBe(200);
    await t.database.db.update(users).set({ isSuperAdmin: false }).where(eq(users.id, bob.id));
    // The token still exists and still signs its user in elsewhere.
    expect((await bearer(secret, "GET", "/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses an unknown, malformed or expired token with 401", async () => {
    const { token, secret } = await mint(alice, { expiresInDays: 1 });
    expect((await bearer(secret, "GET", "/api/projects")).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    for (const s of [secret, "sbp_unknown", `${secret}x`]) {
      const res = await bearer(s, "GET", "/api/projects");
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(BAD_TOKEN_MESSAGE);
    }
  });

  it("follows the account: a pending user's token is refused where their session would be", async () => {
    const pending = await createUser(t, { approved: false });
    const { secret, tokenHash, prefix } = newApiTokenSecret();
    await t.database.db
      .insert(apiTokens)
      .values({ userId: pending.id, name: "Early", scope: "read", tokenHash, prefix });
    expect((await bearer(secret, "GET", "/api/auth/user")).statusCode).toBe(200);
    const res = await bearer(secret, "GET", "/api/projects");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PENDING_MESSAGE);
  });

  it("notes when it was last used, writing it at most once a minute", async () => {
    const { token, secret } = await mint(alice, { scope: "read" });
    const lastUsed = async () =>
      (await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await bearer(secret, "GET", "/api/auth/user");
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await bearer(secret, "GET", "/api/auth/user");
    expect(await lastUsed()).toEqual(first);
    await t.database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, token.id));
    await bearer(secret, "GET", "/api/auth/user");
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 5000);
  });
});
