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
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
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

describe("failed sign-ins per account", () => {
  it("answers 10 failures with 401, then 429 even with the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await login(user.email, `wrong password ${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it("does not affect another account", async () => {
    const victim = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 11; i++) await login(victim.email, "wrong password");
    expect((await login(victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it("starts counting again after a successful sign-in", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await login(user.email, "wrong password");
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(user.email, "wrong password");
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures for unknown emails too, answering 429 after 10", async () => {
    for (let i = 0; i < 10; i++)
      expect((await login("ghost@example.test", "whatever1")).statusCode).toBe(401);
    expect((await login("ghost@example.test", "whatever1")).statusCode).toBe(429);
  });
});
