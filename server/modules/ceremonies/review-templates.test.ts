import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CeremonyTemplatesSchema, SprintReviewSchema } from "../../../contract/ceremonies.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";
import { insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { socketOpener } from "../realtime/ws-client.ts";
import { type CeremonyScene, ceremonyScene, openRetro } from "./ceremonies.fixtures.ts";
import { participantIds } from "./ceremony-access.ts";

/** Templates, the sprint review and who hears of ceremony changes (product rules §22). */

let t: TestApp;
let s: CeremonyScene;

beforeAll(async () => {
  t = await buildTestApp();
  s = await ceremonyScene(t);
});
afterAll(async () => {
  await t.close();
});

describe("templates", () => {
  const url = () => `/api/sprints/${s.sprintId}/ceremony-templates`;

  it("start from the defaults; the owner edits them, members read them", async () => {
    const initial = CeremonyTemplatesSchema.parse((await as(t.app, s.member).get(url())).json());
    expect(initial).toMatchObject({
      standupQuestions: ["What did you do yesterday?", "What will you do today?"],
      retroColumns: ["Went well", "To improve", "Actions"],
      canManage: false,
    });
    const saved = await as(t.app, s.owner).put(url(), { standupQuestions: [" Done? ", "Next?", "Help?"] });
    expect(saved.json()).toMatchObject({ standupQuestions: ["Done?", "Next?", "Help?"], canManage: true });
    expect((await as(t.app, s.member).get(url())).json().retroColumns).toEqual([
      "Went well",
      "To improve",
      "Actions",
    ]);
  });

  it("members get 403, outsiders 404, bad input 400, and nothing changes", async () => {
    expect((await as(t.app, s.member).put(url(), { retroColumns: ["A"] })).statusCode).toBe(403);
    expect((await as(t.app, s.outsider).put(url(), { retroColumns: ["A"] })).statusCode).toBe(404);
    expect((await as(t.app, s.outsider).get(url())).statusCode).toBe(404);
    for (const [body, message] of [
      [{ retroColumns: [] }, "Give at least one column"],
      [{ retroColumns: Array(9).fill("x") }, "At most 8 columns"],
      [{ standupQuestions: [""] }, "Question must not be empty"],
    ] as const) {
      const res = await as(t.app, s.owner).put(url(), body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await as(t.app, s.owner).get(url())).json().retroColumns).toEqual([
      "Went well",
      "To improve",
      "Actions",
    ]);
  });
});

describe("the sprint review", () => {
  it("is filled from the sprint's tasks, goals and velocity", async () => {
    const started = await makeSprint(t, s.owner, {
      name: "Review",
      startDate: "2026-01-01",
      status: "active",
    });
    // The owner's completed sprint did 8 points (the velocity the backlog shows, §21); a sprint
    // that is not completed does not count.
    const earlier = await makeSprint(t, s.owner, { name: "Earlier", status: "completed" });
    await insertTask(t, (await makeProject(t, s.owner, { sprintId: earlier.id })).id, {
      title: "Earlier",
      storyPoints: "8",
      completedAt: new Date(),
    });
    const later = await makeSprint(t, s.owner, { name: "Later" });
    await insertTask(t, (await makeProject(t, s.owner, { sprintId: later.id })).id, {
      storyPoints: "13",
      completedAt: new Date(),
    });
    const project = await makeProject(t, s.owner, { sprintId: started.id });
    const old = new Date("2025-12-20");
    await insertTask(t, project.id, { title: "A", storyPoints: "5", createdAt: old });
    await insertTask(t, project.id, {
      title: "B",
      storyPoints: "3",
      completedAt: new Date(),
      createdAt: old,
    });
    await insertTask(t, project.id, { title: "C", storyPoints: "?", createdAt: new Date("2026-01-10") });
    await as(t.app, s.owner).post(`/api/sprints/${started.id}/goals`, { text: "Ship" });
    const res = await as(t.app, s.owner).get(`/api/sprints/${started.id}/review`);
    expect(res.statusCode, res.body).toBe(200);
    const review = SprintReviewSchema.parse(res.json());
    expect(review).toMatchObject({
      committed: { tasks: 3, points: 8 },
      done: { tasks: 1, points: 3 },
      addedAfterStart: { tasks: 1, points: 0 },
      goals: { met: 0, notMet: 0, open: 1 },
      velocity: { points: 3 },
      notes: "",
      demoLinks: [],
      canManage: true,
    });
    expect(review.velocity.previousAverage).toBe(8);
  });

  it("only the owner writes notes and demo links", async () => {
    const url = `/api/sprints/${s.sprintId}/review`;
    const body = { notes: "Demo went well", demoLinks: ["https://example.test/demo"] };
    expect((await as(t.app, s.member).put(url, body)).statusCode).toBe(403);
    expect((await as(t.app, s.outsider).put(url, body)).statusCode).toBe(404);
    expect((await as(t.app, s.outsider).get(url)).statusCode).toBe(404);
    const bad = await as(t.app, s.owner).put(url, { demoLinks: ["javascript:alert(1)"] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "A demo link must be an http(s) address"]);
    expect((await as(t.app, s.owner).put(url, body)).json()).toMatchObject(body);
    expect((await as(t.app, s.member).get(url)).json()).toMatchObject({ ...body, canManage: false });
  });
});

let opener: ReturnType<typeof socketOpener> | undefined;
/** A socket of `user` and what it receives (the app listens from the first). */
function open(user: TestUser) {
  opener ??= socketOpener(t.app);
  return opener.open(user);
}

describe("ceremony events", () => {
  it("go to the sprint's participants only, computed in one query", async () => {
    expect(await participantIds(t.database.db, s.sprintId)).toEqual(
      [s.owner.id, s.member.id, s.member2.id].sort((a, b) => a - b),
    );
    const member = await open(s.member);
    const outsider = await open(s.outsider);
    try {
      const retroId = await openRetro(t, s);
      await as(t.app, s.member2).post(`/api/retros/${retroId}/cards`, { column: 0, text: "Live" });
      await as(t.app, s.member2).put(`/api/sprints/${s.sprintId}/standup`, { answers: ["x"] });
      const added = await member.inbox.next((m) => m.type === "retro_card_added");
      expect(added).toMatchObject({ sprintId: s.sprintId, actorId: s.member2.id, projectId: null });
      expect(await member.inbox.next((m) => m.type === "standup_answer_saved")).toMatchObject({
        sprintId: s.sprintId,
      });
      // Sent after the member's: had the outsider been addressed, it would have arrived by now.
      await as(t.app, s.outsider).get("/api/sprints");
      expect(outsider.inbox.messages.filter((m) => /^(retro|standup)_/.test(m.type))).toEqual([]);
    } finally {
      member.ws.terminate();
      outsider.ws.terminate();
    }
  });

  it("name no actor in an anonymous retro", async () => {
    const other = await ceremonyScene(t, "Anonymous events");
    const retroId = await openRetro(t, other, { anonymous: true });
    const owner = await open(other.owner);
    try {
      await as(t.app, other.member).post(`/api/retros/${retroId}/cards`, { column: 0, text: "Hidden" });
      const added = await owner.inbox.next((m) => m.type === "retro_card_added");
      expect(added).toMatchObject({ actorId: null, originClientId: null, sprintId: other.sprintId });
      expect(JSON.stringify(added)).not.toContain(String(other.member.email));
    } finally {
      owner.ws.terminate();
    }
  });
});
