import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { sessionCookie, type TestApp } from "../../test/app.ts";
import { as } from "../../test/factories.ts";
import { buildAuthTestApp, countUsers, postJson, registration } from "./auth-test-helpers.ts";

describe("register without ADMIN_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("makes the first account super administrator, approved and signed in (201)", async () => {
    const res = await postJson(t.app, "/api/auth/register", registration({ email: " Boss@Example.test " }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: "boss@example.test",
      firstName: "Grace",
      lastName: "Hopper",
      isSuperAdmin: true,
      isApproved: true,
    });
    expect(typeof body.id).toBe("number");
    expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(body).not.toHaveProperty("passwordHash");
    expect(body).not.toHaveProperty("resetTokenHash");
    const me = await as(t.app, { cookie: sessionCookie(res) }).get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe("boss@example.test");
  });

  it("leaves the next accounts pending and not super administrator", async () => {
    const res = await postJson(t.app, "/api/auth/register", registration());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isApproved: false, isSuperAdmin: false });
  });

  it("stores the email trimmed and lower-cased", async () => {
    const res = await postJson(
      t.app,
      "/api/auth/register",
      registration({ email: "  Mixed.Case@Example.TEST " }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.email).toBe("mixed.case@example.test");
  });

  it("rejects an email already taken, whatever its case or surrounding spaces (409)", async () => {
    await postJson(t.app, "/api/auth/register", registration({ email: "taken@example.test" }));
    const before = await countUsers(t);
    const res = await postJson(
      t.app,
      "/api/auth/register",
      registration({ email: "  TAKEN@example.test  " }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await countUsers(t)).toBe(before);
  });

  it("stores an optional phone number, and an empty one as null", async () => {
    const withPhone = await postJson(
      t.app,
      "/api/auth/register",
      registration({ phoneNumber: "+44 20 7946 0000" }),
    );
    expect(withPhone.json().phoneNumber).toBe("+44 20 7946 0000");
    const empty = await postJson(t.app, "/api/auth/register", registration({ phoneNumber: "" }));
    expect(empty.json().phoneNumber).toBeNull();
    const none = await postJson(t.app, "/api/auth/register", registration({ phoneNumber: null }));
    expect(none.statusCode).toBe(201);
  });
});

describe("register without ADMIN_EMAIL: validation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "email", "Invalid email format"],
    ["a missing email", { email: undefined }, "email", "Email is required"],
    ["a missing first name", { firstName: undefined }, "firstName", "First name is required"],
    ["a blank first name", { firstName: "   " }, "firstName", "First name is required"],
    ["a missing last name", { lastName: undefined }, "lastName", "Last name is required"],
    ["a blank last name", { lastName: "" }, "lastName", "Last name is required"],
    ["a missing password", { password: undefined }, "password", "Password is required"],
    ["a 7-character password", { password: "1234567" }, "password", "Password must be at least 8 characters"],
    [
      "a 257-character password",
      { password: "p".repeat(257) },
      "password",
      "Password must be at most 256 characters",
    ],
    [
      "a 101-character first name",
      { firstName: "f".repeat(101) },
      "firstName",
      "First name must be at most 100 characters",
    ],
    [
      "a 101-character last name",
      { lastName: "l".repeat(101) },
      "lastName",
      "Last name must be at most 100 characters",
    ],
    [
      "a 21-character phone number",
      { phoneNumber: "1".repeat(21) },
      "phoneNumber",
      "Phone number must be at most 20 characters",
    ],
    [
      "a 300-character email",
      { email: `${"e".repeat(288)}@example.test` },
      "email",
      "Email must be at most 255 characters",
    ],
  ])("rejects %s with 400 and the documented message", async (_name, override, path, message) => {
    const body = registration(override);
    if (!("confirmPassword" in override) && typeof body.password === "string")
      body.confirmPassword = body.password;
    const before = await countUsers(t);
    const res = await postJson(t.app, "/api/auth/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, message }));
    expect(await countUsers(t)).toBe(before);
  });

  it("gives each failed field the stable code of its message, the English message unchanged", async () => {
    const res = await postJson(t.app, "/api/auth/register", {
      email: "not-an-email",
      firstName: " ",
      lastName: "",
      password: "1234567",
      confirmPassword: "1234567",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message: "Invalid email format" });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Invalid email format", code: "EMAIL_INVALID" },
        { path: "firstName", message: "First name is required", code: "FIRST_NAME_REQUIRED" },
        { path: "lastName", message: "Last name is required", code: "LAST_NAME_REQUIRED" },
        { path: "password", message: "Password must be at least 8 characters", code: "PASSWORD_TOO_SHORT" },
      ]),
    );
  });

  it("gives a field whose message has no code of its own the generic VALIDATION", async () => {
    const res = await postJson(t.app, "/api/auth/register", registration({ firstName: 5 as never }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: "firstName",
      message: "First name must be text",
      code: "VALIDATION",
    });
  });

  it('rejects a confirmation that differs with "Passwords don\'t match" on confirmPassword', async () => {
    const res = await postJson(
      t.app,
      "/api/auth/register",
      registration({ password: "password-one", confirmPassword: "password-two" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Passwords don't match",
      errors: [{ path: "confirmPassword", message: "Passwords don't match", code: "PASSWORDS_DIFFER" }],
    });
  });

  it("answers the same 300-character password twice with 'too long', never 'don't match'", async () => {
    const long = "p".repeat(300);
    const res = await postJson(
      t.app,
      "/api/auth/register",
      registration({ password: long, confirmPassword: long }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toContainEqual({
      path: "confirmPassword",
      message: "Password must be at most 256 characters",
      code: "PASSWORD_TOO_LONG",
    });
    expect(errors.map((e) => e.message)).not.toContain("Passwords don't match");
  });

  it("accepts passwords of exactly 8 and 256 characters", async () => {
    for (const password of ["12345678", "p".repeat(256)]) {
      const res = await postJson(t.app, "/api/auth/register", registration({ password }));
      expect(res.statusCode).toBe(201);
    }
  });
});

describe("register with ADMIN_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp({ ADMIN_EMAIL: " Admin@Example.test " });
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves the first other account pending, and makes only that email super administrator", async () => {
    const first = await postJson(t.app, "/api/auth/register", registration());
    expect(first.json()).toMatchObject({ isApproved: false, isSuperAdmin: false });
    const admin = await postJson(t.app, "/api/auth/register", registration({ email: "ADMIN@example.test" }));
    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ email: "admin@example.test", isApproved: true, isSuperAdmin: true });
    const later = await postJson(t.app, "/api/auth/register", registration());
    expect(later.json()).toMatchObject({ isApproved: false, isSuperAdmin: false });
  });
});

describe("register with AUTO_APPROVE=true", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp({ AUTO_APPROVE: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("approves every new account, while only the first is super administrator", async () => {
    const first = await postJson(t.app, "/api/auth/register", registration());
    const second = await postJson(t.app, "/api/auth/register", registration());
    expect(first.json()).toMatchObject({ isApproved: true, isSuperAdmin: true });
    expect(second.json()).toMatchObject({ isApproved: true, isSuperAdmin: false });
    const list = await as(t.app, { cookie: sessionCookie(second) }).get("/api/auth/user");
    expect(list.json().isApproved).toBe(true);
  });
});
