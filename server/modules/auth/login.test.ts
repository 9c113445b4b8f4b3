import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { buildAuthTestApp, postJson } from "./auth-test-helpers.ts";

const PASSWORD = "correct horse battery";

let t: TestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
  await createUser(t); // the super administrator, out of the way
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) => postJson(t.app, "/api/auth/login", { email, password });

describe("login", () => {
  it("signs in with the right password (200 with the user and a session cookie)", async () => {
    const user = await createUser(t);
    const res = await login(user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, isApproved: true });
    expect(res.json()).not.toHaveProperty("passwordHash");
    const me = await as(t.app, { cookie: sessionCookie(res) }).get("/api/auth/user");
    expect(me.json().id).toBe(user.id);
  });

  it("matches the email whatever its case and surrounding spaces", async () => {
    const user = await createUser(t);
    const res = await login(`  ${user.email.toUpperCase()} `, PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown email with the same 401 message", async () => {
    const user = await createUser(t);
    const wrong = await login(user.email, "not the password");
    const unknown = await login("nobody@example.test", PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("lets a pending account sign in, with isApproved false", async () => {
    const pending = await createUser(t, { approved: false });
    const res = await login(pending.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isApproved: false, isSuperAdmin: false });
  });

  it.each([
    ["an invalid email", { email: "nope", password: "x" }, "Invalid email format"],
    ["a missing email", { password: "x" }, "Email is required"],
    ["a numeric email", { email: 123, password: "x" }, "Invalid email format"],
    ["a missing password", { email: "a@example.test" }, "Password is required"],
    ["an empty password", { email: "a@example.test", password: "" }, "Password is required"],
  ])("rejects %s with 400 '%s'", async (_name, body, message) => {
    const res = await postJson(t.app, "/api/auth/login", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("failed sign-ins per account and address", () => {
  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    postJson(t.app, "/api/auth/login", { email, password }, { remoteAddress });

  it("lets the owner in from a new address after 10 failures from 10 other addresses", async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++) {
      expect((await loginFrom(`198.51.100.${i}`, user.email, `wrong password ${i}`)).statusCode).toBe(401);
    }
    const owner = await loginFrom("203.0.113.11", user.email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(user.id);
  });

  it("answers 429 to the 11th attempt from an address that failed 10 times, even with the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom("198.51.100.20", user.email, `wrong password ${i}`)).statusCode).toBe(401);
    }
    const locked = await loginFrom("198.51.100.20", user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(locked.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect((await loginFrom("203.0.113.20", user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("does not affect another account from the same address", async () => {
    const victim = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 11; i++) await loginFrom("198.51.100.30", victim.email, "wrong password");
    expect((await loginFrom("198.51.100.30", victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom("198.51.100.30", other.email, PASSWORD)).statusCode).toBe(200);
  });

  it("starts counting again for that address after a successful sign-in", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await loginFrom("198.51.100.40", user.email, "wrong password");
    expect((await loginFrom("198.51.100.40", user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await loginFrom("198.51.100.40", user.email, "wrong password");
    expect((await loginFrom("198.51.100.40", user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures for unknown emails too, answering 429 after 10 from one address", async () => {
    for (let i = 0; i < 10; i++)
      expect((await loginFrom("198.51.100.50", "ghost@example.test", "whatever1")).statusCode).toBe(401);
    expect((await loginFrom("198.51.100.50", "ghost@example.test", "whatever1")).statusCode).toBe(429);
  });
});
