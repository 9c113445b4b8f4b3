import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { branchNameFor, commitMessageFor } from "../../../contract/repositories.ts";
import type { Task } from "../../../contract/tasks.ts";
import { repositoryConnections, repositoryPullRequests } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { collect, sendJson } from "../realtime/ws-client.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { connect, deliver, fixture, keyedBoard, signedHeaders } from "./repository-test-helpers.ts";

/* Product rules §34: the owner's connection routes, their validation, and the board's badge. */

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let projectId: number;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  member = await createUser(t);
  outsider = await createUser(t);
  ({ projectId, boardId } = await keyedBoard(t, owner, "WEB", [member]));
});
afterAll(async () => t.close());

const base = () => `/api/projects/${projectId}/repositories`;

describe("repository connection routes", () => {
  it("shows the secret and the webhook URL on creation, never in the list, sealed at rest", async () => {
    const res = await as(t.app, owner).post(base(), { provider: "github", repository: " acme/site " });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      provider: "github",
      repository: "acme/site",
      reviewColumn: null,
      doneColumn: null,
    });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.webhookUrl).toMatch(new RegExp(`/api/integrations/github/${created.id}$`));
    const list = await as(t.app, owner).get(base());
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().find((r: { id: number }) => r.id === created.id)).toMatchObject({
      lastDelivery: null,
    });
    const [row] = await t.database.db
      .select()
      .from(repositoryConnections)
      .where(eq(repositoryConnections.id, created.id));
    expect(row!.secret).not.toContain(created.secret);
  });

  it("rotating makes a new secret and the old one stops working", async () => {
    const conn = await connect(t, owner, projectId, "gitea", "acme/rotated");
    const rotated = await as(t.app, owner).post(`${base()}/${conn.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().secret as string;
    expect(secret).not.toBe(conn.secret);
    const payload = fixture("gitea.push");
    payload.repository.full_name = "acme/rotated";
    expect((await deliver(t, conn, "push", payload)).statusCode).toBe(401);
    expect((await deliver(t, { ...conn, secret }, "push", payload)).statusCode).toBe(200);
  });

  it("the inbound URL takes a provider's delivery whatever its Origin (the signature is the credential)", async () => {
    const conn = await connect(t, owner, projectId, "github", "acme/origin");
    const payload = fixture("github.push");
    payload.repository.full_name = "acme/origin";
    const body = JSON.stringify(payload);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/integrations/github/${conn.id}`,
      payload: body,
      headers: {
        ...signedHeaders("github", conn.secret, body, "push"),
        origin: "https://evil.example.test",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(res.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/integrations/github/${conn.id}`,
      payload: body,
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example.test",
        cookie: owner.cookie,
      },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses a member (403) and an outsider (404), changing nothing", async () => {
    const body = { provider: "gitlab", repository: "acme/members" };
    expect((await as(t.app, member).post(base(), body)).statusCode).toBe(403);
    expect((await as(t.app, outsider).post(base(), body)).statusCode).toBe(404);
    expect((await as(t.app, member).get(base())).statusCode).toBe(403);
    expect((await as(t.app, outsider).get(base())).statusCode).toBe(404);
    const list = (await as(t.app, owner).get(base())).json() as { repository: string }[];
    expect(list.map((r) => r.repository)).not.toContain("acme/members");
  });

  it("validates the provider, the repository's name and duplicates", async () => {
    for (const body of [
      { provider: "bitbucket", repository: "acme/x" },
      { provider: "github", repository: "no-slash" },
      { provider: "github", repository: "acme/x.git" },
      { provider: "github", repository: "acme/<script>" },
      { provider: "github", repository: `acme/${"x".repeat(300)}` },
      { provider: "github" },
    ]) {
      const res = await as(t.app, owner).post(base(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await as(t.app, owner).post(base(), { provider: "gitlab", repository: "group/sub/app" })).statusCode,
    ).toBe(201);
    const again = await as(t.app, owner).post(base(), { provider: "gitlab", repository: "Group/Sub/App" });
    expect(again.statusCode).toBe(409);
  });

  it('chooses the columns: a board column, never ("") or automatic (null); an unknown column is 400', async () => {
    const conn = await connect(t, owner, projectId, "github", "acme/columns");
    const url = `${base()}/${conn.id}`;
    const ok = await as(t.app, owner).patch(url, { reviewColumn: "in_progress", doneColumn: "" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reviewColumn: "in_progress", doneColumn: "" });
    const bad = await as(t.app, owner).patch(url, { reviewColumn: "nowhere" });
    expect(bad.statusCode).toBe(400);
    expect((await as(t.app, owner).patch(url, {})).statusCode).toBe(400);
    expect((await as(t.app, member).patch(url, { doneColumn: null })).statusCode).toBe(403);
    const back = await as(t.app, owner).patch(url, { reviewColumn: null });
    expect(back.json()).toMatchObject({ reviewColumn: null, doneColumn: "" });
  });

  it("deleting a connection removes what it linked, and its webhook URL answers 404", async () => {
    const conn = await connect(t, owner, projectId, "github", "acme/gone");
    const task = await createTask(t, owner, boardId, { title: "Linked" });
    const payload = fixture("github.pull_request.synchronize");
    payload.repository.full_name = "acme/gone";
    payload.pull_request.title = `${task.key} linked`;
    expect((await deliver(t, conn, "pull_request", payload)).statusCode).toBe(200);
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json().pullRequest).toMatchObject({
      number: 17,
    });
    expect((await as(t.app, member).delete(`${base()}/${conn.id}`)).statusCode).toBe(403);
    expect((await as(t.app, owner).delete(`${base()}/${conn.id}`)).statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(repositoryPullRequests)
      .where(eq(repositoryPullRequests.taskId, task.id));
    expect(left).toEqual([]);
    expect((await as(t.app, owner).get(`/api/tasks/${task.id}`)).json().pullRequest).toBeNull();
    expect((await deliver(t, conn, "pull_request", payload)).statusCode).toBe(404);
  });

  it("lists connections in the same number of round trips for 1 as for 10", async () => {
    const other = await keyedBoard(t, owner, "CNT");
    const url = `/api/projects/${other.projectId}/repositories`;
    await connect(t, owner, other.projectId, "github", "acme/c0");
    const few = await countQueries(t, () => as(t.app, owner).get(url));
    for (let i = 1; i < 10; i++) await connect(t, owner, other.projectId, "github", `acme/c${i}`);
    const many = await countQueries(t, () => as(t.app, owner).get(url));
    expect(many).toBe(few);
  });
});

describe("a task's development items", () => {
  it("are read in the same number of round trips for 1 item of each kind as for 10", async () => {
    const conn = await connect(t, owner, projectId, "gitlab", "acme/count");
    const task = await createTask(t, owner, boardId, { title: "Counted" });
    const send = async (i: number) => {
      const push = fixture("gitlab.push");
      push.project.path_with_namespace = "acme/count";
      push.ref = `refs/heads/${task.key.toLowerCase()}-${i}`;
      push.commits[0].id = `${i}`.padStart(40, "a");
      push.commits[0].message = `${task.key} step ${i}`;
      const mr = fixture("gitlab.merge_request.update");
      mr.project.path_with_namespace = "acme/count";
      Object.assign(mr.object_attributes, { iid: 500 + i, title: `${task.key} part ${i}` });
      expect((await deliver(t, conn, "Push Hook", push)).statusCode).toBe(200);
      expect((await deliver(t, conn, "Merge Request Hook", mr)).statusCode).toBe(200);
    };
    const url = `/api/tasks/${task.id}/development`;
    await send(0);
    const few = await countQueries(t, () => as(t.app, owner).get(url));
    for (let i = 1; i < 10; i++) await send(i);
    const many = await countQueries(t, () => as(t.app, owner).get(url));
    const dev = (await as(t.app, owner).get(url)).json();
    expect([dev.branches.length, dev.commits.length, dev.pullRequests.length]).toEqual([10, 10, 10]);
    expect(many).toBe(few);
  });
});

describe("live boards", () => {
  it("publish the connection's move, naming the connection, and badge change; so does the history", async () => {
    const conn = await connect(t, owner, projectId, "github", "acme/live");
    const moved = await createTask(t, owner, boardId, { title: "Moves" });
    const badged = await createTask(t, owner, boardId, { title: "Badge only" });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const ws = new WebSocket(`${address.replace("http", "ws")}/ws`, { headers: { cookie: member.cookie } });
    try {
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      const inbox = collect(ws);
      sendJson(ws, { type: "join_project", projectId });
      await inbox.next((m) => m.type === "presence");
      const opened = fixture("github.pull_request.opened");
      opened.repository.full_name = "acme/live";
      opened.pull_request.head.ref = `${moved.key.toLowerCase()}-live`;
      await deliver(t, conn, "pull_request", opened);
      expect(await inbox.next((m) => m.type === "task_moved" && m.task.id === moved.id)).toMatchObject({
        actorId: null,
        via: { kind: "integration", name: "GitHub acme/live" },
        fromStatus: "todo",
        task: { status: "review", pullRequest: { number: 17, state: "open" } },
      });
      const history = await as(t.app, owner).get(`/api/tasks/${moved.id}/activity`);
      expect(history.json().items[0]).toMatchObject({
        kind: "moved",
        actor: null,
        via: { kind: "integration", name: "GitHub acme/live" },
        changes: [{ field: "status", from: "todo", to: "review" }],
      });
      const synced = fixture("github.pull_request.synchronize");
      synced.repository.full_name = "acme/live";
      synced.number = 18;
      synced.pull_request.number = 18;
      synced.pull_request.head.ref = `${badged.key.toLowerCase()}-live`;
      await deliver(t, conn, "pull_request", synced);
      expect(await inbox.next((m) => m.type === "task_updated" && m.task.id === badged.id)).toMatchObject({
        actorId: null,
        task: { status: "todo", pullRequest: { number: 18, state: "open" } },
      });
    } finally {
      ws.terminate();
    }
  });
});

describe("the board's pull-request badge", () => {
  it("changes the board's ETag when a linked pull request changes", async () => {
    const conn = await connect(t, owner, projectId, "github", "acme/etag");
    const task = await createTask(t, owner, boardId, { title: "Badge" });
    const first = await as(t.app, owner).get(`/api/boards/${boardId}/tasks`);
    const etag = first.headers.etag as string;
    const payload = fixture("github.pull_request.synchronize");
    payload.repository.full_name = "acme/etag";
    payload.pull_request.head.ref = `${task.key.toLowerCase()}-badge`;
    await deliver(t, conn, "pull_request", payload);
    const second = await t.app.inject({
      method: "GET",
      url: `/api/boards/${boardId}/tasks`,
      headers: { cookie: owner.cookie, "if-none-match": etag },
    });
    expect(second.statusCode).toBe(200);
    const onBoard = (second.json() as Task[]).find((x) => x.id === task.id);
    expect(onBoard?.pullRequest).toEqual({ number: 17, state: "open" });
  });
});

describe("branch name and commit message helpers", () => {
  it("make a safe branch name of at most 60 characters and a keyed commit message", () => {
    expect(branchNameFor({ key: "WEB-42", title: "Checkout page" })).toBe("web-42-checkout-page");
    expect(branchNameFor({ key: "WEB-7", title: "  Émigré's «café» / crème: brûlée!! " })).toBe(
      "web-7-emigre-s-cafe-creme-brulee",
    );
    const long = branchNameFor({ key: "WEB-9", title: "a very long title ".repeat(10) });
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^web-9-[a-z0-9-]*[a-z0-9]$/);
    expect(commitMessageFor({ key: "WEB-42", title: "Checkout  page\n" })).toBe("WEB-42 Checkout page");
  });
});
