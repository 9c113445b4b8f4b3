import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { emailPreferences, notifications, tasks } from "../../db/schema.ts";
import { startJobs } from "../../platform/jobs.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { createBoard, testRank } from "../tasks/task-fixtures.ts";
import { sendDeadlineReminders } from "./deadline-reminders.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Midnight UTC of `now`'s UTC day: a date-only due date of today as the API stores it. */
const todayUtc = (now = Date.now()) => new Date(Math.floor(now / DAY) * DAY);

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

it("reminds the assignee once of each open task whose due day ends within 24 hours, and marks the task", async () => {
  // Due dates are days (product rules, tasks): the assignee has no time zone saved, so UTC.
  const now = new Date("2026-12-02T10:00:00.000Z");
  const soon = await task({ title: "Write launch notes", dueDate: new Date("2026-12-02T00:00:00.000Z") });
  const later = await task({ title: "Later", dueDate: new Date("2026-12-04T00:00:00.000Z") });
  const past = await task({ title: "Overdue", dueDate: new Date("2026-12-01T00:00:00.000Z") });
  const done = await task({ title: "Done", dueDate: new Date("2026-12-02T00:00:00.000Z"), completedAt: now });
  const unassigned = await task({
    title: "Nobody",
    assignedTo: null,
    dueDate: new Date("2026-12-02T00:00:00.000Z"),
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
  expect(reminders[0]!.message).toContain('"Write launch notes" in Launch is due in 14 hours');

  const [marked] = await t.database.db.select().from(tasks).where(eq(tasks.id, soon.id));
  expect(marked!.reminderSentAt).not.toBeNull();
  expect(marked!.updatedAt.getTime()).toBe(before.getTime());
  for (const other of [later, past, done, unassigned, undated]) {
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, other.id));
    expect(row!.reminderSentAt).toBeNull();
  }

  // The next runs find nothing new for the same task.
  expect(
    await t.database.db.transaction((tx) => sendDeadlineReminders(tx, new Date(now.getTime() + HOUR))),
  ).toBe(0);
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
      // Today (UTC, the reader's zone unsaved): its day ends within 24 hours whatever the hour.
      dueDate: todayUtc(),
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

it("reminds relative to the end of the due day in the assignee's zone, not midnight UTC (issue 32)", async () => {
  const berliner = await createUser(t);
  await t.database.db.insert(emailPreferences).values({ userId: berliner.id, timeZone: "Europe/Berlin" });
  const { boardId: board } = await createBoard(t, owner, { name: "Berlin", members: [berliner] });
  const due = async (title: string, dueDate: string) => {
    const [row] = await t.database.db
      .insert(tasks)
      .values({
        boardId: board,
        title,
        rank: testRank(),
        assignedTo: berliner.id,
        dueDate: new Date(dueDate),
      })
      .returning();
    return row!;
  };
  // Due on 2 Dec: as the API stores it (midnight UTC) and as a Berlin browser does (local midnight).
  const api = await due("From the API", "2026-12-02T00:00:00.000Z");
  const browser = await due("From Berlin", "2026-12-01T23:00:00.000Z");
  // 23:50 on 1 Dec in Berlin: the due day ends in 24 hours 10 minutes, not yet.
  await t.database.db.transaction((tx) => sendDeadlineReminders(tx, new Date("2026-12-01T22:50:00Z")));
  expect(await remindersFor(berliner.id)).toHaveLength(0);
  // 00:50 on 2 Dec in Berlin: 23 hours and 10 minutes are left of the due day.
  await t.database.db.transaction((tx) => sendDeadlineReminders(tx, new Date("2026-12-01T23:50:00Z")));
  const reminders = await remindersFor(berliner.id);
  expect(reminders.map((r) => r.relatedEntityId).sort()).toEqual([api.id, browser.id].sort());
  for (const r of reminders) expect(r.message).toMatch(/is due in 23 hours$/);
});
