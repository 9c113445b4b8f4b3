import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60, 1),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(20, 0)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(28),
]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const MB = 1024 * 1024;

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----sb${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  who: TestUser | null,
  bytes: Buffer,
  opts: { field?: string; name?: string; type?: string } = {},
) {
  const body = multipart(opts.field ?? "avatar", opts.name ?? "me.png", opts.type ?? "image/png", bytes);
  return t.app.inject({
    method: "POST",
    url: "/api/user/avatar",
    payload: body.payload,
    headers: { "content-type": body.contentType, ...(who ? { cookie: who.cookie } : {}) },
  });
}

describe("POST /api/user/avatar", () => {
  it("stores a PNG, points profileImageUrl at it and serves it with its type", async () => {
    const res = await upload(user, PNG);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: user.id, email: user.email });
    expect(body.profileImageUrl).toMatch(/^\/api\/files\/\d+$/);
    expect((await as(t.app, user).get("/api/auth/user")).json().profileImageUrl).toBe(body.profileImageUrl);
    const served = await as(t.app, await createUser(t)).get(body.profileImageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["GIF", GIF, "image/gif"],
    ["WebP", WEBP, "image/webp"],
  ])("accepts a %s judged by its bytes", async (_label, bytes, type) => {
    const res = await upload(user, bytes, { name: "picture.bin", type: "application/octet-stream" });
    expect(res.statusCode).toBe(200);
    const served = await as(t.app, user).get(res.json().profileImageUrl);
    expect(served.headers["content-type"]).toBe(type);
  });

  it("stores a large photo as a small copy of at most 256 px a side", async () => {
    // 1600x1200 of noise: about 5 MB as PNG, the kind of camera picture that was served whole.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#336699",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(500_000);
    const res = await upload(user, photo, { name: "camera.jpg", type: "image/jpeg" });
    expect(res.statusCode).toBe(200);
    const served = await as(t.app, user).get(res.json().profileImageUrl);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(256);
    expect(meta.width / meta.height).toBeCloseTo(1600 / 1200, 1);
    expect(served.rawPayload.length).toBeLessThan(60_000);
    expect(served.headers["content-type"]).toBe(`image/${meta.format}`);
  });

  it("refuses a picture that decodes to more than 40 million pixels", async () => {
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MB);
    const res = await upload(user, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Please select a valid image file" });
  });

  it("replaces the previous picture and removes its file", async () => {
    const first = (await upload(user, PNG)).json().profileImageUrl;
    const second = (await upload(user, GIF, { name: "b.gif", type: "image/gif" })).json().profileImageUrl;
    expect(second).not.toBe(first);
    expect((await as(t.app, user).get(first)).statusCode).toBe(404);
    expect((await as(t.app, user).get(second)).statusCode).toBe(200);
  });

  it.each([
    ["a PDF", PDF, "image/png"],
    ["text named .png", Buffer.from("hello, not an image"), "image/png"],
    ["an empty file", Buffer.alloc(0), "image/png"],
  ])("refuses %s with 400 'Please select a valid image file'", async (_label, bytes, type) => {
    const before = (await as(t.app, user).get("/api/auth/user")).json().profileImageUrl;
    const res = await upload(user, bytes, { type });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Please select a valid image file" });
    expect((await as(t.app, user).get("/api/auth/user")).json().profileImageUrl).toBe(before);
  });

  it("refuses a picture over 5 MB with 413 'File size must be less than 5MB'", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]);
    const res = await upload(user, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: "File size must be less than 5MB" });
  });

  it("accepts a picture of exactly 5 MB", async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * MB - PNG.length)]);
    expect((await upload(user, exact)).statusCode).toBe(200);
  });

  it("refuses a part under another field name, and a JSON body with 415", async () => {
    const wrong = await upload(user, PNG, { field: "picture" });
    expect(wrong.statusCode).toBe(400);
    const json = await as(t.app, user).post("/api/user/avatar", { avatar: "data:image/png;base64,AAAA" });
    expect(json.statusCode).toBe(415);
  });

  it("answers 401 when signed out", async () => {
    expect((await upload(null, PNG)).statusCode).toBe(401);
  });

  it("lets the profile form keep or clear the uploaded picture but not point at someone else's", async () => {
    const mine = (await upload(user, PNG)).json().profileImageUrl;
    const other = await createUser(t);
    const theirs = (await upload(other, PNG)).json().profileImageUrl;
    const keep = await as(t.app, user).patch("/api/user/profile", {
      profileImageUrl: mine,
      firstName: "Kept",
    });
    expect(keep.json()).toMatchObject({ profileImageUrl: mine, firstName: "Kept" });
    const steal = await as(t.app, user).patch("/api/user/profile", { profileImageUrl: theirs });
    expect(steal.statusCode).toBe(400);
    const clear = await as(t.app, user).patch("/api/user/profile", { profileImageUrl: null });
    expect(clear.json().profileImageUrl).toBeNull();
  });
});
