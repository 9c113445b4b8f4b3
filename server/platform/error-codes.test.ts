import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_ERROR_CODES, SPECIFIC_ERROR_CODES } from "../../contract/errors.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { as, createUser, type TestUser } from "../test/factories.ts";

/**
 * Issue 24: every error answer of the API carries a stable `code` (the web client translates by
 * it) next to its English `message`, which stays as it was.
 */
let t: TestApp;
let user: TestUser;
let pending: TestUser;
let member: TestUser;
const KNOWN = new Set<string>([...GENERIC_ERROR_CODES, ...SPECIFIC_ERROR_CODES]);

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { password: "correct horse battery" });
  member = await createUser(t);
  pending = await createUser(t, { approved: false });
});
afterAll(async () => {
  await t.close();
});

type Case = [string, () => Promise<{ statusCode: number; json: () => any }>, number, string];

const cases: Case[] = [
  ["signed out", () => as(t.app, null).get("/api/projects"), 401, "UNAUTHENTICATED"],
  ["pending account", () => as(t.app, pending).get("/api/projects"), 403, "PENDING_APPROVAL"],
  ["admin only", () => as(t.app, member).get("/api/admin/users"), 403, "SUPER_ADMIN_ONLY"],
  ["missing project", () => as(t.app, user).get("/api/projects/999999"), 404, "NOT_FOUND"],
  ["unknown API path", () => as(t.app, user).get("/api/no-such-thing"), 404, "NOT_FOUND"],
  ["invalid field", () => as(t.app, user).patch("/api/user/profile", { language: "xx" }), 400, "VALIDATION"],
  [
    "invalid JSON",
    () =>
      t.app.inject({
        method: "PATCH",
        url: "/api/user/profile",
        payload: "{",
        headers: { cookie: user.cookie, "content-type": "application/json" },
      }),
    400,
    "VALIDATION",
  ],
  [
    "wrong content type",
    () =>
      t.app.inject({
        method: "PATCH",
        url: "/api/user/profile",
        payload: "x",
        headers: { cookie: user.cookie, "content-type": "text/plain" },
      }),
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "email taken",
    () =>
      as(t.app, null).post("/api/auth/register", {
        email: user.email,
        firstName: "A",
        lastName: "B",
        password: "correct horse battery",
        confirmPassword: "correct horse battery",
      }),
    409,
    "EMAIL_TAKEN",
  ],
  [
    "wrong password",
    () => as(t.app, null).post("/api/auth/login", { email: user.email, password: "wrong password!" }),
    401,
    "INVALID_CREDENTIALS",
  ],
  [
    "wrong current password",
    () =>
      as(t.app, user).patch("/api/user/password", {
        currentPassword: "not it at all",
        newPassword: "another long password",
      }),
    400,
    "WRONG_PASSWORD",
  ],
];

describe("error codes", () => {
  it.each(cases)("%s answers with its status and a code", async (_name, send, status, code) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(typeof body.message).toBe("string");
    expect(body.code).toBe(code);
    expect(KNOWN.has(body.code)).toBe(true);
  });

  it("a missing resource names it in params, for the translation", async () => {
    const res = await as(t.app, user).get("/api/projects/999999");
    expect(res.json()).toEqual({
      message: "Project not found",
      code: "NOT_FOUND",
      params: { resource: "Project" },
    });
  });

  it("every code the server gives is one of the contract's, written once", () => {
    expect(new Set(SPECIFIC_ERROR_CODES).size).toBe(SPECIFIC_ERROR_CODES.length);
    for (const code of [...GENERIC_ERROR_CODES, ...SPECIFIC_ERROR_CODES])
      expect(code).toMatch(/^[A-Z][A-Z_]*$/);
    // Codes written by hand into bodies (outside HttpError, which the type checker already holds to the list).
    const root = path.resolve(import.meta.dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    for (const file of files) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(/\bcode: "([A-Z][A-Z_]+)"/g)) {
        expect(KNOWN.has(match[1]!), `${file}: ${match[1]}`).toBe(true);
      }
    }
  });
});
