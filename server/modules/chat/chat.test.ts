import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatChannelListSchema, ChatMessagePageSchema } from "../../../contract/chat.ts";
import { chatChannels, chatMessages, chatReads } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { type ChatScene, chatScene, listChannels, postMessage } from "./chat.fixtures.ts";

/** Team chat (product rules §23): channels, who reads them, direct channels, pages, unread counts, search. */

let t: TestApp;
let s: ChatScene;

beforeAll(async () => {
  t = await buildTestApp();
  s = await chatScene(t);
});
afterAll(async () => {
  await t.close();
});

const messageCount = async () => (await t.database.db.select().from(chatMessages)).length;

describe("channels", () => {
  it("lists a channel per visible project and per department the user belongs to", async () => {
    const res = await as(t.app, s.owner).get("/api/chat/channels");
    expect(res.statusCode, res.body).toBe(200);
    const list = ChatChannelListSchema.parse(res.json());
    expect(list.channels.map((c) => [c.kind, c.name])).toEqual([
      ["project", "Chat project"],
      ["department", "Chat department"],
    ]);
    const member = (await listChannels(t, s.member)).map((c) => c.id);
    expect(member).toEqual([s.projectChannel]);
    const colleague = (await listChannels(t, s.colleague)).map((c) => c.id);
    expect(colleague).toEqual([s.teamChannel]);
    expect(await listChannels(t, s.outsider)).toEqual([]);
  });

  it("makes each group channel once, however often and concurrently it is listed", async () => {
    await Promise.all([listChannels(t, s.owner), listChannels(t, s.member), listChannels(t, s.owner)]);
    const rows = await t.database.db.select().from(chatChannels);
    expect(rows.filter((r) => r.projectId === s.projectId)).toHaveLength(1);
    expect(rows.filter((r) => r.teamId === s.teamId)).toHaveLength(1);
  });

  it("answers 404 to an outsider reading, posting, listing members or marking a channel read", async () => {
    const o = as(t.app, s.outsider);
    for (const channel of [s.projectChannel, s.teamChannel]) {
      expect((await o.get(`/api/chat/channels/${channel}`)).statusCode).toBe(404);
      expect((await o.get(`/api/chat/channels/${channel}/messages`)).statusCode).toBe(404);
      expect((await o.get(`/api/chat/channels/${channel}/members`)).statusCode).toBe(404);
      const post = await o.post(`/api/chat/channels/${channel}/messages`, { content: "Let me in" });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ message: "Channel not found" });
      expect((await o.post(`/api/chat/channels/${channel}/read`, { messageId: 1 })).statusCode).toBe(404);
    }
    // A project member is an outsider to the department's channel, and the colleague to the project's.
    expect((await as(t.app, s.member).get(`/api/chat/channels/${s.teamChannel}/messages`)).statusCode).toBe(
      404,
    );
    expect((await as(t.app, s.colleague).get(`/api/chat/channels/${s.projectChannel}`)).statusCode).toBe(404);
    expect(await messageCount()).toBe(0);
  });

  it("lists the readers of a channel with who is online", async () => {
    const res = await as(t.app, s.member).get(`/api/chat/channels/${s.projectChannel}/members`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([s.owner.id, s.member.id].sort());
    expect(res.json()[0]).toHaveProperty("online", false);
  });
});

describe("direct channels", () => {
  it("opens one channel per pair with someone sharing a project or a department", async () => {
    const first = await as(t.app, s.member).post("/api/chat/direct", { userId: s.owner.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: "direct", otherUser: { id: s.owner.id } });
    const again = await as(t.app, s.owner).post("/api/chat/direct", { userId: s.member.id });
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().otherUser.id).toBe(s.member.id);
    const viaDepartment = await as(t.app, s.colleague).post("/api/chat/direct", { userId: s.owner.id });
    expect(viaDepartment.statusCode).toBe(200);
    // The people picker lists exactly those.
    const people = await as(t.app, s.owner).get("/api/chat/people");
    expect(
      people
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([s.member.id, s.colleague.id].sort());
  });

  it("is 404 with someone sharing nothing, 400 with oneself, and readable by its two people only", async () => {
    const stranger = await as(t.app, s.outsider).post("/api/chat/direct", { userId: s.owner.id });
    expect(stranger.statusCode).toBe(404);
    // Sharing nothing works both ways: the member and the colleague share neither project nor department.
    expect((await as(t.app, s.member).post("/api/chat/direct", { userId: s.colleague.id })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, s.member).post("/api/chat/direct", { userId: 999_999 })).statusCode).toBe(404);
    const self = await as(t.app, s.member).post("/api/chat/direct", { userId: s.member.id });
    expect(self.statusCode).toBe(400);
    expect((await as(t.app, s.member).post("/api/chat/direct", { userId: "x" })).statusCode).toBe(400);
    const dm = (await as(t.app, s.member).post("/api/chat/direct", { userId: s.owner.id })).json().id;
    await postMessage(t, s.member, dm, { content: "Just us" });
    expect((await as(t.app, s.colleague).get(`/api/chat/channels/${dm}/messages`)).statusCode).toBe(404);
    expect((await as(t.app, s.outsider).get("/api/chat/people")).json()).toEqual([]);
  });
});

describe("message pages", () => {
  it("pages backwards with a cursor, stable when timestamps are equal", async () => {
    const reader = await createUser(t);
    const channel = (await as(t.app, s.owner).post("/api/chat/direct", { userId: s.member.id })).json().id;
    const at = new Date("2026-01-01T10:00:00Z");
    const inserted = await t.database.db
      .insert(chatMessages)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          channelId: channel,
          authorId: s.owner.id,
          content: `m${i}`,
          createdAt: at,
        })),
      )
      .returning({ id: chatMessages.id });
    const ids = inserted.map((r) => r.id).sort((a, b) => b - a);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const query: string = before ? `?limit=3&before=${before}` : "?limit=3";
      const res = await as(t.app, s.member).get(`/api/chat/channels/${channel}/messages${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = ChatMessagePageSchema.parse(res.json());
      seen.push(...page.messages.map((m) => m.id));
      before = page.nextBefore;
    } while (before !== null);
    // Newest first, each once; older messages of the channel (from earlier tests) come after.
    expect(seen.slice(0, 7)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await as(t.app, reader).get(`/api/chat/channels/${channel}/messages`)).statusCode).toBe(404);
  });

  it("rejects a bad cursor or limit with a message", async () => {
    for (const query of ["?limit=0", "?limit=51", "?limit=x", "?before=-1", "?before=abc"]) {
      const res = await as(t.app, s.owner).get(`/api/chat/channels/${s.projectChannel}/messages${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("unread counts", () => {
  it("counts others' messages after the last read one, per channel and in total", async () => {
    const before = ChatChannelListSchema.parse((await as(t.app, s.member).get("/api/chat/channels")).json());
    const start = before.unreadTotal;
    // Posting marks the channel read for its author; their own messages never count.
    await postMessage(t, s.member, s.projectChannel, { content: "Mine do not count" });
    const first = await postMessage(t, s.owner, s.projectChannel, { content: "One" });
    const second = await postMessage(t, s.owner, s.projectChannel, { content: "Two" });
    const list = ChatChannelListSchema.parse((await as(t.app, s.member).get("/api/chat/channels")).json());
    const channel = list.channels.find((c) => c.id === s.projectChannel)!;
    expect(list.unreadTotal).toBe(start + 2);
    const total = await as(t.app, s.member).get("/api/chat/unread-count");
    expect(total.json()).toEqual({ count: start + 2 });
    expect(channel.unreadCount).toBe(2);
    const owner = (await listChannels(t, s.owner)).find((c) => c.id === s.projectChannel)!;
    expect(owner.unreadCount).toBe(0);

    const read = await as(t.app, s.member).post(`/api/chat/channels/${s.projectChannel}/read`, {
      messageId: second.id,
    });
    expect(read.statusCode).toBe(204);
    const after = (await listChannels(t, s.member)).find((c) => c.id === s.projectChannel)!;
    expect(after.unreadCount).toBe(0);
    expect((await as(t.app, s.member).get("/api/chat/unread-count")).json()).toEqual({ count: start });
    // Never backwards.
    await as(t.app, s.member).post(`/api/chat/channels/${s.projectChannel}/read`, { messageId: first.id });
    expect((await listChannels(t, s.member)).find((c) => c.id === s.projectChannel)!.unreadCount).toBe(0);
    const bad = await as(t.app, s.member).post(`/api/chat/channels/${s.projectChannel}/read`, {
      messageId: "x",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a read mark for a message that is not one of the channel's (400) and changes nothing", async () => {
    const elsewhere = await postMessage(t, s.owner, s.teamChannel, { content: "Not in the project" });
    const gone = await postMessage(t, s.owner, s.projectChannel, { content: "Deleted" });
    await as(t.app, s.owner).delete(`/api/chat/messages/${gone.id}`);
    const marks = async () => (await t.database.db.select().from(chatReads)).map((r) => ({ ...r }));
    const before = await marks();
    for (const messageId of [2147483000, elsewhere.id, gone.id]) {
      const res = await as(t.app, s.member).post(`/api/chat/channels/${s.projectChannel}/read`, {
        messageId,
      });
      expect([res.statusCode, res.json().message], String(messageId)).toEqual([
        400,
        "Message id must be a message of this channel",
      ]);
    }
    expect(await marks()).toEqual(before);
    // Later messages still count as unread.
    const next = await postMessage(t, s.owner, s.projectChannel, { content: "Still unread" });
    const channel = (await listChannels(t, s.member)).find((c) => c.id === s.projectChannel)!;
    expect(channel.unreadCount).toBeGreaterThan(0);
    const read = await as(t.app, s.member).post(`/api/chat/channels/${s.projectChannel}/read`, {
      messageId: next.id,
    });
    expect(read.statusCode).toBe(204);
  });
});

describe("search", () => {
  it("finds text only in channels the user may read, with % and _ taken literally", async () => {
    await postMessage(t, s.owner, s.projectChannel, { content: "Release 100% ready_now" });
    await postMessage(t, s.owner, s.teamChannel, { content: "Department release notes" });
    const owner = await as(t.app, s.owner).get("/api/chat/search?q=RELEASE");
    expect(owner.statusCode).toBe(200);
    expect(owner.json().map((h: { channelName: string }) => h.channelName)).toEqual([
      "Chat department",
      "Chat project",
    ]);
    const member = await as(t.app, s.member).get("/api/chat/search?q=release");
    expect(member.json().map((h: { content: string }) => h.content)).toEqual(["Release 100% ready_now"]);
    expect((await as(t.app, s.outsider).get("/api/chat/search?q=release")).json()).toEqual([]);
    expect((await as(t.app, s.owner).get("/api/chat/search?q=0%25%20r")).json()).toHaveLength(1);
    expect((await as(t.app, s.owner).get("/api/chat/search?q=y_n")).json()).toHaveLength(1);
    expect((await as(t.app, s.owner).get("/api/chat/search?q=e_n")).json()).toHaveLength(0);
    for (const q of ["", "a", "x".repeat(101)]) {
      expect((await as(t.app, s.owner).get(`/api/chat/search?q=${q}`)).statusCode).toBe(400);
    }
  });
});
