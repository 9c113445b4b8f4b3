import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as } from "../../test/factories.ts";
import { type CeremonyScene, ceremonyScene } from "./ceremonies.fixtures.ts";
import { sendStandupReminders } from "./standup-reminders.ts";

/** The daily standup reminder and its 'Ceremony reminders' switch (product rules §22). */

let t: TestApp;
let s: CeremonyScene;

beforeAll(async () => {
  t = await buildTestApp();
  s = await ceremonyScene(t);
});
afterAll(async () => {
  await t.close();
});

const remindersOf = async (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "standup_reminder")));

describe("standup reminders", () => {
  it("remind, once a day from 09:00 UTC, who has not answered and has the switch on", async () => {
    const off = await as(t.app, s.member2).patch("/api/user/notification-preferences", {
      ceremonyReminders: false,
    });
    expect(off.json()).toMatchObject({ ceremonyReminders: false, deadlineReminders: true });
    await as(t.app, s.owner).put(`/api/sprints/${s.sprintId}/standup`, { answers: ["Done"] });
    const today = new Date();
    const early = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 8, 59));
    const morning = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9, 30),
    );
    expect(await sendStandupReminders(t.database.db, early)).toBe(0);
    expect(await sendStandupReminders(t.database.db, morning)).toBe(1);
    expect(await sendStandupReminders(t.database.db, morning)).toBe(0);
    const [reminder] = await remindersOf(s.member.id);
    expect(reminder).toMatchObject({ relatedEntityType: "sprint", relatedEntityId: s.sprintId });
    expect(await remindersOf(s.member2.id)).toEqual([]);
    expect(await remindersOf(s.owner.id)).toEqual([]);
    expect(await remindersOf(s.outsider.id)).toEqual([]);
    const feed = (await as(t.app, s.member).get("/api/user/notifications")).json();
    expect(feed[0]).toMatchObject({ type: "standup_reminder", link: `/sprints/${s.sprintId}/ceremonies` });
  });

  it("skip sprints that are not active", async () => {
    const other = await ceremonyScene(t, "Planned");
    const done = await as(t.app, other.owner).patch(`/api/sprints/${other.sprintId}`, {
      status: "completed",
    });
    expect(done.statusCode).toBe(200);
    const noon = new Date();
    noon.setUTCHours(12);
    await sendStandupReminders(t.database.db, noon);
    expect(await remindersOf(other.member.id)).toEqual([]);
  });
});
