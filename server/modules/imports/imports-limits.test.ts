import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "../../../contract/imports.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { longestHold } from "../../test/event-loop.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { badCsvRows, checklistBomb } from "./import-fixtures.ts";

/*
 * Hostile files (issue 20, product rules §30): the work an import does is bounded by the file's size
 * and done without holding the event loop (other requests) for more than 100 ms at a time, measured
 * as the main thread's CPU time between two ticks of a timer (server/test/event-loop.ts).
 */

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

/** POST with the body already serialised, so the measurement holds only the server's own work. */
function post(url: string, body: unknown) {
  const payload = JSON.stringify(body);
  return () =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { cookie: owner.cookie, "content-type": "application/json" },
    });
}

describe("hostile import files", () => {
  it("reads a 5 MB Trello checklist bomb without pausing the server over 100 ms", async () => {
    const content = checklistBomb(true);
    expect(content.length).toBeGreaterThan(MAX_IMPORT_BYTES - 64);
    const { result: res, holdMs } = await longestHold(
      post("/api/imports/preview", { format: "trello", content }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().sample[0].checklist).toHaveLength(100);
    expect(holdMs).toBeLessThan(100);
  });

  it("counts every CSV row against the limit: 250,000 bad rows are refused at once", async () => {
    const content = badCsvRows();
    const { result: res, holdMs } = await longestHold(
      post("/api/imports/preview", { format: "csv", content }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file has more than 5000 rows; at most 5000 can be imported at once");
    expect(holdMs).toBeLessThan(100);
  });

  it("lists the first 100 skipped rows and counts them all, in the preview and the report", async () => {
    const content = `${badCsvRows(3000)}Good,3\n`;
    const preview = await post("/api/imports/preview", { format: "csv", content })();
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.tasks).toBe(1);
    expect(body.skippedCount).toBe(3000);
    expect(body.skipped).toHaveLength(100);
    expect(body.skipped[0]).toEqual({
      row: 1,
      reason: 'points "4" is not one of 0, 1, 2, 3, 5, 8, 13, 21, ?',
    });
    expect(body.skipped[99].row).toBe(100);
    const run = await post("/api/imports", {
      format: "csv",
      content,
      target: { newProject: { name: "Bad rows" } },
    })();
    expect(run.statusCode).toBe(201);
    expect(run.json()).toMatchObject({ created: 1, skippedCount: 3000 });
    expect(run.json().skipped).toHaveLength(100);
  });

  it("writes 5,000 tasks without holding the event loop over 100 ms", async () => {
    const content = `title,description,tags\n${`Task,"${"word ".repeat(150)}","a,b,c"\n`.repeat(5000)}`;
    const { result: res, holdMs } = await longestHold(
      post("/api/imports", { format: "csv", content, target: { newProject: { name: "Big import" } } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(5000);
    expect(holdMs).toBeLessThan(100);
  });
});
