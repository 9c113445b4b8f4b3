import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { notifications, teams } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { type FakeSlack, startFakeSlack } from "../../test/fake-slack.ts";
import { countQueries } from "../../test/query-count.ts";
import { collect, sleep } from "../realtime/ws-client.ts";
import { createBoard, createTask } from "../tasks/task-fixtures.ts";

/*
 * Issue 9 defect 5: task_completed notifications, the feed's paging, the unread count, links to what
 * a notification is about, and per-user delivery over the app-wide socket.
 */

let slack: FakeSlack;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  slack = await startFakeSlack([
    {
      token: "xoxb-done-1",
      team: "Done team",
      teamId: "TD1",
      botUserId: "UD1",
      channels: [{ id: "CD1", name: "done" }],
    },
  ]);
  t = await buildTestApp({ SLACK_API_URL: slack.url, APP_URL: "http://sprintboard.test" });
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
});
beforeEach(() => {
  slack.messages.length = 0;
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

const completedOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "task_completed")));

describe("task_completed notifications", () => {
  it("tell the task's creator and assignee when someone else completes it, once", async () => {
    const creator = await createUser(t);
    const assignee = await createUser(t);
    const { boardId } = await createBoard(t, owner, { name: "Finish line", members: [creator, assignee] });
    const task = await createTask(t, creator, boardId, { title: "Cross it", assignedTo: assignee.id });
    // The owner completes it through the edit form.
    const done = await as(t.app, owner).put(`/api/tasks/${task.id}`, { status: "done" });
    expect(done.statusCode).toBe(200);
    for (const user of [creator, assignee]) {
      const rows = await completedOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        title: "Task completed",
        relatedEntityType: "task",
        relatedEntityId: task.id,
        actionUserId: owner.id,
        isRead: false,
      });
      expect(rows[0]!.message).toBe('"Cross it" in Finish line was completed');
    }
    expect(await completedOf(owner.id)).toHaveLength(0);
    // An edit of a completed task that keeps it done is no new completion.
    await as(t.app, owner).put(`/api/tasks/${task.id}`, { title: "Cross it again", status: "done" });
    expect(await completedOf(assignee.id)).toHaveLength(1);
  });

  it("are created by a drag into the completed column, never for the actor's own task", async () => {
    const assignee = await createUser(t);
    const { boardId } = await createBoard(t, owner, { members: [assignee] });
    const task = await createTask(t, owner, boardId, { title: "Drag me", assignedTo: assignee.id });
    // A move between open columns is no completion.
    await as(t.app, assignee).put(`/api/tasks/${task.id}/position`, { status: "in_progress", position: 0 });
    expect(await completedOf(owner.id)).toHaveLength(0);
    const moved = await as(t.app, assignee).put(`/api/tasks/${task.id}/position`, {
      status: "done",
      position: 0,
    });
    expect(moved.statusCode).toBe(200);
    // The owner created it: told. The assignee completed it: not told of their own act.
    expect((await completedOf(owner.id)).filter((n) => n.relatedEntityId === task.id)).toHaveLength(1);
    expect(await completedOf(assignee.id)).toHaveLength(0);
  });

  it("go to the chat workspace only while the Task Completions switch is on", async () => {
    const watcher = await createUser(t);
    const saved = await as(t.app, watcher).post("/api/slack/integration", {
      accessToken: "xoxb-done-1",
      channelId: "CD1",
      channelName: "done",
    });
    expect(saved.statusCode).toBe(201);
    const { boardId } = await createBoard(t, owner, { name: "Switches", members: [watcher] });
    const first = await createTask(t, watcher, boardId, { title: "Switch on" });
    await as(t.app, owner).put(`/api/tasks/${first.id}`, { status: "done" });
    await vi.waitFor(() => expect(slack.messages.map((m) => m.text).join()).toContain("Switch on"));

    const off = await as(t.app, watcher).patch("/api/user/notification-preferences", {
      taskCompletions: false,
    });
    expect(off.statusCode).toBe(200);
    slack.messages.length = 0;
    const second = await createTask(t, watcher, boardId, { title: "Switch off" });
    await as(t.app, owner).put(`/api/tasks/${second.id}`, { status: "done" });
    await vi.waitFor(async () =>
      expect((await completedOf(watcher.id)).map((n) => n.relatedEntityId)).toContain(second.id),
    );
    await sleep(300);
    expect(slack.messages).toEqual([]);
  });
});

describe("the feed", () => {
  async function seed(userId: number, count: number) {
    await t.database.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: "task_assigned",
        title: `n${i}`,
        message: "m",
        // Same second for many: the cursor must order by (createdAt, id), not by time alone.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 10))),
      })),
    );
  }

  it("pages past 100 with a cursor, newest first, with no gaps or repeats", async () => {
    const reader = await createUser(t);
    await seed(reader.id, 230);
    const seen: string[] = [];
    let before: number | undefined;
    const pages: number[] = [];
    for (;;) {
      const url = before ? `/api/user/notifications?before=${before}` : "/api/user/notifications";
      const res = await as(t.app, reader).get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { id: number; title: string }[];
      pages.push(page.length);
      seen.push(...page.map((n) => n.title));
      if (page.length < 100 || pages.length === 4) break;
      before = page.at(-1)!.id;
    }
    expect(pages).toEqual([100, 100, 30]);
    expect(seen).toEqual(Array.from({ length: 230 }, (_, i) => `n${229 - i}`));
  });

  it("takes a smaller limit, and refuses a bad cursor or limit with 400", async () => {
    const reader = await createUser(t);
    await seed(reader.id, 5);
    const two = (await as(t.app, reader).get("/api/user/notifications?limit=2")).json();
    expect(two.map((n: { title: string }) => n.title)).toEqual(["n4", "n3"]);
    for (const q of ["limit=0", "limit=101", "limit=x", "before=-1", "before=abc", "before=99999999999"]) {
      const res = await as(t.app, reader).get(`/api/user/notifications?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("does not page through someone else's notifications with their id as cursor", async () => {
    const mine = await createUser(t);
    const theirs = await createUser(t);
    await seed(mine.id, 3);
    await seed(theirs.id, 3);
    const [their] = (await as(t.app, theirs).get("/api/user/notifications")).json();
    expect((await as(t.app, mine).get(`/api/user/notifications?before=${their.id}`)).json()).toEqual([]);
  });
});

describe("GET /api/user/notifications/unread-count", () => {
  it("counts the user's unread notifications past 100 in one query, and follows the read marks", async () => {
    const reader = await createUser(t);
    const other = await createUser(t);
    await t.database.db.insert(notifications).values([
      ...Array.from({ length: 130 }, () => ({
        userId: reader.id,
        type: "task_assigned",
        title: "t",
        message: "m",
      })),
      { userId: other.id, type: "task_assigned", title: "t", message: "m" },
    ]);
    expect((await as(t.app, null).get("/api/user/notifications/unread-count")).statusCode).toBe(401);
    let res!: Awaited<ReturnType<ReturnType<typeof as>["get"]>>;
    const queries = await countQueries(t, async () => {
      res = await as(t.app, reader).get("/api/user/notifications/unread-count");
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 130 });
    // The session check and the count.
    expect(queries).toBeLessThanOrEqual(2);
    const [newest] = (await as(t.app, reader).get("/api/user/notifications")).json();
    await as(t.app, reader).patch(`/api/notifications/${newest.id}/read`);
    expect((await as(t.app, reader).get("/api/user/notifications/unread-count")).json()).toEqual({
      count: 129,
    });
    await as(t.app, reader).patch("/api/notifications/mark-all-read");
    expect((await as(t.app, reader).get("/api/user/notifications/unread-count")).json()).toEqual({
      count: 0,
    });
    expect((await as(t.app, other).get("/api/user/notifications/unread-count")).json()).toEqual({ count: 1 });
  });
});

describe("links", () => {
  it("point a notification to its task, project or department, in the feed and the recent activity", async () => {
    const member = await createUser(t);
    const { projectId, boardId } = await createBoard(t, owner, { name: "Linked" });
    const task = await createTask(t, owner, boardId, { title: "Linked task", assignedTo: member.id });
    const [team] = await t.database.db
      .insert(teams)
      .values({ name: "Linked dept", ownerId: owner.id })
      .returning();
    await as(t.app, owner).post(`/api/teams/${team!.id}/members`, { userId: member.id });
    const feed = (await as(t.app, member).get("/api/user/notifications")).json() as {
      type: string;
      link: string | null;
    }[];
    const linkOf = (list: { type: string; link: string | null }[], type: string) =>
      list.find((n) => n.type === type)?.link;
    expect(linkOf(feed, "task_assigned")).toBe(`/projects/${projectId}?taskId=${task.id}`);
    expect(linkOf(feed, "member_invite")).toBe(`/teams/${team!.id}`);
    const recent = (await as(t.app, member).get("/api/user/recent-activity")).json();
    expect(linkOf(recent, "task_assigned")).toBe(`/projects/${projectId}?taskId=${task.id}`);
    expect(linkOf(recent, "member_invite")).toBe(`/teams/${team!.id}`);
    // A project notification links to the project; a deleted task's notification links nowhere.
    const added = await as(t.app, owner).post("/api/projects", { name: "Fresh" });
    const fresh = added.json() as { id: number };
    const freshBoards = (await as(t.app, owner).get(`/api/projects/${fresh.id}/boards`)).json();
    const gone = await createTask(t, owner, freshBoards[0].id, { title: "Gone", assignedTo: member.id });
    await as(t.app, owner).delete(`/api/tasks/${gone.id}`);
    const after = (await as(t.app, member).get("/api/user/notifications")).json() as {
      type: string;
      relatedEntityId: number;
      link: string | null;
    }[];
    expect(after.find((n) => n.type === "project_assigned" && n.relatedEntityId === fresh.id)?.link).toBe(
      `/projects/${fresh.id}`,
    );
    expect(after.find((n) => n.type === "task_assigned" && n.relatedEntityId === gone.id)?.link).toBeNull();
  });
});

describe("delivery over the app-wide socket", () => {
  it("a socket that joined no project gets its user's notifications, and only theirs", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `${address.replace("http", "ws")}/ws`;
    const open = (user: TestUser) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie: user.cookie } });
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    const assignee = await createUser(t);
    const bystander = await createUser(t);
    const { boardId } = await createBoard(t, owner, { members: [assignee, bystander] });
    const [mine, theirs] = [await open(assignee), await open(bystander)];
    try {
      const inbox = collect(mine);
      const otherInbox = collect(theirs);
      const task = await createTask(t, assignee, boardId, { title: "Mine to finish" });
      await as(t.app, owner).put(`/api/tasks/${task.id}`, { status: "done" });
      const event = await inbox.next((m) => m.type === "notification");
      expect(event).toMatchObject({
        userId: assignee.id,
        notification: {
          type: "task_completed",
          relatedEntityId: task.id,
          link: expect.stringContaining("taskId="),
        },
      });
      // It carries the recipient's unread count, which the bell takes without reading it again.
      const unread = await as(t.app, assignee).get("/api/user/notifications/unread-count");
      expect((event as { unreadCount?: number }).unreadCount).toBe(unread.json().count);
      expect(unread.json().count).toBeGreaterThan(0);
      await sleep(150);
      expect(otherInbox.messages.filter((m) => m.type === "notification")).toEqual([]);
      // Nor does the bystander see the task's events without joining its project.
      expect(otherInbox.messages).toEqual([]);
    } finally {
      mine.terminate();
      theirs.terminate();
    }
  });
});
