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
    expect(limited.json()).toMatchObject({ message: "Too many attempts. Please try again in 15 minutes." });
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

  it("ignores X-Forwarded-For from a private-network peer too: rotating it gets no fresh quota", async () => {
    const remoteAddress = "10.1.2.3";
    for (let i = 0; i < 3; i++) {
      const res = await postJson(t.app, "/api/auth/login", bodies["/api/auth/login"]!(), {
        remoteAddress,
        headers: { "x-forwarded-for": `203.0.113.${100 + i}` },
      });
      expect(res.statusCode).not.toBe(429);
    }
    const res = await postJson(t.app, "/api/auth/login", bodies["/api/auth/login"]!(), {
      remoteAddress,
      headers: { "x-forwarded-for": "203.0.113.199" },
    });
    expect(res.statusCode).toBe(429);
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

describe("TRUST_PROXY", () => {
  /** Forgot-password calls from `remoteAddress` carrying `xff`, until the first 429; returns the statuses. */
  const attempts = async (app: TestApp, remoteAddress: string, xff: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postJson(
        app.app,
        "/api/auth/forgot-password",
        bodies["/api/auth/forgot-password"]!(),
        {
          remoteAddress,
          headers: { "x-forwarded-for": xff(i) },
        },
      );
      statuses.push(res.statusCode);
    }
    return statuses;
  };
  let cidr: TestApp;
  let hops: TestApp;
  beforeAll(async () => {
    cidr = await buildTestApp({ AUTH_RATE_LIMIT: "3", TRUST_PROXY: "10.0.0.0/8" });
    hops = await buildTestApp({ AUTH_RATE_LIMIT: "3", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await cidr.close();
    await hops.close();
  });

  it("with a CIDR, counts each client behind a proxy in it by its forwarded address", async () => {
    // The left part of the header is the client's to write; only what the proxy appended counts.
    for (const client of ["203.0.113.1", "203.0.113.2"]) {
      expect(await attempts(cidr, "10.1.2.3", (i) => `6.6.6.${i}, ${client}`)).toEqual([200, 200, 200, 429]);
    }
  });

  it("with a CIDR, still ignores the header from a peer outside it", async () => {
    expect(await attempts(cidr, "198.51.100.80", (i) => `203.0.113.${50 + i}`)).toEqual([200, 200, 200, 429]);
  });

  it("with a hop count, takes the address the nearest proxy saw", async () => {
    for (const client of ["203.0.113.7", "203.0.113.8"]) {
      expect(await attempts(hops, "127.0.0.1", (i) => `6.6.6.${i}, ${client}`)).toEqual([200, 200, 200, 429]);
    }
  });

  it("reports the forwarded address as request.ip, the one every per-address limit uses", async () => {
    const request = { ip: "203.0.113.9" } as FastifyRequest;
    expect(clientAddress(request)).toBe("203.0.113.9");
  });
});
