import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentNotificationSettings, notifications, projectMembers } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, firstBoardId, makeProject } from "../projects/projects.fixtures.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { postComment } from "./comments.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A project whose owner created a task assigned to `assignee`, with `others` as members too. */
async function scene(n = 2) {
  const creator = await createUser(t);
  const assignee = await createUser(t);
  const others: TestUser[] = [];
  for (let i = 0; i < n; i++) others.push(await createUser(t));
  const project = await makeProject(t, creator);
  for (const u of [assignee, ...others]) await addProjectMember(t, project.id, u);
  const boardId = await firstBoardId(t, project.id);
  const task = await createTask(t, creator, boardId, { title: "Ship it", assignedTo: assignee.id });
  return { creator, assignee, others, projectId: project.id, taskId: task.id };
}

/** The comment notifications a user got (task_reply, task_message_reply). */
async function commentNotes(user: TestUser) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
  return rows.filter((r) => r.type === "task_reply" || r.type === "task_message_reply");
}

async function switchOff(
  user: TestUser,
  key:
    | "writeUpdateOnOwnItem"
    | "writeUpdateOnSubscribedItem"
    | "repliedToThreadCommented"
    | "repliedToUpdateWrote",
) {
  await t.database.db
    .insert(commentNotificationSettings)
    .values({ userId: user.id, [key]: false })
    .onConflictDoUpdate({ target: commentNotificationSettings.userId, set: { [key]: false } });
}

describe("comment notifications", () => {
  it("a comment notifies the task's creator and assignee with task_message_reply, naming the author", async () => {
    const s = await scene();
    const writer = s.others[0]!;
    await postComment(t, writer, s.taskId, { content: "Status?" });
    const [toCreator] = await commentNotes(s.creator);
    const [toAssignee] = await commentNotes(s.assignee);
    expect(toCreator).toMatchObject({
      type: "task_message_reply",
      relatedEntityId: s.taskId,
      relatedEntityType: "task",
      actionUserId: writer.id,
      isRead: false,
    });
    expect(toCreator!.title).toBe(`${writer.firstName} ${writer.lastName} commented on your task "Ship it"`);
    expect(toCreator!.message).toBe('On "Ship it": Status?');
    expect(toAssignee).toMatchObject({ type: "task_message_reply", actionUserId: writer.id });
    expect(await commentNotes(writer)).toEqual([]);
  });

  it("never notifies the author of their own comment", async () => {
    const s = await scene(0);
    await postComment(t, s.creator, s.taskId, { content: "Note to self" });
    expect(await commentNotes(s.creator)).toEqual([]);
    expect(await commentNotes(s.assignee)).toHaveLength(1);
  });

  it("a reply notifies the parent's author with task_reply (repliedToUpdateWrote)", async () => {
    const s = await scene();
    const [a, b] = s.others as [TestUser, TestUser];
    const parent = await postComment(t, a, s.taskId, { content: "Question" });
    await postComment(t, b, s.taskId, { content: "Answer", parentId: parent.id });
    const toA = await commentNotes(a);
    expect(toA).toHaveLength(1);
    expect(toA[0]).toMatchObject({ type: "task_reply", actionUserId: b.id, relatedEntityId: s.taskId });
  });

  it("a reply notifies the others who replied in the thread (repliedToThreadCommented)", async () => {
    const s = await scene(3);
    const [a, b, c] = s.others as [TestUser, TestUser, TestUser];
    const parent = await postComment(t, a, s.taskId, { content: "Thread" });
    await postComment(t, b, s.taskId, { content: "First reply", parentId: parent.id });
    await postComment(t, c, s.taskId, { content: "Second reply", parentId: parent.id });
    const toB = await commentNotes(b);
    expect(toB).toHaveLength(1);
    expect(toB[0]).toMatchObject({ type: "task_reply", actionUserId: c.id });
    expect(toB[0]!.title).toContain("replied in a thread you commented in");
  });

  it("sends one notification per person per comment, whatever roles they hold", async () => {
    const s = await scene(1);
    const writer = s.others[0]!;
    // The creator writes the thread's first comment: a reply makes them parent author and task creator.
    const parent = await postComment(t, s.creator, s.taskId, { content: "Mine" });
    await postComment(t, s.assignee, s.taskId, { content: "Me too", parentId: parent.id });
    const before = (await commentNotes(s.creator)).length;
    await postComment(t, writer, s.taskId, { content: "And me", parentId: parent.id });
    const after = await commentNotes(s.creator);
    expect(after.length - before).toBe(1);
    expect(after.at(-1)).toMatchObject({ type: "task_reply", actionUserId: writer.id });
    const toAssignee = await commentNotes(s.assignee);
    expect(toAssignee.filter((n) => n.actionUserId === writer.id)).toHaveLength(1);
  });

  it("respects the switches: writeUpdateOnOwnItem and writeUpdateOnSubscribedItem off silence comments", async () => {
    const s = await scene();
    await switchOff(s.creator, "writeUpdateOnOwnItem");
    await switchOff(s.assignee, "writeUpdateOnSubscribedItem");
    await postComment(t, s.others[0]!, s.taskId, { content: "Anyone?" });
    expect(await commentNotes(s.creator)).toEqual([]);
    expect(await commentNotes(s.assignee)).toEqual([]);
  });

  it("respects the switches: repliedToUpdateWrote and repliedToThreadCommented off silence replies", async () => {
    const s = await scene(3);
    const [a, b, c] = s.others as [TestUser, TestUser, TestUser];
    const parent = await postComment(t, a, s.taskId, { content: "Thread" });
    await postComment(t, b, s.taskId, { content: "Reply", parentId: parent.id });
    await switchOff(a, "repliedToUpdateWrote");
    await switchOff(b, "repliedToThreadCommented");
    const beforeA = (await commentNotes(a)).length;
    const beforeB = (await commentNotes(b)).length;
    await postComment(t, c, s.taskId, { content: "Another", parentId: parent.id });
    expect((await commentNotes(a)).length).toBe(beforeA);
    expect((await commentNotes(b)).length).toBe(beforeB);
  });

  it("does not notify a creator who has left the project", async () => {
    const s = await scene(1);
    const outsider = await createUser(t);
    const project = await makeProject(t, outsider);
    const boardId = await firstBoardId(t, project.id);
    const member = s.others[0]!;
    await addProjectMember(t, project.id, member);
    const task = await createTask(t, member, boardId, { title: "Left behind" });
    await t.database.db.delete(projectMembers).where(eq(projectMembers.projectId, project.id));
    await postComment(t, outsider, task.id, { content: "Hello?" });
    expect((await commentNotes(member)).filter((n) => n.relatedEntityId === task.id)).toEqual([]);
  });
});
