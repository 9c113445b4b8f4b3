import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openTestDatabase } from "./test/app.ts";

const INDEX = '<!doctype html><html lang="en"><head><title>Sprintboard</title></head><body></body></html>';

/** A built web client of its own, so the test does not depend on `npm run build` having run. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-web-"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app');");
  return dir;
}

const apps: { app: FastifyInstance; close: () => Promise<void> }[] = [];

/** An app with `env` on a fresh database, serving the fake web client. */
async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sb-app-http-")),
    SESSION_SECRET: "app-http-test-secret-0123456789",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp(config, { database, logger: false, jobs: false, webDist: fakeWebDist() });
  await app.ready();
  apps.push({
    app,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  });
  return app;
}

let plain: FastifyInstance;
let https: FastifyInstance;
beforeAll(async () => {
  plain = await start();
  https = await start({ APP_URL: "https://board.example.test" });
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

describe("Strict-Transport-Security", () => {
  it("is not sent when APP_URL is unset or http", async () => {
    const res = await plain.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent when APP_URL is https", async () => {
    const res = await https.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
  });
});

describe("HEAD on an app route", () => {
  it.each(["/dashboard", "/projects/1", "/"])("answers HEAD %s like GET, without a body", async (url) => {
    const get = await plain.inject({ method: "GET", url });
    const head = await plain.inject({ method: "HEAD", url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(INDEX);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    for (const name of ["content-type", "cache-control", "content-length", "content-security-policy"]) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it("answers HEAD on a built asset and keeps 404 for unknown API paths", async () => {
    expect((await plain.inject({ method: "HEAD", url: "/assets/app.js" })).statusCode).toBe(200);
    expect((await plain.inject({ method: "HEAD", url: "/api/nothing-here" })).statusCode).toBe(404);
    expect((await plain.inject({ method: "POST", url: "/dashboard" })).statusCode).toBe(404);
  });

  it("sends X-Content-Type-Options: nosniff on pages and API answers", async () => {
    for (const url of ["/dashboard", "/api/health"]) {
      expect((await plain.inject({ method: "GET", url })).headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});
