import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { contentDisposition } from "./files.service.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

/** Stores a file row straight in the table (as an avatar, so any signed-in user may read it); returns its URL. */
async function stored(name: string, mimeType: string, data = Buffer.from("<svg onload=alert(1)>")) {
  const [row] = await t.database.db
    .insert(files)
    .values({ kind: "avatar", ownerId: user.id, name, mimeType, size: data.length, sha256: "x", data })
    .returning({ id: files.id });
  return `/api/files/${row!.id}`;
}

/** Decodes the RFC 5987 `filename*` value of a Content-Disposition header. */
function extendedName(header: string): string {
  const match = /filename\*=UTF-8''([^;\s]+)/.exec(header);
  if (!match) throw new Error(`no filename* in ${header}`);
  expect(match[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  return decodeURIComponent(match[1]!);
}

describe("contentDisposition", () => {
  it.each(["image/jpeg", "image/png", "image/gif", "image/webp"])("shows %s inline", (type) => {
    expect(contentDisposition("a.img", type)).toMatch(/^inline; /);
  });

  it.each(["application/pdf", "image/svg+xml", "image/x-icon", "text/html", "application/octet-stream", ""])(
    "makes %s a download",
    (type) => {
      expect(contentDisposition("a.bin", type)).toMatch(/^attachment; /);
    },
  );

  it.each([
    "report.pdf",
    "Résumé (v2) – final.pdf",
    "it's *done*!.pdf",
    "100% sure; really.pdf",
    "日本語のファイル.pdf",
    "emoji 🎉.pdf",
  ])("keeps the exact name %s in filename*, with only RFC 5987 attr-chars", (name) => {
    expect(extendedName(contentDisposition(name, "application/pdf"))).toBe(name);
  });

  it("does not throw on a lone surrogate in a stored name", () => {
    expect(extendedName(contentDisposition("a\ud800b.pdf", "application/pdf"))).toBe("a\ufffdb.pdf");
  });

  it("gives an ASCII fallback without quotes, backslashes or percent signs", () => {
    const header = contentDisposition('Ünï "cödé" 50%\\x.pdf', "application/pdf");
    const fallback = /filename="([^"]*)"/.exec(header)![1]!;
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback).not.toMatch(/[%\\"]/);
    expect(fallback.endsWith(".pdf")).toBe(true);
  });
});

describe("GET /api/files/{id} headers", () => {
  it("serves a stored type outside the image list (SVG) as an attachment, never inline", async () => {
    const res = await as(t.app, user).get(await stored("logo.svg", "image/svg+xml"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="logo\.svg"/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keeps a non-ASCII name and serves a PNG inline", async () => {
    const res = await as(t.app, user).get(await stored("Ünïcode (1).png", "image/png"));
    const header = res.headers["content-disposition"] as string;
    expect(header).toMatch(/^inline; /);
    expect(extendedName(header)).toBe("Ünïcode (1).png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
