import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver.ts";
import { queueDueDigests } from "./digest.ts";

// Issue 31 item 1 (product rules §5, §31, §33): someone removed from a project hears nothing more.
// An email (immediate or digest) is built when it leaves, from what the recipient may see then: what
// they can no longer see is left out, and an email left with nothing is not sent. Read as delivered,
// through a real SMTP server.

const APP = "https://board.example.test";
let t: TestApp;
let smtp: SmtpReceiver;
let owner: TestUser;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, APP_URL: APP }, { realMailer: true });
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The owner's project with one task assigned to `assignee`, who becomes a member. */
async function assignedTask(assignee: TestUser, name: string, title: string) {
  const project = (await as(t.app, owner).post("/api/projects", { name })).json() as { id: number };
  const [board] = (await as(t.app, owner).get(`/api/projects/${project.id}/boards`)).json();
  const res = await as(t.app, owner).post(`/api/boards/${board.id}/tasks`, {
    title,
    assignedTo: assignee.id,
  });
  expect(res.statusCode).toBe(201);
  return { project, task: res.json() as { id: number; key: string } };
}

/** M is removed, then the owner renames the task and the project. */
async function removeAndRename(m: TestUser, projectId: number, taskId: number, suffix: string) {
  expect((await as(t.app, owner).delete(`/api/projects/${projectId}/members/${m.id}`)).statusCode).toBe(204);
  expect(
    (await as(t.app, owner).put(`/api/tasks/${taskId}`, { title: `Secret task ${suffix}` })).statusCode,
  ).toBe(200);
  expect(
    (await as(t.app, owner).put(`/api/projects/${projectId}`, { name: `Secret project ${suffix}` }))
      .statusCode,
  ).toBe(200);
}

/** 09:00 UTC tomorrow: the default digest hour (08:00, UTC for someone who saved no zone) has come. */
function tomorrowMorning(): Date {
  const at = new Date(Date.now() + 24 * 3600 * 1000);
  at.setUTCHours(9, 0, 0, 0);
  return at;
}

const messagesTo = (email: string) => smtp.messages.filter((m) => m.rcpt.includes(email));
const windowPasses = (userId: number) =>
  t.database.db.execute(
    sql`update ${mailOutbox} set due_at = now() where user_id = ${userId} and state = 'pending'`,
  );

describe("email to someone removed from a project", () => {
  it("the immediate email leaves out what they can no longer see, and is not sent when nothing is left", async () => {
    const m = await createUser(t, { firstName: "Mia", lastName: "Member" });
    const { project, task } = await assignedTask(m, "Open project", "Open task");
    await removeAndRename(m, project.id, task.id, "A");
    await windowPasses(m.id);
    await t.flushMail();
    expect(messagesTo(m.email)).toEqual([]);
    const rows = await t.database.db.execute<{ state: string }>(
      sql`select state from ${mailOutbox} where user_id = ${m.id} and kind = 'notification'`,
    );
    expect(rows.rows.map((r) => r.state)).toEqual(["skipped"]);
  });

  it("the digest, up to a day later, lists only the projects they still see", async () => {
    const m = await createUser(t, { firstName: "Max", lastName: "Member" });
    const kept = await assignedTask(m, "Still mine", "Kept task");
    const gone = await assignedTask(m, "Left behind", "Gone task");
    await removeAndRename(m, gone.project.id, gone.task.id, "B");
    // 'Added to a project' waits for the digest (the default); a day later it is due.
    await t.database.db.transaction((tx) => queueDueDigests(t.config, tx, tomorrowMorning()));
    await t.flushMail();
    const [digest] = await smtp.waitFor(m.email, 1);
    expect(digest!.subject).toBe("Your Sprintboard digest: 1 update");
    expect(digest!.text).toContain("Still mine");
    for (const part of [digest!.text!, digest!.html as string, digest!.subject!]) {
      expect(part).not.toContain("Secret");
      expect(part).not.toContain("Left behind");
    }
    expect(kept.project.id).not.toBe(gone.project.id);
  });

  it("sends no digest at all when everything in it is out of sight", async () => {
    const m = await createUser(t, { firstName: "Moe", lastName: "Member" });
    const gone = await assignedTask(m, "Only one", "Only task");
    await removeAndRename(m, gone.project.id, gone.task.id, "C");
    const queued = await t.database.db.transaction((tx) => queueDueDigests(t.config, tx, tomorrowMorning()));
    expect(queued).toBe(0);
    const rows = await t.database.db.execute(
      sql`select 1 from ${mailOutbox} where user_id = ${m.id} and kind = 'digest'`,
    );
    expect(rows.rows).toEqual([]);
  });
});
