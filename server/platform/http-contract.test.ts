import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("runtime contract", () => {
  it("GET /api/health answers 200 {status: 'ok'} without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("sends helmet's security headers, with a CSP that allows no third-party script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("google");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows exactly the inline theme script of index.html, by its hash", async () => {
    const html = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`;
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(res.headers["content-security-policy"])).toContain(`script-src 'self' ${hash}`);
  });

  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/auth"],
    ["POST", "/api/does/not/exist"],
    ["DELETE", "/api/auth/user"],
    ["GET", "/api/auth/login"],
  ] as const)("%s %s is a 404 JSON {message}", async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ message: "Not found" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("an unknown /api path is 404 even with a signed-out or garbage cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope", headers: { cookie: "sid=zzz" } });
    expect(res.statusCode).toBe(404);
  });

  it("a route needing a session answers 401 JSON when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "You are not signed in" });
  });
});
