import { createHash } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Development } from "../../../contract/repositories.ts";
import { repositoryCommits, repositoryDeliveries, repositoryPullRequests } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { connect, deliver, fixture, keyedBoard, type TestConnection } from "./repository-test-helpers.ts";

/*
 * What a hostile sender with a valid signature can do (product rules §34, issue 31): replay a captured
 * body under a new delivery id, send a delivery far bigger than any real one, or put links that are
 * not web addresses in the payload. Each changes nothing, or only what a real delivery would, and
 * never answers 500.
 */

let t: TestApp;
let owner: TestUser;
let boardId: number;
let projectId: number;
let connection: TestConnection;
let first: { id: number; key: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  ({ projectId, boardId } = await keyedBoard(t, owner, "WEB"));
  connection = await connect(t, owner, projectId, "github");
  first = await createTask(t, owner, boardId, { title: "First" });
});
afterAll(async () => t.close());

const development = async (taskId: number) =>
  (await as(t.app, owner).get(`/api/tasks/${taskId}/development`)).json() as Development;
const sha = (i: number) => createHash("sha1").update(String(i)).digest("hex");

describe("a replayed body", () => {
  it("is a duplicate within 24 hours whatever its delivery id, and changes nothing", async () => {
    const payload = fixture("github.push");
    payload.ref = "refs/heads/replayed";
    payload.commits = [{ id: sha(-1), message: `${first.key} Replayed`, timestamp: null }];
    const sent = await deliver(t, connection, "push", payload, { deliveryId: "original-id" });
    expect(sent.json()).toMatchObject({ status: "processed" });
    const rows = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(repositoryDeliveries)
          .where(eq(repositoryDeliveries.connectionId, connection.id))
      )[0]!.n;
    const before = await rows();
    const replay = await deliver(t, connection, "push", payload, { deliveryId: "a-new-id" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: "duplicate" });
    expect(await rows()).toBe(before);
  });

  it("is processed again once the first was received more than 24 hours ago", async () => {
    const payload = fixture("github.push");
    payload.ref = "refs/heads/replayed-later";
    payload.commits = [];
    expect((await deliver(t, connection, "push", payload)).json()).toMatchObject({ status: "processed" });
    await t.database.db
      .update(repositoryDeliveries)
      .set({ receivedAt: sql`now() - interval '25 hours'` })
      .where(eq(repositoryDeliveries.connectionId, connection.id));
    expect((await deliver(t, connection, "push", payload)).json()).toMatchObject({ status: "processed" });
  });
});

describe("an oversized delivery", () => {
  it("a push of 12,000 commits links the first 2,048 and says so, never a 500", async () => {
    const payload = fixture("github.push");
    payload.ref = "refs/heads/huge";
    payload.commits = Array.from({ length: 12_000 }, (_, i) => ({ id: sha(i), message: `${first.key} c` }));
    const res = await deliver(t, connection, "push", payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toContain("only the first 2,048 of 12,000 commits were read");
    const [row] = await t.database.db
      .select({ n: count() })
      .from(repositoryCommits)
      .where(and(eq(repositoryCommits.connectionId, connection.id), eq(repositoryCommits.taskId, first.id)));
    expect(row!.n).toBeGreaterThanOrEqual(2048);
    expect(row!.n).toBeLessThan(2060);
  });

  it("commits naming tens of thousands of keys are read in batches, never a 500", async () => {
    const named = [first];
    for (let i = 0; i < 9; i++) named.push(await createTask(t, owner, boardId, { title: `Named ${i}` }));
    const keys = named.map((task) => task.key).join(" ");
    const payload = fixture("github.push");
    payload.ref = "refs/heads/many-keys";
    // 66,500 numbers of tasks that do not exist, and 9,500 commit rows (66,500 values): each over
    // PostgreSQL's 65,535 parameters.
    payload.commits = Array.from({ length: 950 }, (_, i) => ({
      id: sha(100_000 + i),
      message: `${keys} ${Array.from({ length: 70 }, (_, j) => `WEB-${100_000 + i * 70 + j}`).join(" ")}`,
    }));
    expect(JSON.stringify(payload).length).toBeLessThan(1024 * 1024);
    const res = await deliver(t, connection, "push", payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toContain("9,500 commits");
    const [row] = await t.database.db
      .select({ n: count() })
      .from(repositoryCommits)
      .where(eq(repositoryCommits.taskId, named[9]!.id));
    expect(row!.n).toBe(950);
  });

  it("a check run naming 70,000 pull requests is read for the first 100, never a 500", async () => {
    const payload = fixture("github.check_run.completed");
    payload.check_run.pull_requests = Array.from({ length: 70_000 }, (_, i) => ({ number: (i % 9) + 1 }));
    const res = await deliver(t, connection, "check_run", payload);
    expect(res.statusCode).toBe(200);
    const distinct = fixture("github.check_run.completed");
    distinct.check_run.pull_requests = Array.from({ length: 60_000 }, (_, i) => ({ number: i + 1 }));
    const many = await deliver(t, connection, "check_run", distinct);
    expect(many.statusCode).toBe(200);
    expect(many.json().summary).toContain("only the first 100 of 60,000 pull requests were read");
  });
});

describe("links from a payload", () => {
  it("keeps only http(s) addresses: javascript:, data: and the like are stored as null", async () => {
    const task = await createTask(t, owner, boardId, { title: "Links" });
    const push = fixture("github.push");
    push.ref = `refs/heads/${task.key.toLowerCase()}-links`;
    push.repository.html_url = "javascript:alert(1)//";
    push.commits = [{ id: sha(-7), message: `${task.key} Links`, url: "data:text/html,<script>1</script>" }];
    expect((await deliver(t, connection, "push", push)).statusCode).toBe(200);
    const pr = fixture("github.pull_request.opened");
    pr.pull_request.number = 900;
    pr.pull_request.title = `${task.key} Links`;
    pr.pull_request.html_url = " JavaScript:alert(document.cookie)";
    expect((await deliver(t, connection, "pull_request", pr)).statusCode).toBe(200);
    const dev = await development(task.id);
    expect(dev.branches).toHaveLength(1);
    expect(dev.branches[0]!.url).toBeNull();
    expect(dev.commits[0]!.url).toBeNull();
    expect(dev.pullRequests[0]!.url).toBeNull();

    const fine = fixture("github.pull_request.opened");
    fine.pull_request.number = 901;
    fine.pull_request.title = `${task.key} Fine`;
    await deliver(t, connection, "pull_request", fine);
    const again = await development(task.id);
    expect(again.pullRequests.find((p) => p.number === 901)!.url).toBe(fine.pull_request.html_url);
    // A link stored before the rule is not served either.
    await t.database.db
      .update(repositoryPullRequests)
      .set({ url: "javascript:alert(2)" })
      .where(eq(repositoryPullRequests.number, 901));
    expect((await development(task.id)).pullRequests.find((p) => p.number === 901)!.url).toBeNull();
  });
});
