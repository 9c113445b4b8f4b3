import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_RATE_LIMIT_MESSAGE, ChatMessageSchema } from "../../../contract/chat.ts";
import { chatMessages, files, notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { dataUrl, EXE_BYTES, PDF_BYTES, PNG_BYTES } from "../comments/comments.fixtures.ts";
import { type ChatScene, chatScene, mention, postMessage } from "./chat.fixtures.ts";
import { mentionedReaders } from "./chat-messages.service.ts";

/** Team chat messages (product rules §23): mentions, the author's edit and delete, one attachment. */

let t: TestApp;
let s: ChatScene;

beforeAll(async () => {
  t = await buildTestApp();
  s = await chatScene(t);
});
afterAll(async () => {
  await t.close();
});

const mentionsOf = async (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "chat_mention")));

describe("mentions", () => {
  it("notifies each mentioned reader once, never the author, nor someone who cannot read the channel", async () => {
    const text = `${mention(s.member)} and ${mention(s.member)}, ${mention(s.owner)}, ${mention(s.colleague)}`;
    const message = await postMessage(t, s.owner, s.projectChannel, { content: text });
    const toMember = await mentionsOf(s.member.id);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]).toMatchObject({
      relatedEntityType: "chat",
      relatedEntityId: s.projectChannel,
      actionUserId: s.owner.id,
      message: expect.stringContaining("Chat project"),
    });
    expect(await mentionsOf(s.owner.id)).toHaveLength(0);
    expect(await mentionsOf(s.colleague.id)).toHaveLength(0);
    // The feed links to the channel.
    const feed = await as(t.app, s.member).get("/api/user/notifications");
    expect(feed.json()[0]).toMatchObject({ type: "chat_mention", link: `/chat/${s.projectChannel}` });

    // An edit that keeps (or adds) the mention notifies no one again.
    const edited = await as(t.app, s.owner).patch(`/api/chat/messages/${message.id}`, {
      content: `${mention(s.member)} again`,
    });
    expect(edited.statusCode).toBe(200);
    expect(await mentionsOf(s.member.id)).toHaveLength(1);
  });

  it("honours the 'comment mentions' switch", async () => {
    const off = await as(t.app, s.colleague).patch("/api/user/notification-preferences", {
      commentMentions: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await postMessage(t, s.owner, s.teamChannel, { content: `Hi ${mention(s.colleague)}` });
    expect(await mentionsOf(s.colleague.id)).toHaveLength(0);
    await as(t.app, s.colleague).patch("/api/user/notification-preferences", { commentMentions: true });
    await postMessage(t, s.owner, s.teamChannel, { content: `Hi ${mention(s.colleague)}` });
    expect(await mentionsOf(s.colleague.id)).toHaveLength(1);
  });

  it("matches whole names only, case-insensitively", () => {
    const ann = { id: 1, email: "ann@x.test", firstName: "Ann", lastName: "Lee", profileImageUrl: null };
    const nameless = { id: 2, email: "bo@x.test", firstName: null, lastName: null, profileImageUrl: null };
    const ids = (text: string) => mentionedReaders(text, [ann, nameless], 99).map((u) => u.id);
    expect(ids("hello @ann lee!")).toEqual([1]);
    expect(ids("hello @Ann Leeroy")).toEqual([]);
    expect(ids("mail @bo@x.test")).toEqual([2]);
    expect(mentionedReaders("@Ann Lee", [ann], 1)).toEqual([]);
  });
});

describe("floods", () => {
  it("limits messages to 10 per 10 s per person and channel: the 11th is a 429 that stores nothing", async () => {
    const r = await chatScene(t);
    for (let i = 0; i < 10; i++) await postMessage(t, r.member, r.projectChannel, { content: `Quick ${i}` });
    const before = await t.database.db.select().from(chatMessages);
    const res = await as(t.app, r.member).post(`/api/chat/channels/${r.projectChannel}/messages`, {
      content: "One too many",
    });
    expect([res.statusCode, res.json().message]).toEqual([429, CHAT_RATE_LIMIT_MESSAGE]);
    expect(await t.database.db.select().from(chatMessages)).toEqual(before);
    // Someone else in that channel, and the same person in another channel, may still post.
    await postMessage(t, r.owner, r.projectChannel, { content: "Me too" });
    const direct = (await as(t.app, r.member).post("/api/chat/direct", { userId: r.owner.id })).json().id;
    await postMessage(t, r.member, direct, { content: "Elsewhere" });
  });

  it("folds one person's mentions of a reader in a channel within a minute into one notification", async () => {
    const r = await chatScene(t);
    for (let i = 0; i < 4; i++) {
      await postMessage(t, r.owner, r.projectChannel, { content: `${mention(r.member)} look ${i}` });
    }
    const folded = await mentionsOf(r.member.id);
    expect(folded).toHaveLength(1);
    // Someone else's mention is a notification of its own.
    await postMessage(t, r.member, r.projectChannel, { content: `${mention(r.owner)} seen` });
    expect(await mentionsOf(r.owner.id)).toHaveLength(1);
    // A minute later, the next mention notifies again.
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(notifications.id, folded[0]!.id));
    await postMessage(t, r.owner, r.projectChannel, { content: `${mention(r.member)} again` });
    expect(await mentionsOf(r.member.id)).toHaveLength(2);
  });
});

describe("edit and delete", () => {
  it("lets only the author edit or delete (403 for other readers, 404 for outsiders)", async () => {
    const message = await postMessage(t, s.member, s.projectChannel, { content: "Draft" });
    const patch = (user: typeof s.owner) =>
      as(t.app, user).patch(`/api/chat/messages/${message.id}`, { content: "Hijacked" });
    expect((await patch(s.owner)).statusCode).toBe(403);
    expect((await patch(s.outsider)).statusCode).toBe(404);
    expect((await as(t.app, s.owner).delete(`/api/chat/messages/${message.id}`)).statusCode).toBe(403);
    expect((await as(t.app, s.colleague).delete(`/api/chat/messages/${message.id}`)).statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(kept).toMatchObject({ content: "Draft", editedAt: null });

    const bad = await as(t.app, s.member).patch(`/api/chat/messages/${message.id}`, { content: "   " });
    expect(bad.statusCode).toBe(400);
    const res = await as(t.app, s.member).patch(`/api/chat/messages/${message.id}`, { content: " Final " });
    expect(res.statusCode).toBe(200);
    const edited = ChatMessageSchema.parse(res.json());
    expect(edited).toMatchObject({ content: "Final", editedAt: expect.any(String) });

    expect((await as(t.app, s.member).delete(`/api/chat/messages/${message.id}`)).statusCode).toBe(204);
    expect((await as(t.app, s.member).delete(`/api/chat/messages/${message.id}`)).statusCode).toBe(404);
  });

  it("rejects bad messages with a 400 that stores nothing", async () => {
    const before = (await t.database.db.select().from(chatMessages)).length;
    const post = (body: unknown) =>
      as(t.app, s.owner).post(`/api/chat/channels/${s.projectChannel}/messages`, body);
    for (const body of [
      {},
      { content: "   " },
      { content: "x".repeat(4001) },
      { content: 5 },
      { content: "a", extra: 1 },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(
      (await as(t.app, s.owner).post("/api/chat/channels/abc/messages", { content: "a" })).statusCode,
    ).toBe(400);
    expect((await t.database.db.select().from(chatMessages)).length).toBe(before);
  });
});

describe("attachments", () => {
  it("stores one file by the comment-attachment rules, readable only by the channel's readers", async () => {
    const message = await postMessage(t, s.owner, s.teamChannel, {
      content: "",
      attachment: { name: "../pixel.png", url: dataUrl("image/png", PNG_BYTES) },
    });
    expect(message.attachment).toMatchObject({
      name: "pixel.png",
      url: expect.stringMatching(/^\/api\/files\/\d+$/),
    });
    const url = message.attachment!.url;
    expect((await as(t.app, s.colleague).get(url)).statusCode).toBe(200);
    expect((await as(t.app, s.member).get(url)).statusCode).toBe(404);
    expect((await as(t.app, s.outsider).get(url)).statusCode).toBe(404);

    const pdf = await postMessage(t, s.member, s.projectChannel, {
      content: "Spec",
      attachment: { name: "spec.pdf", url: dataUrl("application/pdf", PDF_BYTES) },
    });
    expect((await as(t.app, s.owner).get(pdf.attachment!.url)).statusCode).toBe(200);

    // Deleting the message deletes its file.
    await as(t.app, s.owner).delete(`/api/chat/messages/${message.id}`);
    const fileId = Number(url.split("/").pop());
    expect(await t.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
  });

  it("refuses a wrong type (400) or an oversized file (413) and stores nothing", async () => {
    const count = async () => (await t.database.db.select({ id: files.id }).from(files)).length;
    const before = await count();
    const exe = await as(t.app, s.owner).post(`/api/chat/channels/${s.projectChannel}/messages`, {
      content: "Run me",
      attachment: { name: "pixel.png", url: dataUrl("image/png", EXE_BYTES) },
    });
    expect(exe.statusCode).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await as(t.app, s.owner).post(`/api/chat/channels/${s.projectChannel}/messages`, {
      attachment: { name: "big.png", url: dataUrl("image/png", big) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/smaller than 10MB/);
    expect(await count()).toBe(before);
    const stranger = await createUser(t);
    expect(
      (
        await as(t.app, stranger).post(`/api/chat/channels/${s.projectChannel}/messages`, {
          attachment: { name: "pixel.png", url: dataUrl("image/png", PNG_BYTES) },
        })
      ).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
  });
});
