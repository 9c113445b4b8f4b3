import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { files, projects } from "./db/schema.ts";
import { openTestDatabase } from "./test/app.ts";
import { createUser, type TestUser } from "./test/factories.ts";

/*
 * Compression (issue 8): the build's precompressed copies of the web client with their cache headers,
 * and Brotli/gzip for JSON answers of 1 KB and more, without touching sockets, files or errors.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const INDEX = `<!doctype html><html lang="en"><head><title>Sprintboard</title>${'<meta name="x" content="padding">'.repeat(20)}</head><body><div id="root"></div></body></html>`;
const JS = "console.log('a module of the app, long enough to be worth compressing');\n".repeat(40);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(40)}</svg>`;
const ASSET = "/assets/app-Bx3kQ9aZ.js";

/** A built web client in a temp folder, precompressed by the real build step. */
function builtWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-web-compress-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  writeFileSync(path.join(dir, ASSET), JS);
  writeFileSync(path.join(dir, "assets", "logo-D4fq.svg"), SVG);
  writeFileSync(path.join(dir, "favicon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  execFileSync(process.execPath, [path.join(repoRoot, "scripts", "precompress.mjs"), dir], { stdio: "pipe" });
  return dir;
}

let webDist: string;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let user: TestUser;

beforeAll(async () => {
  webDist = builtWebDist();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "sb-app-compress-")),
    SESSION_SECRET: "app-compress-test-secret-0123456789",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
  });
  ({ database, drop } = await openTestDatabase());
  app = await buildApp(config, { database, logger: false, jobs: false, webDist });
  await app.ready();
  user = await createUser({ app, database });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** The body of a response, decoded as its Content-Encoding says. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload).toString("utf8");
  return res.body;
}

describe("the build step (scripts/precompress.mjs)", () => {
  it("writes a .br and a .gz copy next to each html, js and svg file, and none for images", () => {
    for (const [file, text] of [
      ["index.html", INDEX],
      [ASSET, JS],
      ["assets/logo-D4fq.svg", SVG],
    ] as const) {
      expect(zlib.brotliDecompressSync(readFileSync(path.join(webDist, `${file}.br`))).toString()).toBe(text);
      expect(zlib.gunzipSync(readFileSync(path.join(webDist, `${file}.gz`))).toString()).toBe(text);
    }
    expect(existsSync(path.join(webDist, "favicon.png.br"))).toBe(false);
  });
});

describe("static files", () => {
  it("sends a hashed asset's Brotli copy with an immutable, year-long Cache-Control", async () => {
    const res = await get(ASSET, { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(JS);
  });

  it("sends the gzip copy to a gzip-only client and the file itself to a client that asks for neither", async () => {
    const gz = await get(ASSET, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz)).toBe(JS);
    const plain = await get(ASSET);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/index.html", "/", "/dashboard", "/projects/12"])(
    "answers %s with index.html, compressed, and Cache-Control no-cache",
    async (url) => {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decoded(res)).toBe(INDEX);
      const plain = await get(url);
      expect(plain.body).toBe(INDEX);
      expect(plain.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("does not serve the compressed copies as addresses of their own", async () => {
    const res = await get(`${ASSET}.br`, { "accept-encoding": "br" });
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(decoded(res)).toBe(INDEX);
  });
});

describe("JSON answers", () => {
  beforeAll(async () => {
    await database.db.insert(projects).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `A project with a long enough name, number ${i}`,
        description: "Enough text that thirty of these make a list well over one kilobyte.",
        ownerId: user.id,
      })),
    );
  });

  it.each(["br", "gzip"])(
    "are compressed with %s when the client asks and they pass 1 KB",
    async (encoding) => {
      const res = await get("/api/projects", { cookie: user.cookie, "accept-encoding": encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      const list = JSON.parse(decoded(res));
      expect(list).toHaveLength(30);
      expect(Buffer.byteLength(JSON.stringify(list))).toBeGreaterThan(1024);
    },
  );

  it("are not compressed when the client does not ask", async () => {
    const res = await get("/api/projects", { cookie: user.cookie });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toHaveLength(30);
  });

  it("are not compressed under 1 KB", async () => {
    const res = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("keep the error format, compressed or not", async () => {
    for (const headers of [{}, { "accept-encoding": "br" }] as Record<string, string>[]) {
      const res = await get("/api/projects/999999", { cookie: user.cookie, ...headers });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(decoded(res))).toMatchObject({ message: expect.any(String) });
      const bad = await app.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie: user.cookie, "content-encoding": "gzip", ...headers },
        payload: zlib.gzipSync(JSON.stringify({ name: "zipped" })),
      });
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(JSON.parse(decoded(bad))).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe("what compression leaves alone", () => {
  it("sends a stored file's exact bytes under its strong ETag, even to a client that accepts br", async () => {
    const data = Buffer.from(SVG.repeat(4));
    const [file] = await database.db
      .insert(files)
      .values({
        ownerId: user.id,
        kind: "avatar",
        name: "me.svg",
        mimeType: "image/svg+xml",
        size: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data,
      })
      .returning({ id: files.id });
    const res = await get(`/api/files/${file!.id}`, { cookie: user.cookie, "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers["content-disposition"]).toMatch(/me\.svg/);
  });

  it("opens the WebSocket for a browser that sends Accept-Encoding", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const ws = new WebSocket(`${address.replace("http", "ws")}/ws`, {
      headers: { cookie: user.cookie, "accept-encoding": "gzip, deflate, br" },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      });
      expect(ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      ws.terminate();
    }
  });
});
