import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Development, RepositoryProvider } from "../../../contract/repositories.ts";
import type { Task } from "../../../contract/tasks.ts";
import { boards, repositoryPullRequests, webhookDeliveries } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import {
  connect,
  deliver,
  keyedBoard,
  type Payload,
  type TestConnection,
} from "./repository-test-helpers.ts";

/*
 * The behaviours every provider must show (product rules §34), run by github.test.ts, gitlab.test.ts
 * and gitea.test.ts against that provider's fixtures, signed the provider's way.
 */

type PrKind = "opened" | "synchronize" | "merged" | "closed";

/** How to make and edit one provider's deliveries. */
export type ProviderSpec = {
  provider: RepositoryProvider;
  /** A push: its event name and payload. */
  push: () => { event: string; payload: Payload };
  /** Sets the pushed branch and the commits' messages. */
  setPush: (payload: Payload, branch: string, messages: string[]) => void;
  /** A pull (merge) request event of this kind. */
  pr: (kind: PrKind) => { event: string; payload: Payload };
  /** Sets the request's number, title, body and source branch. */
  setPr: (payload: Payload, fields: { number: number; title: string; body: string; branch: string }) => void;
  /** Sets the repository the payload names. */
  setRepository: (payload: Payload, name: string) => void;
  /** A checks event for pull request `number`, failing, when the provider has one. */
  checks?: (number: number) => { event: string; payload: Payload };
};

/** Registers the provider's suite in the calling test file. */
export function providerSuite(spec: ProviderSpec): void {
  let t: TestApp;
  let owner: TestUser;
  let outsider: TestUser;
  let boardId: number;
  let projectId: number;
  let otherBoardId: number;
  let connection: TestConnection;
  let prNumber = 100;

  beforeAll(async () => {
    t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
    owner = await createUser(t);
    outsider = await createUser(t);
    ({ projectId, boardId } = await keyedBoard(t, owner, "WEB"));
    ({ boardId: otherBoardId } = await keyedBoard(t, owner, "API"));
    connection = await connect(t, owner, projectId, spec.provider);
  });
  afterAll(async () => t.close());

  const task = (title = "Login form") => createTask(t, owner, boardId, { title });
  const reread = async (id: number) => (await as(t.app, owner).get(`/api/tasks/${id}`)).json() as Task;
  const development = async (id: number) =>
    (await as(t.app, owner).get(`/api/tasks/${id}/development`)).json() as Development;

  function pullRequest(
    kind: PrKind,
    fields: { number: number; title: string; body?: string; branch: string },
  ) {
    const { event, payload } = spec.pr(kind);
    spec.setPr(payload, { body: "", ...fields });
    return { event, payload };
  }
  function push(branch: string, messages: string[]) {
    const { event, payload } = spec.push();
    spec.setPush(payload, branch, messages);
    return { event, payload };
  }

  describe(`${spec.provider}: receiving`, () => {
    it("refuses a bad or missing signature with 401 and changes nothing", async () => {
      const target = await task();
      const number = ++prNumber;
      const { event, payload } = pullRequest("opened", { number, title: `${target.key} Login`, branch: "x" });
      const bad = await deliver(t, connection, event, payload, { secret: "not-the-secret" });
      expect(bad.statusCode).toBe(401);
      const body = JSON.stringify(payload);
      const missing = await t.app.inject({
        method: "POST",
        url: `/api/integrations/${spec.provider}/${connection.id}`,
        payload: body,
        headers: { "content-type": "application/json" },
      });
      expect(missing.statusCode).toBe(401);
      expect((await reread(target.id)).status).toBe("todo");
      expect((await development(target.id)).pullRequests).toEqual([]);
      const good = await deliver(t, connection, event, payload);
      expect(good.statusCode).toBe(200);
      expect((await reread(target.id)).status).toBe("review");
    });

    it("acknowledges a delivery id seen before and ignores it", async () => {
      const first = await task();
      const second = await task();
      const one = push(`feature/${first.key.toLowerCase()}-x`, [`${first.key} start`]);
      const res = await deliver(t, connection, one.event, one.payload, { deliveryId: "delivery-1" });
      expect(res.statusCode).toBe(200);
      const again = push(`feature/${second.key.toLowerCase()}-x`, [`${second.key} start`]);
      const replay = await deliver(t, connection, again.event, again.payload, { deliveryId: "delivery-1" });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().status).toBe("duplicate");
      expect((await development(second.id)).branches).toEqual([]);
      expect((await development(first.id)).branches).toHaveLength(1);
    });

    it("refuses a body over 1 MB with 413", async () => {
      const target = await task();
      const { event, payload } = pullRequest("opened", {
        number: ++prNumber,
        title: `${target.key} big`,
        body: "x".repeat(1024 * 1024),
        branch: "big",
      });
      const res = await deliver(t, connection, event, payload);
      expect(res.statusCode).toBe(413);
      expect((await reread(target.id)).status).toBe("todo");
    });

    it("ignores a payload of another repository", async () => {
      const target = await task();
      const { event, payload } = pullRequest("opened", {
        number: ++prNumber,
        title: target.key,
        branch: "b",
      });
      spec.setRepository(payload, "acme/other");
      const res = await deliver(t, connection, event, payload);
      expect(res.statusCode).toBe(202);
      expect(res.json().status).toBe("ignored");
      expect((await reread(target.id)).status).toBe("todo");
    });

    it("acknowledges an event it does not use and drops it", async () => {
      const res = await deliver(t, connection, "star", { action: "created" });
      expect([200, 202]).toContain(res.statusCode);
      expect(res.json().status).toBe("ignored");
    });

    it("answers 404 for an unknown connection or the wrong provider", async () => {
      const other = spec.provider === "github" ? "gitlab" : "github";
      const res = await t.app.inject({
        method: "POST",
        url: `/api/integrations/${other}/${connection.id}`,
        payload: "{}",
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe(`${spec.provider}: linking`, () => {
    it("links keys in any case, several at once, and never another project's tasks", async () => {
      const a = await task("A");
      const b = await task("B");
      const foreign = await createTask(t, owner, otherBoardId, { title: "Foreign" });
      const lower = a.key.toLowerCase();
      const { event, payload } = push(`${lower}-and-${b.key}`, [
        `${a.key.replace("WEB", "Web")} first\n\nalso ${foreign.key}`,
        `API-${a.key.split("-")[1]} is not ours`,
      ]);
      const res = await deliver(t, connection, event, payload);
      expect(res.statusCode).toBe(200);
      const devA = await development(a.id);
      expect(devA.branches.map((x) => x.name)).toEqual([`${lower}-and-${b.key}`]);
      expect(devA.commits).toHaveLength(1);
      expect(devA.commits[0]).toMatchObject({ provider: spec.provider, repository: "acme/shop" });
      expect(devA.commits[0]!.shortSha).toHaveLength(7);
      expect((await development(b.id)).branches).toHaveLength(1);
      expect(await development(foreign.id)).toEqual({ branches: [], commits: [], pullRequests: [] });
    });

    it("shows the development items with the task's visibility", async () => {
      const target = await task();
      expect((await as(t.app, outsider).get(`/api/tasks/${target.id}/development`)).statusCode).toBe(404);
    });

    it("a pull request's title, body or branch links it and the card shows its badge", async () => {
      const byTitle = await task();
      const byBody = await task();
      const byBranch = await task();
      const number = ++prNumber;
      const { event, payload } = pullRequest("synchronize", {
        number,
        title: `${byTitle.key} Login`,
        body: `Part of ${byBody.key.toLowerCase()}.`,
        branch: `${byBranch.key.toLowerCase()}-login`,
      });
      expect((await deliver(t, connection, event, payload)).statusCode).toBe(200);
      for (const linked of [byTitle, byBody, byBranch]) {
        const dev = await development(linked.id);
        expect(dev.pullRequests).toEqual([
          expect.objectContaining({
            provider: spec.provider,
            repository: "acme/shop",
            number,
            state: "open",
          }),
        ]);
        // An update moves nothing; the board's list carries the badge.
        const onBoard = (await as(t.app, owner).get(`/api/boards/${boardId}/tasks`)).json() as Task[];
        expect(onBoard.find((x) => x.id === linked.id)).toMatchObject({
          status: "todo",
          pullRequest: { number, state: "open" },
        });
      }
    });
  });

  describe(`${spec.provider}: moving`, () => {
    it("moves to Review when a pull request opens and to Done when it merges, and fires the webhooks", async () => {
      const hook = await as(t.app, owner).post(`/api/projects/${projectId}/webhooks`, {
        url: "http://127.0.0.1:9/hook",
        events: ["task.moved"],
      });
      expect(hook.statusCode).toBe(201);
      const target = await task();
      const number = ++prNumber;
      const branch = `${target.key.toLowerCase()}-login`;
      const opened = pullRequest("opened", { number, title: "Login page", branch });
      const res = await deliver(t, connection, opened.event, opened.payload);
      expect(res.json()).toMatchObject({ status: "processed" });
      expect(res.json().summary).toContain(`Moved ${target.key} to Review`);
      expect((await reread(target.id)).status).toBe("review");
      const merged = pullRequest("merged", { number, title: "Login page", branch });
      expect((await deliver(t, connection, merged.event, merged.payload)).statusCode).toBe(200);
      const after = await reread(target.id);
      expect(after.status).toBe("done");
      expect(after.completedAt).not.toBeNull();
      expect(after.pullRequest).toEqual({ number, state: "merged" });
      const [queued] = await t.database.db
        .select({ n: count() })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.event, "task.moved"));
      expect(queued!.n).toBe(2);
      await as(t.app, owner).delete(`/api/projects/${projectId}/webhooks/${hook.json().webhook.id}`);
    });

    it("uses the columns the owner chose, and 'never' leaves the task", async () => {
      const patch = await as(t.app, owner).patch(`/api/projects/${projectId}/repositories/${connection.id}`, {
        reviewColumn: "in_progress",
        doneColumn: "",
      });
      expect(patch.statusCode).toBe(200);
      try {
        const target = await task();
        const number = ++prNumber;
        const fields = { number, title: `${target.key} Login`, branch: "login" };
        const opened = pullRequest("opened", fields);
        await deliver(t, connection, opened.event, opened.payload);
        expect((await reread(target.id)).status).toBe("in_progress");
        const merged = pullRequest("merged", fields);
        await deliver(t, connection, merged.event, merged.payload);
        expect((await reread(target.id)).status).toBe("in_progress");
      } finally {
        await as(t.app, owner).patch(`/api/projects/${projectId}/repositories/${connection.id}`, {
          reviewColumn: null,
          doneColumn: null,
        });
      }
    });

    it("a pull request closed without merging moves nothing", async () => {
      const target = await task();
      const fields = { number: ++prNumber, title: `${target.key} Login`, branch: "login" };
      const synced = pullRequest("synchronize", fields);
      await deliver(t, connection, synced.event, synced.payload);
      const closed = pullRequest("closed", fields);
      expect((await deliver(t, connection, closed.event, closed.payload)).statusCode).toBe(200);
      const after = await reread(target.id);
      expect(after.status).toBe("todo");
      expect(after.pullRequest).toMatchObject({ state: "closed" });
    });

    it("'Fixes WEB-n' in a commit on the default branch completes the task, elsewhere it only links", async () => {
      const onMain = await task();
      const onBranch = await task();
      const main = push("main", [`Fixes ${onMain.key.toLowerCase()}: login`]);
      expect((await deliver(t, connection, main.event, main.payload)).statusCode).toBe(200);
      expect((await reread(onMain.id)).status).toBe("done");
      const side = push("side-work", [`Closes ${onBranch.key}`]);
      await deliver(t, connection, side.event, side.payload);
      expect((await reread(onBranch.id)).status).toBe("todo");
      expect((await development(onBranch.id)).commits).toHaveLength(1);
    });

    it("'Resolves WEB-n' in a merged pull request completes the task", async () => {
      const target = await task();
      const merged = pullRequest("merged", {
        number: ++prNumber,
        title: "Tidy up",
        body: `Resolves ${target.key}`,
        branch: "tidy",
      });
      await deliver(t, connection, merged.event, merged.payload);
      expect((await reread(target.id)).status).toBe("done");
    });

    it("still moves into a column at its WIP limit and says the limit was exceeded", async () => {
      const blocker = await task();
      await as(t.app, owner).put(`/api/tasks/${blocker.id}`, { status: "review", overrideWipLimit: true });
      const [board] = await t.database.db.select().from(boards).where(eq(boards.id, boardId));
      await t.database.db
        .update(boards)
        .set({ wipLimits: { ...board!.wipLimits, review: 1 } })
        .where(eq(boards.id, boardId));
      try {
        const target = await task();
        const opened = pullRequest("opened", { number: ++prNumber, title: target.key, branch: "wip" });
        const res = await deliver(t, connection, opened.event, opened.payload);
        expect((await reread(target.id)).status).toBe("review");
        expect(res.json().summary).toMatch(/over its WIP limit: \d+ tasks, limit 1/);
        const list = await as(t.app, owner).get(`/api/projects/${projectId}/repositories`);
        expect(list.json()[0].lastDelivery.summary).toContain("WIP limit");
      } finally {
        await t.database.db.update(boards).set({ wipLimits: board!.wipLimits }).where(eq(boards.id, boardId));
      }
    });

    if (spec.checks) {
      const checks = spec.checks;
      it("records the checks' status on the pull request", async () => {
        const target = await task();
        const number = ++prNumber;
        const synced = pullRequest("synchronize", { number, title: target.key, branch: "checked" });
        await deliver(t, connection, synced.event, synced.payload);
        const { event, payload } = checks(number);
        expect((await deliver(t, connection, event, payload)).statusCode).toBe(200);
        const [pr] = await t.database.db
          .select()
          .from(repositoryPullRequests)
          .where(
            and(eq(repositoryPullRequests.taskId, target.id), eq(repositoryPullRequests.number, number)),
          );
        expect(Object.values(pr!.checks)).toContain("failure");
        expect((await development(target.id)).pullRequests[0]!.checks).toBe("failure");
      });
    }
  });
}
