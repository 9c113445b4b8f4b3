import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetroSchema } from "../../../contract/ceremonies.ts";
import { retroCards, retroVotes, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { makeSprint } from "../projects/projects.fixtures.ts";
import { type CeremonyScene, ceremonyScene, openRetro } from "./ceremonies.fixtures.ts";

/** The retrospective (product rules §22): cards, anonymity, dot-voting, grouping, actions. */

let t: TestApp;
let s: CeremonyScene;
let retroId: number;

beforeAll(async () => {
  t = await buildTestApp();
  s = await ceremonyScene(t);
});
afterAll(async () => {
  await t.close();
});

const retro = async (user: TestUser) =>
  RetroSchema.parse((await as(t.app, user).get(`/api/sprints/${s.sprintId}/retro`)).json());
const addCard = async (user: TestUser, text: string, column = 0) => {
  const res = await as(t.app, user).post(`/api/retros/${retroId}/cards`, { column, text });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
};

describe("opening", () => {
  it("shows the template's columns before it opens; only the owner opens it", async () => {
    const before = await retro(s.member);
    expect(before).toMatchObject({ id: null, columns: ["Went well", "To improve", "Actions"], cards: [] });
    expect((await as(t.app, s.member).put(`/api/sprints/${s.sprintId}/retro`, {})).statusCode).toBe(403);
    await as(t.app, s.owner).put(`/api/sprints/${s.sprintId}/ceremony-templates`, {
      retroColumns: ["Start", "Stop", "Continue"],
    });
    retroId = await openRetro(t, s, { voteLimit: 2 });
    const opened = await retro(s.member);
    expect(opened).toMatchObject({ id: retroId, columns: ["Start", "Stop", "Continue"], voteLimit: 2 });
    expect(opened.votesLeft).toBe(2);
  });
});

describe("cards", () => {
  it("everyone adds cards; the author edits their own text only; the owner deletes any", async () => {
    const mine = await addCard(s.member, "Pairing helped");
    const theirs = await addCard(s.member2, "Too many meetings", 1);
    const view = await retro(s.member);
    expect(view.cards.map((c) => [c.text, c.author?.firstName, c.mine])).toEqual([
      ["Pairing helped", "Max", true],
      ["Too many meetings", "Nina", false],
    ]);
    expect((await as(t.app, s.member).patch(`/api/retro-cards/${theirs}`, { text: "No" })).statusCode).toBe(
      403,
    );
    expect((await as(t.app, s.owner).patch(`/api/retro-cards/${theirs}`, { text: "No" })).statusCode).toBe(
      403,
    );
    const edited = await as(t.app, s.member).patch(`/api/retro-cards/${mine}`, {
      text: "Pairing helped a lot",
    });
    expect(edited.json()).toMatchObject({ text: "Pairing helped a lot", mine: true });
    expect((await as(t.app, s.member).delete(`/api/retro-cards/${theirs}`)).statusCode).toBe(403);
    expect((await as(t.app, s.owner).delete(`/api/retro-cards/${theirs}`)).statusCode).toBe(204);
    expect((await retro(s.owner)).cards.map((c) => c.text)).toEqual(["Pairing helped a lot"]);
  });

  it("refuses a bad column or text with a message", async () => {
    const count = async () => (await t.database.db.select().from(retroCards)).length;
    const before = await count();
    for (const [body, message] of [
      [{ column: 3, text: "x" }, "Column must be one of the retro's columns"],
      [{ column: 0, text: "  " }, "Card text is required"],
      [{ column: 0, text: "x".repeat(501) }, "Card text must be at most 500 characters"],
    ] as const) {
      const res = await as(t.app, s.member).post(`/api/retros/${retroId}/cards`, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await count()).toBe(before);
  });

  it("the owner groups a card under another; nobody else may", async () => {
    const a = await addCard(s.member, "Standups too long", 1);
    const b = await addCard(s.member2, "Standups run over", 1);
    expect((await as(t.app, s.member).patch(`/api/retro-cards/${b}`, { groupId: a })).statusCode).toBe(403);
    const grouped = await as(t.app, s.owner).patch(`/api/retro-cards/${b}`, { groupId: a });
    expect(grouped.json()).toMatchObject({ id: b, groupId: a });
    const nested = await as(t.app, s.owner).patch(`/api/retro-cards/${a}`, { groupId: b });
    expect([nested.statusCode, nested.json().message]).toEqual([
      400,
      "Group under a card that is not itself grouped",
    ]);
    expect((await as(t.app, s.owner).patch(`/api/retro-cards/${b}`, { groupId: null })).json().groupId).toBe(
      null,
    );
  });
});

describe("dot-voting", () => {
  it("limits each person's dots per retro, also when the votes come at once", async () => {
    const ids = [await addCard(s.owner, "V1"), await addCard(s.owner, "V2"), await addCard(s.owner, "V3")];
    const results = await Promise.all(
      ids.map((id) => as(t.app, s.member2).put(`/api/retro-cards/${id}/vote`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([refused.statusCode, refused.json().message]).toEqual([400, "You have used all 2 votes"]);
    const votes = await t.database.db.select().from(retroVotes).where(eq(retroVotes.userId, s.member2.id));
    expect(votes).toHaveLength(2);
    const view = await retro(s.member2);
    expect(view.votesLeft).toBe(0);
    expect(view.cards.filter((c) => c.myVote)).toHaveLength(2);
    // A dot taken back may be put elsewhere; voting twice for one card is no change.
    const voted = view.cards.find((c) => c.myVote)!;
    expect((await as(t.app, s.member2).delete(`/api/retro-cards/${voted.id}/vote`)).json().votes).toBe(0);
    const free = view.cards.find((c) => !c.myVote && ids.includes(c.id))!;
    expect((await as(t.app, s.member2).put(`/api/retro-cards/${free.id}/vote`)).json()).toMatchObject({
      votes: 1,
      myVote: true,
    });
    expect((await as(t.app, s.member2).put(`/api/retro-cards/${free.id}/vote`)).statusCode).toBe(200);
    expect((await retro(s.member2)).votesLeft).toBe(0);
  });
});

describe("action items", () => {
  it("the owner turns a card into a task with an owner in a project of the sprint", async () => {
    const card = await addCard(s.member, "Write a runbook", 2);
    const path = `/api/retro-cards/${card}/task`;
    expect(
      (await as(t.app, s.member).post(path, { projectId: s.projectId, assignedTo: s.member.id })).statusCode,
    ).toBe(403);
    const noOwner = await as(t.app, s.owner).post(path, { projectId: s.projectId });
    expect([noOwner.statusCode, noOwner.json().message]).toEqual([400, "An action item needs an owner"]);
    const outside = await as(t.app, s.owner).post(path, {
      projectId: s.elsewhereProjectId,
      assignedTo: s.member.id,
    });
    expect(outside.statusCode).toBe(400);
    const made = await as(t.app, s.owner).post(path, { projectId: s.projectId, assignedTo: s.member.id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().task).toMatchObject({ title: "Write a runbook", projectId: s.projectId, done: false });
    expect(made.json().task.assignee.id).toBe(s.member.id);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, made.json().task.id));
    expect(task!.assignedTo).toBe(s.member.id);
    expect(
      (await as(t.app, s.owner).post(path, { projectId: s.projectId, assignedTo: s.member.id })).statusCode,
    ).toBe(400);
  });

  it("the next retro of the owner opens with the previous actions and their state", async () => {
    const next = await makeSprint(t, s.owner, { name: "Next sprint" });
    const view = RetroSchema.parse((await as(t.app, s.owner).get(`/api/sprints/${next.id}/retro`)).json());
    expect(view.previousActions.map((a) => [a.text, a.task?.done, a.task?.assignee?.id])).toEqual([
      ["Write a runbook", false, s.member.id],
    ]);
  });

  it("a card sent three times at once becomes one task", async () => {
    const card = await addCard(s.member, "Only once please", 2);
    const path = `/api/retro-cards/${card}/task`;
    const body = { projectId: s.projectId, assignedTo: s.member.id };
    const results = await Promise.all([1, 2, 3].map(() => as(t.app, s.owner).post(path, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe("This card is already a task");
    const made = await t.database.db.select().from(tasks).where(eq(tasks.title, "Only once please"));
    expect(made).toHaveLength(1);
  });
});

describe("anonymity", () => {
  it("hides every author from everyone, the owner included, and cannot be turned off once cards exist", async () => {
    const other = await ceremonyScene(t, "Anonymous");
    const id = await openRetro(t, other, { anonymous: true });
    await as(t.app, other.member).post(`/api/retros/${id}/cards`, { column: 0, text: "Secret" });
    for (const user of [other.owner, other.member, other.member2]) {
      const res = await as(t.app, user).get(`/api/sprints/${other.sprintId}/retro`);
      expect(res.body).not.toContain(other.member.email);
      expect(res.json().cards[0]).toMatchObject({
        text: "Secret",
        author: null,
        mine: user === other.member,
      });
    }
    const off = await as(t.app, other.owner).put(`/api/sprints/${other.sprintId}/retro`, {
      anonymous: false,
    });
    expect([off.statusCode, off.json().message]).toEqual([
      400,
      "Anonymity cannot be turned off once cards exist",
    ]);
  });
});

describe("an outsider", () => {
  it("gets 404 on every retro route", async () => {
    const [card] = await t.database.db
      .select()
      .from(retroCards)
      .where(eq(retroCards.retroId, retroId))
      .limit(1);
    const o = as(t.app, s.outsider);
    for (const res of [
      await o.get(`/api/sprints/${s.sprintId}/retro`),
      await o.put(`/api/sprints/${s.sprintId}/retro`, {}),
      await o.post(`/api/retros/${retroId}/cards`, { column: 0, text: "x" }),
      await o.patch(`/api/retro-cards/${card!.id}`, { text: "x" }),
      await o.put(`/api/retro-cards/${card!.id}/vote`),
      await o.delete(`/api/retro-cards/${card!.id}/vote`),
      await o.post(`/api/retro-cards/${card!.id}/task`, { projectId: s.projectId, assignedTo: s.owner.id }),
      await o.delete(`/api/retro-cards/${card!.id}`),
    ])
      expect(res.statusCode).toBe(404);
  });

  it("the retro costs the same number of queries for few cards as for many", async () => {
    const few = await countQueries(t, () => retro(s.owner));
    for (let i = 0; i < 15; i += 1) await addCard(s.member, `More ${i}`, i % 3);
    const many = await countQueries(t, () => retro(s.owner));
    expect(many).toBe(few);
  });
});

describe("an action item's description", () => {
  it("is written in the language of the owner who makes it (issue 32)", async () => {
    const card = await addCard(s.member, "Pair on reviews", 1);
    const made = await t.app.inject({
      method: "POST",
      url: `/api/retro-cards/${card}/task`,
      headers: { cookie: s.owner.cookie, "accept-language": "de" },
      payload: { projectId: s.projectId, assignedTo: s.member.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, made.json().task.id));
    expect(task!.description).toMatch(/^Maßnahme aus der Retrospektive \(.+\)$/);
  });
});
