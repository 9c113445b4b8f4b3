import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PENDING_MESSAGE } from "../../../contract/errors.ts";
import { sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { buildAuthTestApp, postJson, registration } from "./auth-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
  await createUser(t); // the super administrator
});
afterAll(async () => {
  await t.close();
});

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, for the whole site, and not Secure over http", async () => {
    const res = await postJson(t.app, "/api/auth/register", registration());
    const cookie = res.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires).toBeInstanceOf(Date);
  });

  it("is Secure when APP_URL is https", async () => {
    const https = await buildAuthTestApp({ APP_URL: "https://board.example.test" });
    try {
      const res = await postJson(https.app, "/api/auth/register", registration());
      const cookie = res.cookies.find((c) => c.name === "sid")!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
    } finally {
      await https.close();
    }
  });

  it("is refused when tampered with (401)", async () => {
    const user = await createUser(t);
    const forged = `${user.cookie.slice(0, -2)}xx`;
    const res = await as(t.app, { cookie: forged }).get("/api/auth/user");
    expect(res.statusCode).toBe(401);
  });
});

describe("current user and logout", () => {
  it("answers 401 with a message when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "You are not signed in" });
  });

  it("logout answers 204 and ends the session: the cookie no longer works", async () => {
    const user = await createUser(t);
    const out = await as(t.app, user).post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
    const cleared = out.cookies.find((c) => c.name === "sid");
    expect(cleared?.value).toBe("");
    expect((await as(t.app, user).get("/api/auth/user")).statusCode).toBe(401);
  });

  it("logout ends only that session, not the user's others", async () => {
    const user = await createUser(t);
    const second = await postJson(t.app, "/api/auth/login", {
      email: user.email,
      password: "correct horse battery",
    });
    await as(t.app, user).post("/api/auth/logout");
    expect((await as(t.app, { cookie: sessionCookie(second) }).get("/api/auth/user")).statusCode).toBe(200);
  });

  it("logout when signed out is still 204", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(204);
  });

  it("logout accepts a JSON content type with an empty body", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie, "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe("pending account", () => {
  it("reads itself (200, isApproved false), is refused elsewhere with 403, and can log out", async () => {
    const pending = await createUser(t, { approved: false });
    const me = await as(t.app, pending).get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: pending.id, isApproved: false });
    const other = await as(t.app, pending).get("/api/admin/users");
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: PENDING_MESSAGE });
    expect(PENDING_MESSAGE).toBe("Your account is waiting for approval");
    const out = await as(t.app, pending).post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    expect((await as(t.app, pending).get("/api/auth/user")).statusCode).toBe(401);
  });

  it("gets the pending 403 before any body is read", async () => {
    const pending = await createUser(t, { approved: false });
    const res = await as(t.app, pending).patch("/api/admin/users/1/approve", "not json");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PENDING_MESSAGE);
  });
});
