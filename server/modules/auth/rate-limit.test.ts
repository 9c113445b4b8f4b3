import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { postJson, registration } from "./auth-test-helpers.ts";
import { clientAddress } from "./rate-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: "3" });
});
afterAll(async () => {
  await t.close();
});

const bodies: Record<string, () => Record<string, unknown>> = {
  "/api/auth/login": () => ({ email: "someone@example.test", password: "wrong password" }),
  "/api/auth/register": () => registration(),
  "/api/auth/forgot-password": () => ({ email: "someone@example.test" }),
  "/api/auth/reset-password": () => ({ token: "x".repeat(43), newPassword: "long enough" }),
};

describe("AUTH_RATE_LIMIT per client address", () => {
  it.each(Object.keys(bodies))("answers the 4th call to %s in the window with 429 {message}", async (url) => {
    const remoteAddress = `198.51.100.${Object.keys(bodies).indexOf(url) + 1}`;
    for (let i = 0; i < 3; i++) {
      const res = await postJson(t.app, url, bodies[url]!(), { remoteAddress });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await postJson(t.app, url, bodies[url]!(), { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many attempts. Please try again in 15 minutes." });
    expect(limited.headers["retry-after"]).toBeDefined();
    const other = await postJson(t.app, url, bodies[url]!(), { remoteAddress: "203.0.113.200" });
    expect(other.statusCode).not.toBe(429);
  });

  it("counts even invalid input, so a flood of bad requests is stopped too", async () => {
    const remoteAddress = "198.51.100.50";
    for (let i = 0; i < 3; i++) await postJson(t.app, "/api/auth/login", {}, { remoteAddress });
    const res = await postJson(t.app, "/api/auth/login", {}, { remoteAddress });
    expect(res.statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For sent by a client connecting directly", async () => {
    const remoteAddress = "198.51.100.60";
    for (let i = 0; i < 3; i++) {
      await postJson(t.app, "/api/auth/login", bodies["/api/auth/login"]!(), {
        remoteAddress,
        headers: { "x-forwarded-for": `10.0.0.${i}` },
      });
    }
    const res = await postJson(t.app, "/api/auth/login", bodies["/api/auth/login"]!(), {
      remoteAddress,
      headers: { "x-forwarded-for": "10.0.0.99" },
    });
    expect(res.statusCode).toBe(429);
  });

  it("counts each client behind a local proxy separately", async () => {
    for (const client of ["203.0.113.1", "203.0.113.2"]) {
      for (let i = 0; i < 3; i++) {
        const res = await postJson(
          t.app,
          "/api/auth/forgot-password",
          bodies["/api/auth/forgot-password"]!(),
          {
            remoteAddress: "127.0.0.1",
            headers: { "x-forwarded-for": `6.6.6.${i}, ${client}` },
          },
        );
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it("leaves the other routes alone", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/auth/user",
        remoteAddress: "198.51.100.70",
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("clientAddress", () => {
  const req = (remoteAddress: string, xff?: string) =>
    ({
      socket: { remoteAddress },
      headers: xff ? { "x-forwarded-for": xff } : {},
    }) as unknown as FastifyRequest;

  it.each([
    ["a direct public client", req("203.0.113.5"), "203.0.113.5"],
    ["a direct client faking the header", req("203.0.113.5", "1.2.3.4"), "203.0.113.5"],
    ["a client behind a loopback proxy", req("127.0.0.1", "203.0.113.5"), "203.0.113.5"],
    [
      "a client behind two private proxies",
      req("10.0.0.2", "spoofed, 203.0.113.5, 192.168.1.1"),
      "203.0.113.5",
    ],
    ["an IPv4-mapped peer", req("::ffff:203.0.113.5"), "203.0.113.5"],
    ["an IPv6 client behind a proxy", req("::1", "2001:db8::1"), "2001:db8::1"],
    ["a local client with no proxy", req("127.0.0.1"), "127.0.0.1"],
    ["a local client whose chain is all private", req("127.0.0.1", "10.1.1.1"), "10.1.1.1"],
  ])("uses %s's own address", (_name, request, expected) => {
    expect(clientAddress(request)).toBe(expected);
  });
});
