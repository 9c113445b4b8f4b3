import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

/*
 * An import's skipped rows and notes come in the importer's language (issue 32, product rules §30):
 * the parsers keep catalog keys and values, and the preview and the report word them for the
 * reader (their account's language, else the device's or the browser's).
 */

const trello = readFileSync(new URL("./fixtures/trello-board.json", import.meta.url), "utf8");
const csv = [
  "title,status,priority,due date,start date",
  "Ship it,To Do,whenever,2026-06-01,2026-07-01",
  "Later,To Do,high,,someday",
  ",To Do,high,,",
].join("\n");

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
});
afterAll(async () => t.close());

describe("an import's notes in the reader's language", () => {
  it("the preview words skipped cards and notes for a German browser", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/imports/preview",
      headers: { cookie: owner.cookie, "accept-language": "de-DE,de;q=0.9" },
      payload: { format: "trello", content: trello },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().skipped).toEqual([
      { row: 13, reason: "archivierte Karte" },
      { row: 14, reason: "in archivierter Liste „Old ideas“" },
    ]);
    expect(res.json().notes).toEqual(["Zeile 5: 2 Mitglieder; dem ersten zugewiesen"]);
  });

  it("the import's report words the start-date and priority notes in the account's language", async () => {
    await t.database.db.update(users).set({ language: "de" }).where(eq(users.id, owner.id));
    const res = await as(t.app, owner).post("/api/imports", {
      format: "csv",
      content: csv,
      target: { newProject: { name: "Notes in German", key: "NIG" } },
      statusMap: {},
      userMap: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().skipped).toEqual([{ row: 3, reason: "Titel fehlt" }]);
    expect(res.json().notes).toEqual([
      "Zeile 1: Priorität „whenever“ ist unbekannt; auf Mittel gesetzt",
      "Zeile 1: Startdatum nach dem Fälligkeitsdatum; weggelassen",
      "Zeile 2: Startdatum „someday“ ist kein Datum; weggelassen",
    ]);
  });
});
