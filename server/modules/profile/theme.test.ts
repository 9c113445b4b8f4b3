import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const storedTheme = async (id: number) =>
  (await t.database.db.select({ theme: users.theme }).from(users).where(eq(users.id, id)))[0]?.theme;

describe("PATCH /api/user/theme", () => {
  it("starts at 'system' and is returned with the current user", async () => {
    const me = await as(t.app, user).get("/api/auth/user");
    expect(me.json()).toMatchObject({ id: user.id, theme: "system" });
  });

  it("keeps the chosen theme for the user, on every session, and answers the current user", async () => {
    const res = await as(t.app, user).patch("/api/user/theme", { theme: "dark" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, theme: "dark" });
    expect(await storedTheme(user.id)).toBe("dark");
    expect((await as(t.app, user).get("/api/auth/user")).json()).toMatchObject({ theme: "dark" });
    // The same theme again is accepted and changes nothing.
    expect((await as(t.app, user).patch("/api/user/theme", { theme: "dark" })).json()).toMatchObject({
      theme: "dark",
    });
    await as(t.app, user).patch("/api/user/theme", { theme: "light" });
    expect(await storedTheme(user.id)).toBe("light");
  });

  it("refuses anything but light, dark or system with a 400 that changes nothing", async () => {
    await as(t.app, user).patch("/api/user/theme", { theme: "light" });
    for (const body of [{ theme: "blue" }, { theme: "" }, { theme: null }, {}, { theme: ["dark"] }]) {
      const res = await as(t.app, user).patch("/api/user/theme", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    const wrong = await as(t.app, user).patch("/api/user/theme", { theme: "blue" });
    expect(wrong.json().message).toContain("light, dark, system");
    expect(await storedTheme(user.id)).toBe("light");
  });

  it("changes only the caller's theme; 401 signed out, 403 pending", async () => {
    const other = await createUser(t);
    await as(t.app, user).patch("/api/user/theme", { theme: "dark" });
    expect(await storedTheme(other.id)).toBe("system");
    expect((await as(t.app, null).patch("/api/user/theme", { theme: "dark" })).statusCode).toBe(401);
    const pending = await createUser(t, { approved: false });
    expect((await as(t.app, pending).patch("/api/user/theme", { theme: "dark" })).statusCode).toBe(403);
    expect(await storedTheme(pending.id)).toBe("system");
  });
});
