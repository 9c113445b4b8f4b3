import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { createUser } from "../../test/factories.ts";
import { buildAuthTestApp, countUsers, registration } from "./auth-test-helpers.ts";

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await buildAuthTestApp();
  admin = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const JSON_TYPE = { "content-type": "application/json" };
const valid: Record<string, Record<string, unknown>> = {
  "/api/auth/register": registration({ email: "valid@example.test" }),
  "/api/auth/login": { email: "valid@example.test", password: "correct horse battery" },
  "/api/auth/forgot-password": { email: "valid@example.test" },
  "/api/auth/reset-password": { token: "x".repeat(43), newPassword: "long enough" },
};

type Case = { name: string; payload?: string | Buffer; headers?: Record<string, string>; status: number };
const raw = (name: string, payload: string, status = 400): Case => ({
  name,
  payload,
  headers: JSON_TYPE,
  status,
});
const json = (name: string, body: unknown): Case => raw(name, JSON.stringify(body));

/** Bodies every endpoint taking JSON must answer with a 4xx `{message}`. */
function malformedBodies(url: string): Case[] {
  const base = valid[url]!;
  const keys = Object.keys(base);
  return [
    raw("invalid JSON", '{"email": '),
    raw("truncated JSON", "{"),
    raw("a JSON array", "[]"),
    raw("a JSON array of objects", JSON.stringify([base])),
    raw("a JSON string", '"hello"'),
    raw("a JSON number", "42"),
    raw("JSON null", "null"),
    raw("JSON true", "true"),
    raw("an empty body", ""),
    raw("whitespace", "   "),
    raw("a prototype-poisoning body", `{"__proto__": {"isSuperAdmin": true}, "email": "a@example.test"}`),
    json("an empty object", {}),
    ...keys.map((k) => json(`${k} as a number`, { ...base, [k]: 123 })),
    ...keys.map((k) => json(`${k} as an object`, { ...base, [k]: {} })),
    ...keys.map((k) => json(`${k} as an array`, { ...base, [k]: ["x"] })),
    ...keys.map((k) => json(`${k} as null`, { ...base, [k]: null })),
    ...keys.map((k) => json(`${k} missing`, { ...base, [k]: undefined })),
    json("email of 300 characters", { ...base, email: `${"e".repeat(288)}@example.test` }),
    json("a captcha token of 30,000 characters", { ...base, recaptchaToken: "t".repeat(30_000) }),
    json("a captcha token as a number", { ...base, recaptchaToken: 5 }),
    {
      name: "a 2 MB body",
      payload: JSON.stringify({ ...base, pad: "x".repeat(2 * 1024 * 1024) }),
      headers: JSON_TYPE,
      status: 413,
    },
    {
      name: "text/plain",
      payload: JSON.stringify(base),
      headers: { "content-type": "text/plain" },
      status: 415,
    },
    {
      name: "form-urlencoded",
      payload: new URLSearchParams(base as Record<string, string>).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 415,
    },
    {
      name: "multipart",
      payload: "--x\r\n\r\n--x--",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      status: 415,
    },
    { name: "XML", payload: "<a/>", headers: { "content-type": "application/xml" }, status: 415 },
    { name: "no content type", payload: JSON.stringify(base), headers: { "content-type": "" }, status: 415 },
    {
      name: "a Content-Length over the limit",
      payload: "{}",
      headers: { ...JSON_TYPE, "content-length": "99999999999" },
      status: 413,
    },
    {
      name: "a Content-Length larger than the body",
      payload: "{}",
      headers: { ...JSON_TYPE, "content-length": "50" },
      status: 400,
    },
  ];
}

const optional = new Set(["phoneNumber", "recaptchaToken"]);

describe.each(Object.keys(valid))("POST %s with malformed input", (url) => {
  const cases = malformedBodies(url).filter((c) => {
    const field = c.name.split(" ")[0]!;
    return !(optional.has(field) && (c.name.endsWith("as null") || c.name.endsWith("missing")));
  });

  it.each(cases)("$name: answers $status with a message and changes nothing", async (c) => {
    const before = await countUsers(t);
    const res = await t.app.inject({ method: "POST", url, payload: c.payload, headers: c.headers });
    expect(res.statusCode).toBe(c.status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/FST_|at .*\.ts|select |insert /i);
    expect(res.cookies.find((cookie) => cookie.name === "sid")).toBeUndefined();
    expect(await countUsers(t)).toBe(before);
  });
});

describe("malformed input elsewhere", () => {
  it("a whole-body type error says the body must be a JSON object", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "[]",
      headers: JSON_TYPE,
    });
    expect(res.json().message).toBe("The request body must be a JSON object");
  });

  it("names that are not text say so", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...valid["/api/auth/register"], firstName: 5 },
    });
    expect(res.json().message).toBe("First name must be text");
  });

  it("text containing a NUL character is a 400, not a database error", async () => {
    const before = await countUsers(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration({ firstName: "Nul\u0000Byte" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Text must not contain NUL characters");
    expect(await countUsers(t)).toBe(before);
  });

  it("GET /api/auth/user with a body or odd headers still answers normally", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: admin.cookie, "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("logout with a text/plain body is refused with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      payload: "bye",
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Unsupported content type");
  });

  it("a garbage session cookie is simply signed out", async () => {
    for (const cookie of ["sid=garbage", "sid=", "sid=a.b.c", `sid=${"x".repeat(5000)}`, "sid=%E0%A4%A"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });
});
