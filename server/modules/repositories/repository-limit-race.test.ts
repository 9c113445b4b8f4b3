import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REPOSITORIES_PER_PROJECT } from "../../../contract/repositories.ts";
import { repositoryConnections } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { keyedBoard } from "./repository-test-helpers.ts";

/*
 * At most 20 repositories per project (product rules §34), also when the owner's creates arrive at
 * once (issue 31): the count and the insert happen under the project's lock. Run on PGlite and, with
 * `npm run test:pg`, on PostgreSQL, where concurrent transactions really overlap.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => t.close());

const connections = async (projectId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(repositoryConnections)
      .where(eq(repositoryConnections.projectId, projectId))
  )[0]!.n;

describe("the repository limit under concurrent creates", () => {
  it("lets exactly one of ten creates for the last free place through", async () => {
    for (let round = 0; round < 3; round++) {
      const { projectId } = await keyedBoard(t, owner, `RC${round}`);
      await t.database.db.insert(repositoryConnections).values(
        Array.from({ length: MAX_REPOSITORIES_PER_PROJECT - 1 }, (_, i) => ({
          projectId,
          provider: "github" as const,
          repository: `acme/existing-${i}`,
          secret: "sealed",
        })),
      );
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          as(t.app, owner).post(`/api/projects/${projectId}/repositories`, {
            provider: "github",
            repository: `acme/raced-${i}`,
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([201, ...Array(9).fill(409)]);
      expect(await connections(projectId)).toBe(MAX_REPOSITORIES_PER_PROJECT);
    }
  });
});
