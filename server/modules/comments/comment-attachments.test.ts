import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import {
  type CommentScene,
  commentScene,
  dataUrl,
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  postComment,
} from "./comments.fixtures.ts";

const INVALID = "Invalid file type: Please upload an image (JPG, PNG, GIF) or PDF file.";
const TOO_LARGE = "File too large: Please upload a file smaller than 10MB.";

let t: TestApp;
let s: CommentScene;
beforeAll(async () => {
  t = await buildTestApp();
  s = await commentScene(t);
});
afterAll(async () => {
  await t.close();
});

const post = (body: Record<string, unknown>) =>
  as(t.app, s.member).post(`/api/tasks/${s.taskId}/comments`, body);
const fileId = (url: string) => Number(url.split("/").pop());

describe("comment attachments", () => {
  it("stores a PNG sent as a data URL and answers with its /api/files/{id} URL", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Screenshot",
      attachments: [{ type: "file", name: "shot.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    expect(c.attachments).toEqual([
      { type: "file", name: "shot.png", url: expect.stringMatching(/^\/api\/files\/\d+$/) },
    ]);
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileId(c.attachments[0]!.url)));
    expect(row).toMatchObject({
      kind: "attachment",
      mimeType: "image/png",
      size: PNG_BYTES.length,
      projectId: s.projectId,
    });
    expect(row!.sha256).toBe(createHash("sha256").update(PNG_BYTES).digest("hex"));
  });

  it("trusts the bytes, not the declared type: a PDF declared as an image is stored as a PDF", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Spec",
      attachments: [{ type: "file", name: "spec.pdf", url: dataUrl("image/png", PDF_BYTES) }],
    });
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileId(c.attachments[0]!.url)));
    expect(row!.mimeType).toBe("application/pdf");
  });

  it("refuses an executable, even declared as a PNG, with the documented message and stores nothing", async () => {
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    for (const mime of ["image/png", "application/octet-stream"]) {
      const res = await post({
        content: "Run me",
        attachments: [{ type: "file", name: "setup.exe", url: dataUrl(mime, EXE_BYTES) }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID);
    }
    const garbage = await post({
      content: "x",
      attachments: [{ type: "file", name: "a.png", url: "data:image/png;base64,!!!not base64!!!" }],
    });
    expect(garbage.statusCode).toBe(400);
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);
    const list = (await as(t.app, s.member).get(`/api/tasks/${s.taskId}/comments`)).json();
    expect(list.some((c: { content: string }) => c.content === "Run me")).toBe(false);
  });

  it("refuses a file over 10 MB with 413 and the documented message", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    PNG_BYTES.copy(big);
    const res = await post({
      content: "Huge",
      attachments: [{ type: "file", name: "big.png", url: dataUrl("image/png", big) }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
  });

  it("takes a file of exactly 10 MB (the JSON body limit of this route is above the default 1 MB)", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 0);
    PDF_BYTES.copy(big);
    const res = await post({
      content: "Max",
      attachments: [{ type: "file", name: "max.pdf", url: dataUrl("application/pdf", big) }],
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers a body far over the limit with 413 and the documented message", async () => {
    const res = await post({
      content: "Huger",
      attachments: [{ type: "file", name: "x.png", url: "A".repeat(16 * 1024 * 1024) }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
  });

  it("allows at most one attachment", async () => {
    const one = { type: "file", name: "a.png", url: dataUrl("image/png", PNG_BYTES) };
    const res = await post({ content: "Two", attachments: [one, one] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A comment can have at most one attachment");
  });

  it("keeps an http(s) link as it is and refuses other URL schemes", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "See",
      attachments: [{ type: "link", name: "Docs", url: "https://example.com/docs" }],
    });
    expect(c.attachments).toEqual([{ type: "link", name: "Docs", url: "https://example.com/docs" }]);
    const res = await post({
      content: "Bad",
      attachments: [{ type: "link", name: "x", url: "javascript:alert(1)" }],
    });
    expect(res.statusCode).toBe(400);
    const badType = await post({
      content: "Bad",
      attachments: [{ type: "video", name: "x", url: "https://a.b" }],
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe("GET /api/files/{id}", () => {
  it("serves an image inline with its type, a safe name and an ETag; If-None-Match gives 304", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Pic",
      attachments: [{ type: "file", name: '../../we"ird\nname.png', url: dataUrl("image/png", PNG_BYTES) }],
    });
    const url = c.attachments[0]!.url;
    const res = await as(t.app, s.owner).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="weird name\.png"/);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${createHash("sha256").update(PNG_BYTES).digest("hex")}"`);
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: s.owner.cookie, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves a PDF as a download", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Doc",
      attachments: [{ type: "file", name: "report.pdf", url: dataUrl("application/pdf", PDF_BYTES) }],
    });
    const res = await as(t.app, s.member).get(c.attachments[0]!.url);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="report\.pdf"/);
  });

  it("answers 404 to someone outside the project, for a missing file and 401 signed out", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Private",
      attachments: [{ type: "file", name: "p.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    expect((await as(t.app, s.outsider).get(c.attachments[0]!.url)).statusCode).toBe(404);
    expect((await as(t.app, s.owner).get("/api/files/999999")).statusCode).toBe(404);
    expect((await as(t.app, s.owner).get("/api/files/0")).statusCode).toBe(400);
    expect((await as(t.app, null).get(c.attachments[0]!.url)).statusCode).toBe(401);
  });

  it("lets any signed-in user read an avatar", async () => {
    const [row] = await t.database.db
      .insert(files)
      .values({
        kind: "avatar",
        ownerId: s.owner.id,
        name: "me.png",
        mimeType: "image/png",
        size: PNG_BYTES.length,
        sha256: "x",
        data: PNG_BYTES,
      })
      .returning({ id: files.id });
    const stranger = await createUser(t);
    expect((await as(t.app, stranger).get(`/api/files/${row!.id}`)).statusCode).toBe(200);
  });

  it("deleting a comment deletes its stored file", async () => {
    const c = await postComment(t, s.member, s.taskId, {
      content: "Temp",
      attachments: [{ type: "file", name: "t.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    expect((await as(t.app, s.member).delete(`/api/comments/${c.id}`)).statusCode).toBe(204);
    expect((await as(t.app, s.member).get(c.attachments[0]!.url)).statusCode).toBe(404);
  });
});
