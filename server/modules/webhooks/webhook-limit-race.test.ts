import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_WEBHOOKS_PER_PROJECT } from "../../../contract/webhooks.ts";
import { webhooks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { createBoard } from "../tasks/task-fixtures.ts";

/*
 * At most 20 webhooks per project (product rules §28), also when the owner's creates arrive at once
 * (issue 31): the count and the insert happen under the project's lock. Run on PGlite and, with
 * `npm run test:pg`, on PostgreSQL, where concurrent transactions really overlap.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
  owner = await createUser(t);
});
afterAll(async () => t.close());

const hooks = async (projectId: number) =>
  (await t.database.db.select({ n: count() }).from(webhooks).where(eq(webhooks.projectId, projectId)))[0]!.n;

describe("the webhook limit under concurrent creates", () => {
  it("lets exactly one of ten creates for the last free place through", async () => {
    for (let round = 0; round < 3; round++) {
      const { projectId } = await createBoard(t, owner);
      await t.database.db.insert(webhooks).values(
        Array.from({ length: MAX_WEBHOOKS_PER_PROJECT - 1 }, () => ({
          projectId,
          url: "http://127.0.0.1:9/existing",
          secret: "sealed",
          events: ["task.created"],
        })),
      );
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          as(t.app, owner).post(`/api/projects/${projectId}/webhooks`, {
            url: `http://127.0.0.1:9/raced-${i}`,
            events: ["task.created"],
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, `round ${round}: ${results.find((r) => r.statusCode >= 400)?.body}`).toEqual([
        201,
        ...Array(9).fill(409),
      ]);
      expect(await hooks(projectId)).toBe(MAX_WEBHOOKS_PER_PROJECT);
    }
  });
});
