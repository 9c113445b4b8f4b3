import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { boardTasks } from "../tasks/task-fixtures.ts";
import { type CommentScene, commentScene, postComment } from "./comments.fixtures.ts";

let t: TestApp;
let s: CommentScene;
beforeAll(async () => {
  t = await buildTestApp();
  s = await commentScene(t);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/tasks/{id}/comments", () => {
  it("lists top-level comments oldest first, each with its author and replies oldest first", async () => {
    const scene = await commentScene(t);
    const first = await postComment(t, scene.owner, scene.taskId, { content: "First" });
    const second = await postComment(t, scene.member, scene.taskId, { content: "Second" });
    await postComment(t, scene.member, scene.taskId, { content: "Reply 1", parentId: first.id });
    await postComment(t, scene.owner, scene.taskId, { content: "Reply 2", parentId: first.id });
    const res = await as(t.app, scene.member).get(`/api/tasks/${scene.taskId}/comments`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { content: string }) => c.content)).toEqual(["First", "Second"]);
    expect(list[0]).toMatchObject({
      id: first.id,
      taskId: scene.taskId,
      userId: scene.owner.id,
      parentId: null,
      attachments: [],
      user: { id: scene.owner.id, email: scene.owner.email, firstName: scene.owner.firstName },
    });
    expect(list[0].user).not.toHaveProperty("passwordHash");
    expect(list[0].replies.map((r: { content: string }) => r.content)).toEqual(["Reply 1", "Reply 2"]);
    expect(list[0].replies[0]).toMatchObject({
      parentId: first.id,
      user: { id: scene.member.id },
      replies: [],
    });
    expect(list[1]).toMatchObject({ id: second.id, replies: [] });
    expect(Date.parse(list[0].createdAt)).not.toBeNaN();
  });

  it("costs the same round trips for 20 more comments and replies", async () => {
    const scene = await commentScene(t);
    const list = () => as(t.app, scene.member).get(`/api/tasks/${scene.taskId}/comments`);
    const db = t.database.db;
    const [first] = await db
      .insert(comments)
      .values({ taskId: scene.taskId, userId: scene.owner.id, content: "Start" })
      .returning({ id: comments.id });
    const before = await countQueries(t, list);
    // Seeded straight into the table: API writes would leave background work (events) in the count.
    const tops = await db
      .insert(comments)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          taskId: scene.taskId,
          userId: scene.member.id,
          content: `Top ${i}`,
        })),
      )
      .returning({ id: comments.id });
    await db.insert(comments).values(
      tops.map((c, i) => ({
        taskId: scene.taskId,
        userId: scene.owner.id,
        parentId: i % 2 ? c.id : first!.id,
        content: `Re ${i}`,
      })),
    );
    expect(await countQueries(t, list)).toBe(before);
    expect((await list()).json()).toHaveLength(11);
  });

  it("answers an empty list for a task without comments", async () => {
    const scene = await commentScene(t);
    const res = await as(t.app, scene.owner).get(`/api/tasks/${scene.taskId}/comments`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers 404 to an outsider, for a missing task and for a huge id; 400 for a malformed id", async () => {
    expect((await as(t.app, s.outsider).get(`/api/tasks/${s.taskId}/comments`)).statusCode).toBe(404);
    expect((await as(t.app, s.owner).get("/api/tasks/999999/comments")).statusCode).toBe(404);
    expect((await as(t.app, s.owner).get("/api/tasks/99999999999/comments")).statusCode).toBe(400);
    expect((await as(t.app, s.owner).get("/api/tasks/abc/comments")).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await as(t.app, null).get(`/api/tasks/${s.taskId}/comments`)).statusCode).toBe(401);
  });
});

describe("POST /api/tasks/{id}/comments", () => {
  it("posts a trimmed comment as a project member and answers 201 with the comment", async () => {
    const res = await as(t.app, s.member).post(`/api/tasks/${s.taskId}/comments`, {
      content: "  Looks good  ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      content: "Looks good",
      taskId: s.taskId,
      userId: s.member.id,
      parentId: null,
      attachments: [],
      replies: [],
      user: { id: s.member.id },
    });
  });

  it("rejects empty, blank, missing and over-long content with a message and stores nothing", async () => {
    const scene = await commentScene(t);
    for (const body of [{}, { content: "" }, { content: "   \n " }, { content: 5 }]) {
      const res = await as(t.app, scene.owner).post(`/api/tasks/${scene.taskId}/comments`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Comment cannot be empty");
    }
    const long = await as(t.app, scene.owner).post(`/api/tasks/${scene.taskId}/comments`, {
      content: "x".repeat(10_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Comment must be at most 10000 characters");
    const ok = await as(t.app, scene.owner).post(`/api/tasks/${scene.taskId}/comments`, {
      content: "x".repeat(10_000),
    });
    expect(ok.statusCode).toBe(201);
    const list = await as(t.app, scene.owner).get(`/api/tasks/${scene.taskId}/comments`);
    expect(list.json()).toHaveLength(1);
  });

  it("answers 404 to an outsider and for a missing task", async () => {
    expect(
      (await as(t.app, s.outsider).post(`/api/tasks/${s.taskId}/comments`, { content: "hi" })).statusCode,
    ).toBe(404);
    expect((await as(t.app, s.owner).post("/api/tasks/999999/comments", { content: "hi" })).statusCode).toBe(
      404,
    );
  });

  it("takes a reply to a top-level comment of the same task", async () => {
    const parent = await postComment(t, s.owner, s.taskId, { content: "Thread" });
    const res = await as(t.app, s.member).post(`/api/tasks/${s.taskId}/comments`, {
      content: "Answer",
      parentId: parent.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ parentId: parent.id, content: "Answer", replies: [] });
  });

  it("refuses a reply to a reply, to another task's comment and to a missing comment (400)", async () => {
    const parent = await postComment(t, s.owner, s.taskId, { content: "Thread" });
    const reply = await postComment(t, s.member, s.taskId, { content: "R", parentId: parent.id });
    const other = await commentScene(t);
    const foreign = await postComment(t, other.owner, other.taskId, { content: "Elsewhere" });
    const url = `/api/tasks/${s.taskId}/comments`;
    for (const parentId of [reply.id, foreign.id, 999999]) {
      const res = await as(t.app, s.owner).post(url, { content: "Nested", parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const bad = await as(t.app, s.owner).post(url, { content: "x", parentId: "one" });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps the task's commentCount right, replies included", async () => {
    const scene = await commentScene(t);
    const parent = await postComment(t, scene.owner, scene.taskId, { content: "a" });
    await postComment(t, scene.member, scene.taskId, { content: "b", parentId: parent.id });
    await postComment(t, scene.member, scene.taskId, { content: "c" });
    let task = (await boardTasks(t, scene.owner, scene.boardId)).find((x) => x.id === scene.taskId);
    expect(task?.commentCount).toBe(3);
    await as(t.app, scene.owner).delete(`/api/comments/${parent.id}`);
    task = (await boardTasks(t, scene.owner, scene.boardId)).find((x) => x.id === scene.taskId);
    expect(task?.commentCount).toBe(1);
  });
});

describe("PUT /api/comments/{id}", () => {
  it("lets the author change the text and answers 200 with the comment", async () => {
    const c = await postComment(t, s.member, s.taskId, { content: "Draft" });
    const res = await as(t.app, s.member).put(`/api/comments/${c.id}`, { content: " Final " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, content: "Final", user: { id: s.member.id } });
  });

  it("answers 403 to another member (even the project owner) and 404 to an outsider", async () => {
    const c = await postComment(t, s.member, s.taskId, { content: "Mine" });
    const owner = await as(t.app, s.owner).put(`/api/comments/${c.id}`, { content: "Hijack" });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toEqual(expect.any(String));
    expect((await as(t.app, s.outsider).put(`/api/comments/${c.id}`, { content: "x" })).statusCode).toBe(404);
    expect((await as(t.app, s.owner).put("/api/comments/999999", { content: "x" })).statusCode).toBe(404);
    const list = (await as(t.app, s.member).get(`/api/tasks/${s.taskId}/comments`)).json();
    expect(list.find((x: { id: number }) => x.id === c.id).content).toBe("Mine");
  });

  it("rejects blank content", async () => {
    const c = await postComment(t, s.member, s.taskId, { content: "Text" });
    const res = await as(t.app, s.member).put(`/api/comments/${c.id}`, { content: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Comment cannot be empty");
  });
});

describe("DELETE /api/comments/{id}", () => {
  it("lets the author delete a comment (204) and takes its replies with it", async () => {
    const scene = await commentScene(t);
    const parent = await postComment(t, scene.member, scene.taskId, { content: "Parent" });
    await postComment(t, scene.owner, scene.taskId, { content: "Child", parentId: parent.id });
    const res = await as(t.app, scene.member).delete(`/api/comments/${parent.id}`);
    expect(res.statusCode).toBe(204);
    expect((await as(t.app, scene.owner).get(`/api/tasks/${scene.taskId}/comments`)).json()).toEqual([]);
  });

  it("lets a reply's author delete just the reply", async () => {
    const scene = await commentScene(t);
    const parent = await postComment(t, scene.member, scene.taskId, { content: "Parent" });
    const reply = await postComment(t, scene.owner, scene.taskId, { content: "Child", parentId: parent.id });
    expect((await as(t.app, scene.owner).delete(`/api/comments/${reply.id}`)).statusCode).toBe(204);
    const list = (await as(t.app, scene.owner).get(`/api/tasks/${scene.taskId}/comments`)).json();
    expect(list).toHaveLength(1);
    expect(list[0].replies).toEqual([]);
  });

  it("answers 403 to another member and 404 to an outsider, deleting nothing", async () => {
    const c = await postComment(t, s.member, s.taskId, { content: "Keep me" });
    expect((await as(t.app, s.owner).delete(`/api/comments/${c.id}`)).statusCode).toBe(403);
    expect((await as(t.app, s.outsider).delete(`/api/comments/${c.id}`)).statusCode).toBe(404);
    const list = (await as(t.app, s.member).get(`/api/tasks/${s.taskId}/comments`)).json();
    expect(list.some((x: { id: number }) => x.id === c.id)).toBe(true);
  });
});
