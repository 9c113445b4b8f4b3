import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ServerEventSchema } from "../../../contract/events.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as } from "../../test/factories.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { type CommentScene, commentScene } from "./comments.fixtures.ts";

let t: TestApp;
let s: CommentScene;
let wsUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  s = await commentScene(t);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});

describe("comment real-time events", () => {
  it("publishes comment_created, comment_updated and comment_deleted to the project's sockets", async () => {
    const ws = new WebSocket(wsUrl, { headers: { cookie: s.owner.cookie } });
    sockets.push(ws);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const inbox = collect(ws);
    sendJson(ws, { type: "join_project", projectId: s.projectId });
    await inbox.next((m) => m.type === "presence");

    const posted = await t.app.inject({
      method: "POST",
      url: `/api/tasks/${s.taskId}/comments`,
      headers: { cookie: s.member.cookie, "x-client-id": "tab-9" },
      payload: { content: "Live" },
    });
    const id = posted.json().id as number;
    await as(t.app, s.member).post(`/api/tasks/${s.taskId}/comments`, { content: "Reply", parentId: id });
    const created = ServerEventSchema.parse(await inbox.next((m) => m.type === "comment_created"));
    expect(created).toMatchObject({
      projectId: s.projectId,
      actorId: s.member.id,
      originClientId: "tab-9",
      taskId: s.taskId,
      comment: { id, content: "Live", user: { id: s.member.id } },
    });

    await as(t.app, s.member).put(`/api/comments/${id}`, { content: "Edited" });
    expect(await inbox.next((m) => m.type === "comment_updated")).toMatchObject({
      taskId: s.taskId,
      comment: { id, content: "Edited" },
    });

    await as(t.app, s.member).delete(`/api/comments/${id}`);
    expect(await inbox.next((m) => m.type === "comment_deleted")).toMatchObject({
      taskId: s.taskId,
      commentId: id,
      removedCount: 2,
    });
  });
});
