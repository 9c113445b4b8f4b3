import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { notifications, tasks } from "../../db/schema.ts";
import { startJobs } from "../../platform/jobs.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, testRank } from "../tasks/task-fixtures.ts";
import { sendDeadlineReminders } from "./deadline-reminders.ts";

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let owner: TestUser;
let assignee: TestUser;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  assignee = await createUser(t);
  ({ boardId } = await createBoard(t, owner, { name: "Launch", members: [assignee] }));
});
afterAll(async () => {
  await t.close();
});

/** A task row written straight to the database. */
async function task(values: Partial<typeof tasks.$inferInsert>) {
  const [row] = await t.database.db
    .insert(tasks)
    .values({
      boardId,
      title: "Task",
      rank: testRank(),
      assignedTo: assignee.id,
      createdBy: owner.id,
      ...values,
    })
    .returning();
  return row!;
}

const remindersFor = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "deadline_reminder")));

it("reminds the assignee once of each open task due within 24 hours, and marks the task", async () => {
  const now = new Date();
  const soon = await task({ title: "Write launch notes", dueDate: new Date(now.getTime() + 5 * HOUR) });
  const later = await task({ title: "Later", dueDate: new Date(now.getTime() + 30 * HOUR) });
  const past = await task({ title: "Overdue", dueDate: new Date(now.getTime() - HOUR) });
  const done = await task({ title: "Done", dueDate: new Date(now.getTime() + HOUR), completedAt: now });
  const unassigned = await task({
    title: "Nobody",
    assignedTo: null,
    dueDate: new Date(now.getTime() + HOUR),
  });
  const undated = await task({ title: "No date" });
  const before = soon.updatedAt;

  const sent = await t.database.db.transaction((tx) => sendDeadlineReminders(tx, now));
  expect(sent).toBe(1);
  const reminders = await remindersFor(assignee.id);
  expect(reminders).toHaveLength(1);
  expect(reminders[0]).toMatchObject({
    title: "Task due soon",
    relatedEntityId: soon.id,
    relatedEntityType: "task",
    actionUserId: null,
    isRead: false,
  });
  expect(reminders[0]!.message).toContain('"Write launch notes" in Launch is due in');

  const [marked] = await t.database.db.select().from(tasks).where(eq(tasks.id, soon.id));
  expect(marked!.reminderSentAt).not.toBeNull();
  expect(marked!.updatedAt.getTime()).toBe(before.getTime());
  for (const other of [later, past, done, unassigned, undated]) {
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, other.id));
    expect(row!.reminderSentAt).toBeNull();
  }

  // The next runs find nothing new for the same task.
  expect(await t.database.db.transaction((tx) => sendDeadlineReminders(tx, new Date()))).toBe(0);
  expect(await remindersFor(assignee.id)).toHaveLength(1);
});

it("the scheduled job creates exactly one notification per task however often it runs", async () => {
  const reader = await createUser(t);
  const { boardId: otherBoard } = await createBoard(t, owner, { members: [reader] });
  await t.database.db.insert(tasks).values(
    [1, 2, 3].map((i) => ({
      boardId: otherBoard,
      title: `Due ${i}`,
      rank: testRank(i),
      assignedTo: reader.id,
      dueDate: new Date(Date.now() + i * HOUR),
    })),
  );
  const stop = startJobs(
    t.database.db,
    [{ name: "reminders", key: 99, everyMs: 20, run: (tx) => sendDeadlineReminders(tx).then(() => {}) }],
    t.app.log,
  );
  try {
    await vi.waitFor(async () => expect(await remindersFor(reader.id)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 150));
  } finally {
    stop();
  }
  const reminders = await remindersFor(reader.id);
  expect(reminders).toHaveLength(3);
  expect(new Set(reminders.map((r) => r.relatedEntityId)).size).toBe(3);
});
