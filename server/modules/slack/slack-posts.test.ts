import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type FakeSlack, type FakeWorkspace, startFakeSlack } from "../../test/fake-slack.ts";
import { createNotifications } from "../notifications/notify.ts";
import { sleep } from "../realtime/ws-client.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";

/*
 * Notifications reach the recipient's chat-workspace channel after the commit, when the
 * integration is active and the /settings switch of the notification's kind is on (product rules §9).
 */

const workspace = (n: number): FakeWorkspace => ({
  token: `xoxb-user-${n}`,
  team: `Team ${n}`,
  teamId: `T${n}`,
  botUserId: `U${n}`,
  channels: [{ id: `C${n}`, name: `channel-${n}` }],
});

let slack: FakeSlack;
let t: TestApp;
let owner: TestUser;
let bob: TestUser;
let carol: TestUser;

async function connect(user: TestUser, n: number) {
  const res = await as(t.app, user).post("/api/slack/integration", {
    accessToken: `xoxb-user-${n}`,
    channelId: `C${n}`,
    channelName: `channel-${n}`,
  });
  expect(res.statusCode).toBe(201);
}

const postsTo = (n: number) => slack.messages.filter((m) => m.channel === `C${n}`);

beforeAll(async () => {
  slack = await startFakeSlack([workspace(1), workspace(2)]);
  t = await buildTestApp({ SLACK_API_URL: slack.url, APP_URL: "http://sprintboard.test" });
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  bob = await createUser(t);
  carol = await createUser(t);
  await connect(bob, 1);
  await connect(carol, 2);
});
beforeEach(() => {
  slack.messages.length = 0;
  slack.failWith("chat.postMessage", null);
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

it("posts a task assignment to the assignee's channel with title, message and a link", async () => {
  const { boardId } = await createBoard(t, owner, { name: "Apollo", members: [bob] });
  await createTask(t, owner, boardId, { title: "Fuel <the> rocket & go", assignedTo: bob.id });
  await vi.waitFor(() => expect(postsTo(1)).toHaveLength(1));
  const text = postsTo(1)[0]!.text;
  expect(text).toContain("*New task assigned*");
  expect(text).toContain("Fuel &lt;the&gt; rocket &amp; go");
  expect(text).toContain("<http://sprintboard.test/notifications|Open in Sprintboard>");
  expect(postsTo(2)).toEqual([]);
});

it("skips the kinds whose switch is off and still posts the others", async () => {
  const off = await as(t.app, bob).patch("/api/user/notification-preferences", { taskAssignments: false });
  expect(off.statusCode).toBe(200);
  try {
    // Bob is not yet a member: he is told he was added to the project (on) and assigned the task (off).
    const { boardId } = await createBoard(t, owner, { name: "Gemini" });
    await createTask(t, owner, boardId, { title: "Assigned while muted", assignedTo: bob.id });
    await vi.waitFor(() => expect(postsTo(1)).toHaveLength(1));
    await sleep(200);
    expect(postsTo(1)).toHaveLength(1);
    expect(postsTo(1)[0]!.text).toContain("Gemini");
    expect(postsTo(1)[0]!.text).not.toContain("Assigned while muted");
    // The in-app notification is created all the same.
    const feed = (await as(t.app, bob).get("/api/user/notifications")).json();
    expect(feed.some((n: { message: string }) => n.message.includes("Assigned while muted"))).toBe(true);
  } finally {
    await as(t.app, bob).patch("/api/user/notification-preferences", { taskAssignments: true });
  }
});

it("maps each kind to its switch: replies to Comment Mentions, reminders to Deadline Reminders", async () => {
  await as(t.app, carol).patch("/api/user/notification-preferences", { commentMentions: false });
  try {
    await createNotifications(t.database.db, [
      {
        userId: carol.id,
        type: "task_reply",
        title: "New reply",
        message: "muted reply",
        actionUserId: owner.id,
      },
      { userId: carol.id, type: "deadline_reminder", title: "Task due soon", message: "due soon" },
      { userId: carol.id, type: "member_invite", title: "Department", message: "not a chat kind" },
    ]);
    await vi.waitFor(() => expect(postsTo(2)).toHaveLength(1));
    await sleep(200);
    expect(postsTo(2).map((m) => m.text.split("\n")[0])).toEqual(["*Task due soon*"]);
  } finally {
    await as(t.app, carol).patch("/api/user/notification-preferences", { commentMentions: true });
  }
});

it("posts nothing for an inactive integration", async () => {
  await as(t.app, bob).put("/api/slack/integration", { isActive: false });
  try {
    // One batch for both: by the time Carol's post arrives, Bob's would have been sent.
    await createNotifications(t.database.db, [
      { userId: bob.id, type: "task_assigned", title: "For Bob", message: "b" },
      { userId: carol.id, type: "task_assigned", title: "For Carol", message: "c" },
    ]);
    await vi.waitFor(() => expect(postsTo(2)).toHaveLength(1));
    await sleep(100);
    expect(postsTo(1)).toEqual([]);
  } finally {
    await as(t.app, bob).put("/api/slack/integration", { isActive: true });
  }
});

it("posts nothing for a user without an integration, and never for one's own act", async () => {
  const dave = await createUser(t);
  const { boardId } = await createBoard(t, owner, { members: [dave, bob] });
  await createTask(t, owner, boardId, { title: "For Dave", assignedTo: dave.id });
  await createTask(t, bob, boardId, { title: "Bob assigns himself", assignedTo: bob.id });
  await createNotifications(t.database.db, [
    { userId: carol.id, type: "task_assigned", title: "Marker", message: "m" },
  ]);
  await vi.waitFor(() => expect(postsTo(2)).toHaveLength(1));
  await sleep(100);
  expect(slack.messages.map((m) => m.channel)).toEqual(["C2"]);
});

it("a refused post is only logged: the change that caused it succeeds", async () => {
  slack.failWith("chat.postMessage", "channel_not_found");
  const { boardId } = await createBoard(t, owner, { members: [bob] });
  const task = await createTask(t, owner, boardId, { title: "Still created", assignedTo: bob.id });
  expect(task.assignedTo).toBe(bob.id);
  await vi.waitFor(() =>
    expect(slack.calls.filter((c) => c.method === "chat.postMessage").length).toBeGreaterThan(0),
  );
  expect(slack.messages).toEqual([]);
});
