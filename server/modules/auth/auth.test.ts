import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sessionCookie, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("register", () => {
  it("makes the first account super administrator and signs it in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: " Boss@Example.test ",
        firstName: "Ada",
        lastName: "L",
        password: "password1",
        confirmPassword: "password1",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "boss@example.test", isSuperAdmin: true, isApproved: true });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe("boss@example.test");
  });

  it("leaves a second account pending, which gets 403 everywhere but the current user", async () => {
    const user = await createUser(t, { approved: false });
    const me = await as(t.app, user).get("/api/auth/user");
    expect(me.json()).toMatchObject({ isApproved: false, isSuperAdmin: false });
  });
});
