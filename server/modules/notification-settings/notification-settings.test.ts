import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

// The profile page's comment switches (GET/PATCH /api/user/notification-settings, served by the
// profile module) and the /settings switches of what is also posted to the chat workspace
// (GET/PATCH /api/user/notification-preferences, served by the notifications module). The email
// settings have their own file (email-preferences.test.ts).

let t: TestApp;
let user: TestUser;
let alice: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { firstName: "Pat", lastName: "Doe" });
  alice = await createUser(t, { firstName: "Alice", lastName: "Able" });
});
afterAll(async () => {
  await t.close();
});

describe("notification settings (profile switches)", () => {
  it("are all true for a user who never saved them", async () => {
    const res = await as(t.app, user).get("/api/user/notification-settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      writeUpdateOnOwnItem: true,
      writeUpdateOnSubscribedItem: true,
      repliedToThreadCommented: true,
      repliedToUpdateWrote: true,
    });
  });

  it("save one switch per PATCH (upsert) and keep the others", async () => {
    const me = await createUser(t);
    const first = await as(t.app, me).patch("/api/user/notification-settings", {
      repliedToUpdateWrote: false,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      writeUpdateOnOwnItem: true,
      writeUpdateOnSubscribedItem: true,
      repliedToThreadCommented: true,
      repliedToUpdateWrote: false,
    });
    const second = await as(t.app, me).patch("/api/user/notification-settings", {
      writeUpdateOnOwnItem: false,
    });
    expect(second.json()).toMatchObject({ writeUpdateOnOwnItem: false, repliedToUpdateWrote: false });
    expect((await as(t.app, me).get("/api/user/notification-settings")).json()).toEqual(second.json());
  });

  it.each([
    ["no key", {}],
    ["two keys", { writeUpdateOnOwnItem: false, repliedToUpdateWrote: false }],
    ["an unknown key", { taskAssignments: false }],
    ["a string", { writeUpdateOnOwnItem: "false" }],
  ])("refuse a body with %s with 400", async (_label, body) => {
    const res = await as(t.app, user).patch("/api/user/notification-settings", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});

describe("notification preferences (/settings switches)", () => {
  it("are all on for a user who never saved them", async () => {
    const res = await as(t.app, alice).get("/api/user/notification-preferences");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      taskAssignments: true,
      taskCompletions: true,
      projectUpdates: true,
      commentMentions: true,
      deadlineReminders: true,
      ceremonyReminders: true,
    });
  });

  it("saves one switch per PATCH and keeps the others", async () => {
    const mia = await createUser(t);
    const off = await as(t.app, mia).patch("/api/user/notification-preferences", { projectUpdates: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ projectUpdates: false, taskAssignments: true });
    const second = await as(t.app, mia).patch("/api/user/notification-preferences", {
      deadlineReminders: false,
    });
    expect(second.json()).toEqual({
      taskAssignments: true,
      taskCompletions: true,
      projectUpdates: false,
      commentMentions: true,
      deadlineReminders: false,
      ceremonyReminders: true,
    });
    expect((await as(t.app, mia).get("/api/user/notification-preferences")).json()).toEqual(second.json());
    expect((await as(t.app, alice).get("/api/user/notification-preferences")).json().projectUpdates).toBe(
      true,
    );
  });

  it.each([
    ["no key", {}],
    ["two keys", { taskAssignments: false, projectUpdates: false }],
    ["an unknown key", { emailDigest: false }],
    ["a non-boolean", { taskAssignments: "no" }],
    ["a null", { taskAssignments: null }],
    ["an array", [true]],
  ])("refuses a body with %s with 400 and changes nothing", async (_label, body) => {
    const ned = await createUser(t);
    const res = await as(t.app, ned).patch("/api/user/notification-preferences", body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect(Object.values((await as(t.app, ned).get("/api/user/notification-preferences")).json())).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
