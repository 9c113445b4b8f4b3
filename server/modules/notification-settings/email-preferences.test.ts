import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_KINDS, EMAIL_KINDS } from "../../../contract/email.ts";
import { NOTIFICATION_TYPES } from "../../../contract/notifications.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

// GET/PUT /api/user/email-preferences (product rules, email).

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t);
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const get = (u: TestUser | null = user) => as(t.app, u).get("/api/user/email-preferences");
const put = (body: unknown, u: TestUser = user) => as(t.app, u).put("/api/user/email-preferences", body);

describe("email preferences", () => {
  it("offers a choice for every notification kind the server creates, and task_changed", () => {
    for (const type of NOTIFICATION_TYPES) expect(EMAIL_KINDS).toContain(type);
    expect(EMAIL_KINDS).toContain("task_changed");
  });

  it("starts with assignment, mentions and replies immediately, the rest in the digest at 08:00, no zone", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: null, digestHour: 8, kinds: DEFAULT_EMAIL_KINDS, bouncing: null });
    expect(res.json().kinds).toMatchObject({
      task_assigned: "immediately",
      task_reply: "immediately",
      task_message_reply: "immediately",
      chat_mention: "immediately",
      task_changed: "digest",
      task_completed: "digest",
    });
  });

  it("saves only the fields sent, merging kinds into the saved ones", async () => {
    let res = await put({ timeZone: "Europe/Berlin", kinds: { task_changed: "immediately" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: "Europe/Berlin", digestHour: 8 });
    res = await put({ digestHour: 17, kinds: { task_assigned: "off" } });
    expect(res.json()).toMatchObject({
      timeZone: "Europe/Berlin",
      digestHour: 17,
      kinds: { task_changed: "immediately", task_assigned: "off", task_reply: "immediately" },
    });
    expect((await get()).json()).toEqual(res.json());
  });

  it.each([
    [{ timeZone: "Mars/Olympus" }, "timeZone", "Time zone must be an IANA time zone such as Europe/Berlin"],
    [{ timeZone: "" }, "timeZone", "Time zone must be an IANA time zone such as Europe/Berlin"],
    [{ digestHour: 24 }, "digestHour", "Digest hour must be a whole number from 0 to 23"],
    [{ digestHour: -1 }, "digestHour", "Digest hour must be a whole number from 0 to 23"],
    [{ digestHour: 7.5 }, "digestHour", "Digest hour must be a whole number from 0 to 23"],
    [{ kinds: { task_assigned: "weekly" } }, "kinds.task_assigned", "Choose off, immediately or digest"],
    [{ kinds: { no_such_kind: "off" } }, "kinds", "Unknown notification kind"],
    [{ colour: "blue" }, "", "Unknown field"],
  ])("refuses %j with 400, changing nothing", async (body, path, message) => {
    const before = (await get()).json();
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    expect((await get()).json()).toEqual(before);
  });

  it("keeps each person's settings their own, and needs a session (401)", async () => {
    const other = await createUser(t);
    expect((await get(other)).json().kinds).toEqual(DEFAULT_EMAIL_KINDS);
    expect((await get(null)).statusCode).toBe(401);
    expect((await as(t.app, null).put("/api/user/email-preferences", { digestHour: 3 })).statusCode).toBe(
      401,
    );
  });
});
