import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerEventSchema } from "../../../contract/events.ts";
import { chatMessages } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, makeProject } from "../projects/projects.fixtures.ts";
import { sendJson, socketOpener } from "../realtime/ws-client.ts";
import { makeTeam } from "../teams/teams.fixtures.ts";
import { type ChatScene, chatScene, mention, postMessage } from "./chat.fixtures.ts";

/** Team chat over /ws (product rules §23), and the statements its lists cost. */

let t: TestApp;
let s: ChatScene;
let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await chatScene(t);
  sockets = socketOpener(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

/** A socket of `user` that has had its greeting. */
async function open(user: TestUser) {
  const socket = await sockets.open(user);
  await socket.inbox.next((m) => m.type === "unread_count");
  return socket;
}

describe("chat events", () => {
  it("delivers created, updated and deleted messages to the channel's readers only", async () => {
    const member = await open(s.member);
    const colleague = await open(s.colleague);
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/chat/channels/${s.projectChannel}/messages`,
      headers: { cookie: s.owner.cookie, "x-client-id": "tab-7" },
      payload: { content: `Hello ${mention(s.member)}` },
    });
    const id = posted.json().id as number;
    const created = ServerEventSchema.parse(
      await member.inbox.next((m) => m.type === "chat_message_created"),
    );
    expect(created).toMatchObject({
      channelId: s.projectChannel,
      actorId: s.owner.id,
      originClientId: "tab-7",
      message: { id, author: { id: s.owner.id } },
      mentionedUserIds: [s.member.id],
    });
    // The mention's notification reaches the member's socket too.
    expect(await member.inbox.next((m) => m.type === "notification")).toMatchObject({
      notification: { type: "chat_mention" },
    });
    await as(t.app, s.owner).patch(`/api/chat/messages/${id}`, { content: "Edited" });
    expect(await member.inbox.next((m) => m.type === "chat_message_updated")).toMatchObject({
      message: { id, content: "Edited" },
    });
    await as(t.app, s.owner).delete(`/api/chat/messages/${id}`);
    expect(await member.inbox.next((m) => m.type === "chat_message_deleted")).toMatchObject({
      channelId: s.projectChannel,
      messageId: id,
    });
    // The department's colleague heard none of it; a message in their channel does reach them.
    await postMessage(t, s.owner, s.teamChannel, { content: "Department news" });
    await colleague.inbox.next((m) => m.type === "chat_message_created");
    expect(colleague.inbox.messages.filter((m) => m.channelId === s.projectChannel)).toEqual([]);
  });

  it("relays typing to the channel's other readers, throttled, and ignores an outsider's", async () => {
    const owner = await open(s.owner);
    const member = await open(s.member);
    const outsider = await open(s.outsider);
    sendJson(outsider.ws, { type: "chat_typing", channelId: s.projectChannel });
    sendJson(member.ws, { type: "chat_typing", channelId: s.projectChannel });
    sendJson(member.ws, { type: "chat_typing", channelId: s.projectChannel });
    const typing = await owner.inbox.next((m) => m.type === "chat_typing");
    expect(typing).toMatchObject({ channelId: s.projectChannel, user: { id: s.member.id } });
    // A marker after the typing notices: everything before it has arrived.
    await postMessage(t, s.member, s.projectChannel, { content: "marker" });
    await owner.inbox.next((m) => m.type === "chat_message_created" && m.message.content === "marker");
    expect(owner.inbox.messages.filter((m) => m.type === "chat_typing")).toHaveLength(1);
    expect(member.inbox.messages.filter((m) => m.type === "chat_typing")).toEqual([]);
  });
});

describe("query counts", () => {
  it("lists channels in the same statements for 1 channel as for 30", async () => {
    const few = await createUser(t);
    await makeProject(t, few);
    const many = await createUser(t);
    for (let i = 0; i < 15; i++) {
      const project = await makeProject(t, many);
      await addProjectMember(t, project.id, s.member);
      await makeTeam(t, many);
    }
    await as(t.app, few).get("/api/chat/channels");
    await as(t.app, many).get("/api/chat/channels");
    const one = await countQueries(t, () => as(t.app, few).get("/api/chat/channels"));
    const thirty = await countQueries(t, () => as(t.app, many).get("/api/chat/channels"));
    expect(thirty).toBe(one);
    const badge = (user: TestUser) => () => as(t.app, user).get("/api/chat/unread-count");
    expect(await countQueries(t, badge(many))).toBe(await countQueries(t, badge(few)));
  });

  it("reads a page of messages, and searches, in the same statements for 1 message as for 50", async () => {
    const quiet = (await as(t.app, s.owner).post("/api/chat/direct", { userId: s.colleague.id })).json().id;
    await postMessage(t, s.owner, quiet, { content: "needle" });
    const busy = (await as(t.app, s.member).post("/api/chat/direct", { userId: s.owner.id })).json().id;
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 50 }, (_, i) => ({
        channelId: busy,
        authorId: s.member.id,
        content: `needle ${i}`,
      })),
    );
    const page = (id: number) => () => as(t.app, s.owner).get(`/api/chat/channels/${id}/messages`);
    expect(await countQueries(t, page(busy))).toBe(await countQueries(t, page(quiet)));
    const search = (user: TestUser) => () => as(t.app, user).get("/api/chat/search?q=needle");
    expect(await countQueries(t, search(s.owner))).toBe(await countQueries(t, search(s.colleague)));
  });
});
