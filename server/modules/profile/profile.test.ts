import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { buildTestApp, sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { firstName: "Pat", lastName: "Doe" });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("PATCH /api/user/profile", () => {
  it("changes names and phone and answers with the current-user shape", async () => {
    const res = await as(t.app, user).patch("/api/user/profile", {
      id: user.id,
      email: user.email,
      firstName: "  Patricia ",
      lastName: "Doe-Smith",
      phoneNumber: "+1 555 0100",
      profileImageUrl: null,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Patricia",
      lastName: "Doe-Smith",
      phoneNumber: "+1 555 0100",
      profileImageUrl: null,
      isApproved: true,
    });
    expect(Object.keys(body).sort()).toEqual(
      Object.keys((await as(t.app, user).get("/api/auth/user")).json()).sort(),
    );
    expect((await as(t.app, user).get("/api/auth/user")).json()).toMatchObject({ firstName: "Patricia" });
  });

  it("changes only the fields present and clears the phone with an empty string", async () => {
    await as(t.app, user).patch("/api/user/profile", { phoneNumber: "123" });
    const res = await as(t.app, user).patch("/api/user/profile", { phoneNumber: "" });
    expect(res.json()).toMatchObject({ firstName: "Patricia", lastName: "Doe-Smith", phoneNumber: null });
  });

  it("accepts the unchanged email in any case and refuses a different one", async () => {
    const same = await as(t.app, user).patch("/api/user/profile", { email: user.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
    const other = await as(t.app, user).patch("/api/user/profile", {
      email: "someone-else@example.test",
      firstName: "Changed",
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: "Email cannot be changed" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, firstName: "Patricia" });
  });

  it("refuses another user's id with 403", async () => {
    const other = await createUser(t);
    const res = await as(t.app, user).patch("/api/user/profile", { id: other.id, firstName: "Hijack" });
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.firstName).not.toBe("Hijack");
  });

  it.each([
    ["an empty first name", { firstName: "  " }, "First name is required"],
    ["a 101-character last name", { lastName: "x".repeat(101) }, "Last name must be at most 100 characters"],
    ["a 21-character phone", { phoneNumber: "1".repeat(21) }, "Phone number must be at most 20 characters"],
    ["a number as name", { firstName: 5 }, "First name must be text"],
    ["an outside picture URL", { profileImageUrl: "https://evil.test/x.png" }, "Invalid profile image URL"],
  ])("refuses %s with 400", async (_label, body, message) => {
    const res = await as(t.app, user).patch("/api/user/profile", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("answers 401 when signed out and 403 for a pending account", async () => {
    expect((await as(t.app, null).patch("/api/user/profile", { firstName: "x" })).statusCode).toBe(401);
    const pending = await createUser(t, { approved: false });
    expect((await as(t.app, pending).patch("/api/user/profile", { firstName: "x" })).statusCode).toBe(403);
  });
});

describe("PATCH /api/user/password", () => {
  it("needs the right current password", async () => {
    const res = await as(t.app, user).patch("/api/user/password", {
      currentPassword: "not my password",
      newPassword: "a brand new password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Current password is incorrect" });
  });

  it.each([
    ["a short new password", { currentPassword: "correct horse battery", newPassword: "short" }],
    ["no current password", { newPassword: "a brand new password" }],
    [
      "a 257-character new password",
      { currentPassword: "correct horse battery", newPassword: "x".repeat(257) },
    ],
  ])("refuses %s with 400", async (_label, body) => {
    const res = await as(t.app, user).patch("/api/user/password", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const me = await createUser(t, { password: "first password 1" });
    const elsewhere = sessionCookie(await login(me.email, "first password 1"));
    const res = await as(t.app, me).patch("/api/user/password", {
      currentPassword: "first password 1",
      newPassword: "second password 2",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password updated successfully" });
    expect((await as(t.app, me).get("/api/auth/user")).statusCode).toBe(200);
    expect((await as(t.app, { cookie: elsewhere }).get("/api/auth/user")).statusCode).toBe(401);
    expect((await login(me.email, "first password 1")).statusCode).toBe(401);
    expect((await login(me.email, "second password 2")).statusCode).toBe(200);
  });
});
