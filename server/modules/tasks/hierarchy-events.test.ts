import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { sendJson, socketOpener } from "../realtime/ws-client.ts";
import { createBoard, createTask } from "./task-fixtures.ts";

/** A child's change reaches its parent's card live: the server publishes the parent too (product rules §35). */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let sockets: ReturnType<typeof socketOpener>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  sockets = socketOpener(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

/** An epic with one story, and the member's socket joined to their project. */
async function epicWatchedByMember() {
  const board = await createBoard(t, owner, { members: [member] });
  const epic = await createTask(t, owner, board.boardId, { title: "Epic", type: "epic" });
  const story = await createTask(t, owner, board.boardId, { title: "Story", parentId: epic.id });
  const { ws, inbox } = await sockets.open(member);
  sendJson(ws, { type: "join_project", projectId: board.projectId, userId: member.id });
  await inbox.next((m) => m.type === "presence");
  return { epic, story, inbox };
}

describe("hierarchy events", () => {
  it("publishes the parent as updated, with its new counts, when a child is completed", async () => {
    const { epic, story, inbox } = await epicWatchedByMember();
    const res = await as(t.app, owner).put(`/api/tasks/${story.id}/position`, {
      status: "done",
      position: 0,
    });
    expect(res.statusCode).toBe(200);
    const event = await inbox.next((m) => m.type === "task_updated" && m.task?.id === epic.id);
    expect(event.task).toMatchObject({ id: epic.id, childCounts: { total: 1, done: 1 } });
  });

  it("does not re-publish the parent for a move between two open columns (its roll-up is the same)", async () => {
    const { epic, story, inbox } = await epicWatchedByMember();
    const owned = as(t.app, owner);
    expect(
      (await owned.put(`/api/tasks/${story.id}/position`, { status: "in_progress", position: 0 })).statusCode,
    ).toBe(200);
    expect((await owned.patch(`/api/tasks/${story.id}`, { status: "review" })).statusCode).toBe(200);
    expect(
      (await owned.put(`/api/tasks/${story.id}/position`, { status: "done", position: 0 })).statusCode,
    ).toBe(200);
    // The parent's first event is the one of the completion: the open moves published none.
    const event = await inbox.next((m) => m.type === "task_updated" && m.task?.id === epic.id);
    expect(event.task.childCounts).toMatchObject({ total: 1, done: 1 });
  });

  it("publishes the child with its new parent, and the parent, on PUT parent", async () => {
    const board = await createBoard(t, owner, { members: [member] });
    const parent = await createTask(t, owner, board.boardId, { title: "Parent" });
    const child = await createTask(t, owner, board.boardId, { title: "Child" });
    const { ws, inbox } = await sockets.open(member);
    sendJson(ws, { type: "join_project", projectId: board.projectId, userId: member.id });
    await inbox.next((m) => m.type === "presence");
    await as(t.app, owner).put(`/api/tasks/${child.id}/parent`, { parentId: parent.id });
    const moved = await inbox.next((m) => m.type === "task_updated" && m.task?.id === child.id);
    expect(moved.task.parentId).toBe(parent.id);
    const counted = await inbox.next((m) => m.type === "task_updated" && m.task?.id === parent.id);
    expect(counted.task.childCounts.total).toBe(1);
  });
});
