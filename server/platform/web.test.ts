import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { createUser, type TestUser } from "../test/factories.ts";

/*
 * '/' without a live session is the prerendered landing page (landing.html, issue 20); with one, and
 * on every other path, the app (index.html), which also renders the landing page when it must.
 */

const INDEX = "<!doctype html><title>app</title>";
const LANDING = "<!doctype html><title>landing</title>";
const LANDING_DE = '<!doctype html><html lang="de"><title>Startseite</title>';

let t: TestApp;
let user: TestUser;

/** A built web client with index.html and, unless `landing` is false, landing.html. */
function webDist(landing = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-web-landing-"));
  writeFileSync(path.join(dir, "index.html"), INDEX);
  if (landing) writeFileSync(path.join(dir, "landing.html"), LANDING);
  if (landing) writeFileSync(path.join(dir, "landing.de.html"), LANDING_DE);
  // The build's precompressed copies (scripts/precompress.mjs).
  for (const [name, text] of [["index.html", INDEX], ...(landing ? [["landing.html", LANDING]] : [])]) {
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  mkdirSync(path.join(dir, "assets"));
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp({}, { webDist: webDist() });
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the landing page", () => {
  it.each(["/", "/?utm_source=mail"])("is what %s sends without a session", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(res.body).toBe(LANDING);
  });

  it("is what '/' sends with a forged, or an ended, session cookie", async () => {
    expect((await get("/", "sid=s%3Aforged.signature")).body).toBe(LANDING);
    const other = await createUser(t);
    expect((await get("/", other.cookie)).body).toBe(INDEX);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: other.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect((await get("/", other.cookie)).body).toBe(LANDING);
  });

  it("is not what '/' sends with a live session, nor what other paths send", async () => {
    expect((await get("/", user.cookie)).body).toBe(INDEX);
    expect(String((await get("/", user.cookie)).headers.vary)).toMatch(/cookie/i);
    for (const url of ["/login", "/register", "/dashboard", "/nowhere"]) {
      expect((await get(url)).body).toBe(INDEX);
    }
  });

  it("is in the language chosen on the device (cookie), else the browser's, else English", async () => {
    const home = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/", headers });
    expect((await home({ "accept-language": "de-AT,de;q=0.9,en;q=0.5" })).body).toBe(LANDING_DE);
    expect((await home({ "accept-language": "en;q=0.4, de;q=0.8" })).body).toBe(LANDING_DE);
    expect((await home({ "accept-language": "en-US,en;q=0.9" })).body).toBe(LANDING);
    expect((await home({ "accept-language": "nl, sv" })).body).toBe(LANDING);
    expect((await home({})).body).toBe(LANDING);
    // The device's choice wins over the browser's languages; an unknown one is ignored.
    expect((await home({ cookie: "sprintboard_lang=de", "accept-language": "en" })).body).toBe(LANDING_DE);
    expect((await home({ cookie: "sprintboard_lang=en", "accept-language": "de" })).body).toBe(LANDING);
    expect((await home({ cookie: "sprintboard_lang=xx", "accept-language": "de" })).body).toBe(LANDING_DE);
    // A language the build has no page for gets the English one.
    expect((await home({ "accept-language": "fr" })).body).toBe(LANDING);
    expect(String((await home({ "accept-language": "de" })).headers.vary)).toMatch(/accept-language/i);
  });

  it.each(["br", "gzip"])("varies its %s copy as the uncompressed page does", async (encoding) => {
    const plain = await get("/");
    const packed = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": encoding } });
    expect(packed.headers["content-encoding"]).toBe(encoding);
    expect(String(plain.headers.vary).toLowerCase()).toBe("accept-encoding, cookie, accept-language");
    expect(String(packed.headers.vary).toLowerCase()).toBe("accept-encoding, cookie, accept-language");
    const app = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "accept-encoding": encoding },
    });
    expect(app.headers["content-encoding"]).toBe(encoding);
    expect(String(app.headers.vary).toLowerCase()).toBe("accept-encoding, cookie, accept-language");
  });

  it("falls back to the app where the build wrote no landing.html", async () => {
    const bare = await buildTestApp({}, { webDist: webDist(false) });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/" })).body).toBe(INDEX);
    } finally {
      await bare.close();
    }
  });
});
