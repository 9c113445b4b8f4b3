import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskActivity } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";
import { dataUrl, PNG_BYTES, postComment } from "../comments/comments.fixtures.ts";
import { addProjectMember, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { historyRows, lastHistoryRow } from "./activity.fixtures.ts";

/** Task history is written with every change to a task, in the change's transaction (product rules §32). */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let projectId: number;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Max", lastName: "Member" });
  stranger = await createUser(t);
  const project = await makeProject(t, owner, { name: "Web shop", key: "WEB" });
  projectId = project.id;
  await addProjectMember(t, projectId, member);
  const res = await as(t.app, owner).get(`/api/projects/${projectId}/boards`);
  boardId = res.json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const web = { kind: "web", name: null };
const newTask = (body: Record<string, unknown> = {}) =>
  createTask(t, owner, boardId, { title: "Checkout", ...body });
const patch = (user: TestUser, id: number, body: Record<string, unknown>) =>
  as(t.app, user).patch(`/api/tasks/${id}`, body);

describe("recording", () => {
  it("a create is one row naming the creator, the app and the task's key and title", async () => {
    const task = await newTask({ assignedTo: member.id });
    const rows = await historyRows(t, task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "created",
      actorId: owner.id,
      projectId,
      via: web,
      taskKey: task.key,
      taskTitle: "Checkout",
      bulkId: null,
    });
    expect(rows[0]!.changes).toEqual([
      { field: "title", from: null, to: "Checkout" },
      { field: "status", from: null, to: "todo" },
      { field: "assignee", from: null, to: member.id },
    ]);
  });

  it("an update of many fields is ONE row with only the fields that changed", async () => {
    const task = await newTask({ description: "one\ntwo", priority: "low", tags: ["a"] });
    const res = await patch(member, task.id, {
      title: "Checkout page",
      description: "one\nthree",
      priority: "low", // unchanged: not recorded
      status: "in_progress",
      assignedTo: member.id,
      dueDate: "2030-12-05",
      storyPoints: 5,
      tags: ["a", "b"],
      progress: 40,
    });
    expect(res.statusCode).toBe(200);
    const rows = await historyRows(t, task.id);
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row).toMatchObject({ kind: "moved", actorId: member.id, taskTitle: "Checkout page" });
    expect(row.changes).toEqual([
      { field: "title", from: "Checkout", to: "Checkout page" },
      { field: "description", from: "one\ntwo", to: "one\nthree" },
      { field: "status", from: "todo", to: "in_progress" },
      { field: "assignee", from: null, to: member.id },
      { field: "dueDate", from: null, to: "2030-12-05T00:00:00.000Z" },
      { field: "storyPoints", from: null, to: 5 },
      { field: "tags", from: ["a"], to: ["a", "b"] },
      { field: "progress", from: 0, to: 40 },
    ]);
    // Clearing: due date and points back to null, a plain update is `updated`.
    await patch(member, task.id, { dueDate: null, storyPoints: null, priority: "high" });
    expect((await lastHistoryRow(t, task.id))!).toMatchObject({
      kind: "updated",
      changes: [
        { field: "priority", from: "low", to: "high" },
        { field: "dueDate", from: "2030-12-05T00:00:00.000Z", to: null },
        { field: "storyPoints", from: 5, to: null },
      ],
    });
  });

  it("an update that changes nothing writes nothing", async () => {
    const task = await newTask({ priority: "high" });
    expect((await patch(owner, task.id, { title: "Checkout", priority: "high" })).statusCode).toBe(200);
    expect((await patch(owner, task.id, {})).statusCode).toBe(200);
    expect(await historyRows(t, task.id)).toHaveLength(1);
  });

  it("a failed change writes no row: a WIP-limit refusal, an assignee who may not be assigned", async () => {
    const task = await newTask();
    await createTask(t, owner, boardId, { title: "in review", status: "review" });
    await as(t.app, owner).put(`/api/boards/${boardId}/columns/review/wip-limit`, { wipLimit: 1 });
    const refused = await patch(member, task.id, { status: "review", title: "never" });
    expect(refused.statusCode).toBe(409);
    const moveRefused = await as(t.app, member).put(`/api/tasks/${task.id}/position`, {
      status: "review",
      position: 0,
    });
    expect(moveRefused.statusCode).toBe(409);
    const badAssignee = await patch(member, task.id, { assignedTo: stranger.id, title: "never" });
    expect(badAssignee.statusCode).toBe(403);
    expect(await historyRows(t, task.id)).toHaveLength(1);
    // An override that goes over the limit says so.
    const forced = await patch(member, task.id, { status: "review", overrideWipLimit: true });
    expect(forced.statusCode).toBe(200);
    expect((await lastHistoryRow(t, task.id))!.changes).toEqual([
      { field: "status", from: "todo", to: "review" },
      { field: "wipLimitOverride", from: null, to: true },
    ]);
    await as(t.app, owner).put(`/api/boards/${boardId}/columns/review/wip-limit`, { wipLimit: null });
  });

  it("a move to another column is recorded; a reorder within the column is not", async () => {
    const first = await newTask();
    await newTask();
    const reorder = await as(t.app, owner).put(`/api/tasks/${first.id}/position`, {
      status: "todo",
      position: 5,
    });
    expect(reorder.statusCode).toBe(200);
    expect(await historyRows(t, first.id)).toHaveLength(1);
    await as(t.app, owner).put(`/api/tasks/${first.id}/position`, { status: "done", position: 0 });
    expect((await lastHistoryRow(t, first.id))!).toMatchObject({
      kind: "moved",
      changes: [{ field: "status", from: "todo", to: "done" }],
    });
  });

  it("a delete keeps the task's entries and adds one with its key and title", async () => {
    const task = await newTask({ title: "Doomed" });
    expect((await as(t.app, member).delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    const rows = await historyRows(t, task.id);
    expect(rows.map((r) => r.kind)).toEqual(["created", "deleted"]);
    expect(rows[1]).toMatchObject({ actorId: member.id, taskKey: task.key, taskTitle: "Doomed" });
  });

  it("checklist items: added, checked, unchecked, renamed, removed; a reorder is not history", async () => {
    const task = await newTask();
    const base = `/api/tasks/${task.id}/checklist`;
    const item = (await as(t.app, member).post(base, { text: "Tests" })).json();
    await as(t.app, member).post(base, { text: "Docs" });
    await as(t.app, member).patch(`${base}/${item.id}`, { done: true });
    await as(t.app, member).patch(`${base}/${item.id}`, { done: true }); // no change
    await as(t.app, member).patch(`${base}/${item.id}`, { done: false, text: "Unit tests" });
    await as(t.app, member).put(`${base}/${item.id}/position`, { afterItemId: null });
    await as(t.app, member).delete(`${base}/${item.id}`);
    const rows = (await historyRows(t, task.id)).slice(1);
    expect(rows.every((r) => r.kind === "checklist")).toBe(true);
    expect(rows.map((r) => r.changes)).toEqual([
      [{ field: "checklistItem", from: null, to: { text: "Tests", done: false } }],
      [{ field: "checklistItem", from: null, to: { text: "Docs", done: false } }],
      [{ field: "checklistItem", from: { text: "Tests", done: false }, to: { text: "Tests", done: true } }],
      [
        {
          field: "checklistItem",
          from: { text: "Tests", done: true },
          to: { text: "Unit tests", done: false },
        },
      ],
      [{ field: "checklistItem", from: { text: "Unit tests", done: false }, to: null }],
    ]);
  });

  it("comments: added (with attachments), edited, deleted: who and when, never the text", async () => {
    const task = await newTask();
    const comment = await postComment(t, member, task.id, {
      content: "Secret words",
      attachments: [{ type: "file", name: "shot.png", url: dataUrl("image/png", PNG_BYTES) }],
    });
    await as(t.app, member).put(`/api/comments/${comment.id}`, { content: "Secret words, edited" });
    await as(t.app, member).delete(`/api/comments/${comment.id}`);
    const rows = (await historyRows(t, task.id)).slice(1);
    expect(rows.map((r) => [r.kind, r.actorId])).toEqual([
      ["commented", member.id],
      ["comment_edited", member.id],
      ["comment_deleted", member.id],
    ]);
    expect(rows[0]!.changes).toEqual([
      { field: "comment", from: null, to: { id: comment.id, parentId: null } },
      { field: "attachments", from: null, to: ["shot.png"] },
    ]);
    expect(rows[2]!.changes).toEqual([
      { field: "comment", from: { id: comment.id, parentId: null, replies: 0 }, to: null },
      { field: "attachments", from: ["shot.png"], to: null },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Secret/);
  });

  it("sprint-goal links: linked, unlinked, and the goal's deletion", async () => {
    const sprint = await makeSprint(t, owner);
    const inSprint = await makeProject(t, owner, { sprintId: sprint.id, key: "GOAL" });
    const board = (await as(t.app, owner).get(`/api/projects/${inSprint.id}/boards`)).json()[0].id;
    const a = await createTask(t, owner, board, { title: "A" });
    const b = await createTask(t, owner, board, { title: "B" });
    const goal = (
      await as(t.app, owner).post(`/api/sprints/${sprint.id}/goals`, { text: "Ship it", taskIds: [a.id] })
    ).json();
    await as(t.app, owner).patch(`/api/sprint-goals/${goal.id}`, { taskIds: [b.id] });
    await as(t.app, owner).delete(`/api/sprint-goals/${goal.id}`);
    const value = { id: goal.id, text: "Ship it" };
    expect((await historyRows(t, a.id)).slice(1).map((r) => [r.kind, r.changes])).toEqual([
      ["goal", [{ field: "goal", from: null, to: value }]],
      ["goal", [{ field: "goal", from: value, to: null }]],
    ]);
    expect((await historyRows(t, b.id)).slice(1).map((r) => r.changes)).toEqual([
      [{ field: "goal", from: null, to: value }],
      [{ field: "goal", from: value, to: null }],
    ]);
  });

  it("a bulk change is one row per task with one bulk id; tasks it did not change get none", async () => {
    const tasks = [await newTask(), await newTask(), await newTask({ priority: "high" })];
    const ids = tasks.map((x) => x.id);
    const res = await as(t.app, member).post("/api/tasks/bulk", {
      taskIds: ids,
      action: { type: "update", set: { priority: "high" } },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(taskActivity).where(eq(taskActivity.kind, "updated"));
    const ours = rows.filter((r) => ids.includes(r.taskId));
    expect(ours).toHaveLength(2);
    expect(ours[0]!.bulkId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ours.map((r) => r.bulkId)).size).toBe(1);
    expect(ours[0]!.changes).toEqual([{ field: "priority", from: "medium", to: "high" }]);
    await as(t.app, member).post("/api/tasks/bulk", { taskIds: ids, action: { type: "delete" } });
    const deleted = (
      await t.database.db.select().from(taskActivity).where(eq(taskActivity.kind, "deleted"))
    ).filter((r) => ids.includes(r.taskId));
    expect(deleted).toHaveLength(3);
    expect(new Set(deleted.map((r) => r.bulkId)).size).toBe(1);
    expect(deleted[0]!.bulkId).not.toBe(ours[0]!.bulkId);
  });

  it("via: an API token by its name; an import by its format; the assistant's project by the assistant", async () => {
    const task = await newTask();
    const minted = await as(t.app, owner).post("/api/user/tokens", { name: "CI bot", scope: "write" });
    const secret = minted.json().secret as string;
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      headers: { authorization: `Bearer ${secret}` },
      payload: { title: "By token" },
    });
    expect(res.statusCode).toBe(200);
    expect((await lastHistoryRow(t, task.id))!).toMatchObject({
      actorId: owner.id,
      via: { kind: "api_token", name: "CI bot" },
    });

    const imported = await as(t.app, owner).post("/api/imports", {
      format: "csv",
      content: "title,status\nImported one,To Do\n",
      target: { projectId },
    });
    expect(imported.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(taskActivity)
      .where(eq(taskActivity.taskTitle, "Imported one"));
    expect(row).toMatchObject({ kind: "created", via: { kind: "import", name: "csv" }, actorId: owner.id });

    const planned = await as(t.app, owner).post("/api/projects", {
      name: "Planned",
      tasks: [{ title: "Planned one", priority: "medium" }],
    });
    expect(planned.statusCode).toBe(201);
    const [plannedRow] = await t.database.db
      .select()
      .from(taskActivity)
      .where(eq(taskActivity.taskTitle, "Planned one"));
    expect(plannedRow).toMatchObject({ kind: "created", via: { kind: "assistant", name: null } });
  });

  it("a member's removal records their tasks' unassignment", async () => {
    const leaver = await createUser(t);
    await addProjectMember(t, projectId, leaver);
    const task = await newTask({ assignedTo: leaver.id });
    expect(
      (await as(t.app, owner).delete(`/api/projects/${projectId}/members/${leaver.id}`)).statusCode,
    ).toBe(204);
    expect((await lastHistoryRow(t, task.id))!).toMatchObject({
      kind: "updated",
      actorId: owner.id,
      changes: [{ field: "assignee", from: leaver.id, to: null }],
    });
  });

  it("recording adds one statement to a task update, however many fields change", async () => {
    const one = await newTask();
    const many = await newTask();
    const before = await countStatements(() => patch(owner, one.id, { title: "x" }));
    const after = await countStatements(() =>
      patch(owner, many.id, { title: "y", priority: "low", tags: ["q"], progress: 10, description: "d" }),
    );
    expect(after).toBe(before);
    // And the one statement is the history's: an update that records nothing runs one fewer.
    const nothing = await countStatements(() => patch(owner, one.id, { title: "x" }));
    expect(nothing).toBe(before - 1);
  });
});
