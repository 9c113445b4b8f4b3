import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Repository } from "../../../contract/repositories.ts";
import { repositoryDeliveries, users } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { createTask } from "../tasks/task-fixtures.ts";
import { wordNote } from "./delivery-words.ts";
import { connect, deliver, fixture, keyedBoard, type TestConnection } from "./repository-test-helpers.ts";

/*
 * A connection's 'Last delivery' summary is stored as notes in no language and worded when read,
 * in the owner's language (issue 32, product rules §34); a summary stored in English words before
 * notes existed reads as it was stored.
 */

let t: TestApp;
let owner: TestUser;
let projectId: number;
let connection: TestConnection;
let first: { id: number; key: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  let boardId: number;
  ({ projectId, boardId } = await keyedBoard(t, owner, "WEB"));
  connection = await connect(t, owner, projectId, "github");
  first = await createTask(t, owner, boardId, { title: "First" });
});
afterAll(async () => t.close());

const sha = (i: number) => createHash("sha1").update(String(i)).digest("hex");
const lastSummary = async (id: number, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/projects/${projectId}/repositories`,
    headers: { cookie: owner.cookie, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Repository[]).find((r) => r.id === id)!.lastDelivery!.summary;
};

describe("the last delivery's summary", () => {
  it("is worded in the owner's language when read, the commits cap note included", async () => {
    const payload = fixture("github.push");
    payload.ref = "refs/heads/long";
    payload.commits = Array.from({ length: 2100 }, (_, i) => ({ id: sha(i), message: `${first.key} c` }));
    const res = await deliver(t, connection, "push", payload);
    expect(res.json().summary).toBe(
      "Linked 0 branches and 2,048 commits; only the first 2,048 of 2,100 commits were read",
    );
    await t.database.db.update(users).set({ language: "de" }).where(eq(users.id, owner.id));
    expect(await lastSummary(connection.id)).toBe(
      "0 Branches und 2.048 Commits verknüpft; nur die ersten 2.048 von 2.100 Commits wurden gelesen",
    );
    await t.database.db.update(users).set({ language: null }).where(eq(users.id, owner.id));
    expect(await lastSummary(connection.id, { "accept-language": "fr-FR" })).toContain(
      "seuls les 2\u202f048 premiers commits sur 2\u202f100 ont été lus",
    );
  });

  it("an ignored event says why in the owner's language", async () => {
    await t.database.db.update(users).set({ language: "de" }).where(eq(users.id, owner.id));
    await deliver(t, connection, "watch", fixture("github.push"));
    expect(await lastSummary(connection.id)).toBe("Ignoriert: das Ereignis watch wird nicht verwendet");
  });

  it("a summary stored in English words before notes existed reads as stored", async () => {
    const old = await connect(t, owner, projectId, "gitlab", "acme/old");
    await t.database.db
      .insert(repositoryDeliveries)
      .values({ connectionId: old.id, deliveryId: "old", event: "push", summary: "Moved WEB-1 to Review" });
    expect(await lastSummary(old.id)).toBe("Moved WEB-1 to Review");
  });
});

describe("a move's note", () => {
  it("names a default column in the reader's language and a column the owner named as it is", () => {
    const done = { id: "done", title: "Done" };
    expect(wordNote("de", { kind: "moved", task: "WEB-1", column: done })).toBe(
      "WEB-1 nach Erledigt verschoben",
    );
    expect(wordNote("de", { kind: "moved", task: "WEB-1", column: done, wip: { count: 4, limit: 3 } })).toBe(
      "WEB-1 nach Erledigt verschoben (über dem WIP-Limit: 4 Aufgaben, Limit 3)",
    );
    expect(wordNote("ja", { kind: "moved", task: "WEB-1", column: { id: "qa", title: "QA" } })).toBe(
      "WEB-1 を QA に移動しました",
    );
  });
});
