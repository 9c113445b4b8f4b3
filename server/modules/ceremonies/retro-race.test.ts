import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetroSchema } from "../../../contract/ceremonies.ts";
import { retroCards, retros } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as } from "../../test/factories.ts";
import { socketOpener } from "../realtime/ws-client.ts";
import { type CeremonyScene, ceremonyScene, openRetro } from "./ceremonies.fixtures.ts";

/*
 * A card posted while the owner switches the retro's anonymity (issue 20 item 7). The card is
 * decided on (and its `retro_card_added` event named or not named its author) under the retro's
 * anonymity at that moment; the switch must not slip between that decision and the insert. Run on
 * PGlite and, with `node scripts/test-pg.mjs`, on PostgreSQL.
 */

let t: TestApp;
let s: CeremonyScene;
let sockets: ReturnType<typeof socketOpener>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await ceremonyScene(t, "Race");
  sockets = socketOpener(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const ROUNDS = 30;

describe("anonymity switched while a card is posted", () => {
  it("never shows the author of a card that was posted as anonymous", { timeout: 120_000 }, async () => {
    const retroId = await openRetro(t, s, { anonymous: true });
    const watcher = await sockets.open(s.member2);
    const leaks: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Start each round anonymous and without cards, so the switch off is allowed until a card lands.
      await t.database.db.delete(retroCards).where(eq(retroCards.retroId, retroId));
      await t.database.db.update(retros).set({ anonymous: true }).where(eq(retros.id, retroId));
      // Either request first, and the switch up to a few event-loop turns later, to vary the interleaving.
      const post = as(t.app, s.member).post(`/api/retros/${retroId}/cards`, {
        column: 0,
        text: `Round ${round}`,
      });
      for (let turn = 0; turn < round % 3; turn++) await new Promise((r) => setImmediate(r));
      const off = await as(t.app, s.owner).put(`/api/sprints/${s.sprintId}/retro`, { anonymous: false });
      const card = await post;
      expect(card.statusCode, card.body).toBe(201);
      expect([200, 400]).toContain(off.statusCode);
      const cardId = card.json().id as number;
      const added = await watcher.inbox.next((m) => m.type === "retro_card_added" && m.cardId === cardId);
      const retro = RetroSchema.parse(
        (await as(t.app, s.owner).get(`/api/sprints/${s.sprintId}/retro`)).json(),
      );
      const shown = retro.cards.find((c) => c.id === cardId)!;
      // Published as anonymous (no actor), the card must stay anonymous.
      if (added.actorId === null && shown.author !== null)
        leaks.push(`round ${round}: switch ${off.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});
