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

const storedLanguage = async (id: number) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("the account's language (PATCH /api/user/profile)", () => {
  it("starts unset (follow the browser) and is returned with the current user", async () => {
    const me = await as(t.app, user).get("/api/auth/user");
    expect(me.json()).toMatchObject({ id: user.id, language: null });
  });

  it("keeps the chosen language on the account, and null goes back to the browser's", async () => {
    const res = await as(t.app, user).patch("/api/user/profile", { language: "de" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, language: "de" });
    expect(await storedLanguage(user.id)).toBe("de");
    expect((await as(t.app, user).get("/api/auth/user")).json()).toMatchObject({ language: "de" });
    // Other fields alone leave it as it is.
    await as(t.app, user).patch("/api/user/profile", { firstName: "Ada" });
    expect(await storedLanguage(user.id)).toBe("de");
    await as(t.app, user).patch("/api/user/profile", { language: "pt-BR" });
    expect(await storedLanguage(user.id)).toBe("pt-BR");
    const cleared = await as(t.app, user).patch("/api/user/profile", { language: null });
    expect(cleared.json()).toMatchObject({ language: null });
    expect(await storedLanguage(user.id)).toBeNull();
  });

  it("refuses a language the product does not speak with a 400 that changes nothing", async () => {
    await as(t.app, user).patch("/api/user/profile", { language: "fr" });
    for (const language of ["xx", "", "EN", "de-DE", 3, ["de"]]) {
      const res = await as(t.app, user).patch("/api/user/profile", { language, firstName: "Changed" });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      expect(res.json().message).toContain("Language must be one of: en, de, fr, es, pt-BR, ja, ar");
    }
    expect(await storedLanguage(user.id)).toBe("fr");
  });

  it("changes only the caller's language", async () => {
    const other = await createUser(t);
    await as(t.app, user).patch("/api/user/profile", { language: "ja" });
    expect(await storedLanguage(other.id)).toBeNull();
  });
});
