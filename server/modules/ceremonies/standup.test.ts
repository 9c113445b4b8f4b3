import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StandupDaySchema } from "../../../contract/ceremonies.ts";
import { standupAnswers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember } from "../projects/projects.fixtures.ts";
import { type CeremonyScene, ceremonyScene } from "./ceremonies.fixtures.ts";
import { utcDay } from "./ceremony-access.ts";

/** The daily standup (product rules §22). */

let t: TestApp;
let s: CeremonyScene;
const today = utcDay();

beforeAll(async () => {
  t = await buildTestApp();
  s = await ceremonyScene(t);
});
afterAll(async () => {
  await t.close();
});

const url = () => `/api/sprints/${s.sprintId}/standup`;
const answersOf = async (userId: number) =>
  (await t.database.db.select().from(standupAnswers).where(eq(standupAnswers.userId, userId))).length;

describe("answering", () => {
  it("keeps one answer per member and day: saving again replaces it, even at once", async () => {
    const first = await as(t.app, s.member).put(url(), { answers: ["Login", "Signup"], blockers: "" });
    expect(first.statusCode, first.body).toBe(200);
    const saves = await Promise.all(
      ["A", "B", "C"].map((x) =>
        as(t.app, s.member).put(url(), { answers: [x, x], blockers: `Blocked ${x}` }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await answersOf(s.member.id)).toBe(1);
    const day = StandupDaySchema.parse((await as(t.app, s.owner).get(url())).json());
    const mine = day.answers.find((a) => a.user.id === s.member.id)!;
    expect(["A", "B", "C"]).toContain(mine.answers[0]!.answer);
    expect(mine.answers.map((a) => a.question)).toEqual(day.questions);
    expect(mine.blockers).toMatch(/^Blocked [ABC]$/);
  });

  it("shows everyone's answers and who has not answered", async () => {
    await as(t.app, s.member2).put(url(), { answers: ["Tests"] });
    const day = StandupDaySchema.parse((await as(t.app, s.member).get(url())).json());
    expect(day.day).toBe(today);
    expect(day.answers.map((a) => a.user.firstName)).toEqual(["Max", "Nina"]);
    expect(day.answers[1]!.answers).toEqual([
      { question: "What did you do yesterday?", answer: "Tests" },
      { question: "What will you do today?", answer: "" },
    ]);
    expect(day.missing.map((u) => u.firstName)).toEqual(["Olga"]);
  });

  it("lists earlier days in the history and shows a past day", async () => {
    await t.database.db.insert(standupAnswers).values({
      sprintId: s.sprintId,
      userId: s.owner.id,
      day: "2026-01-05",
      answers: [{ question: "Q", answer: "Old" }],
    });
    const day = StandupDaySchema.parse((await as(t.app, s.owner).get(url())).json());
    expect(day.history).toEqual([{ day: "2026-01-05", answers: 1 }]);
    const past = StandupDaySchema.parse((await as(t.app, s.owner).get(`${url()}?day=2026-01-05`)).json());
    expect(past.answers.map((a) => a.answers[0]!.answer)).toEqual(["Old"]);
    expect(past.missing.map((u) => u.firstName)).toEqual(["Max", "Nina"]);
  });

  it("refuses bad input with a message and changes nothing", async () => {
    const before = await answersOf(s.member2.id);
    for (const [body, message] of [
      [{ answers: ["a", "b", "c"] }, "Give at most one answer per question (2)"],
      [{ answers: "no" }, "Answers must be a list"],
      [{ answers: [], blockers: "x".repeat(2001) }, "Blockers must be at most 2000 characters"],
      [{ answers: [], extra: 1 }, undefined],
    ] as const) {
      const res = await as(t.app, s.member2).put(url(), body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await as(t.app, s.member2).get(`${url()}?day=2026-02-30`)).statusCode).toBe(400);
    expect(await answersOf(s.member2.id)).toBe(before);
  });
});

describe("a blocker", () => {
  it("becomes a task in a project of the sprint, once; by its author or the owner only", async () => {
    const day = StandupDaySchema.parse((await as(t.app, s.owner).get(url())).json());
    const answer = day.answers.find((a) => a.user.id === s.member.id)!;
    const noBlocker = day.answers.find((a) => a.user.id === s.member2.id)!;
    const path = `/api/standup-answers/${answer.id}/task`;
    expect((await as(t.app, s.member2).post(path, { projectId: s.projectId })).statusCode).toBe(403);
    expect((await as(t.app, s.outsider).post(path, { projectId: s.projectId })).statusCode).toBe(404);
    const outside = await as(t.app, s.member).post(path, { projectId: s.elsewhereProjectId });
    expect([outside.statusCode, outside.json().message]).toEqual([
      400,
      "The project must be one of this sprint's projects",
    ]);
    const none = await as(t.app, s.member2).post(`/api/standup-answers/${noBlocker.id}/task`, {
      projectId: s.projectId,
    });
    expect([none.statusCode, none.json().message]).toEqual([400, "This answer has no blocker"]);
    const made = await as(t.app, s.member).post(path, { projectId: s.projectId });
    expect(made.statusCode, made.body).toBe(201);
    const after = StandupDaySchema.parse(made.json()).answers.find((a) => a.id === answer.id)!;
    expect(after.task).toMatchObject({ projectId: s.projectId, done: false });
    expect(after.task!.title).toMatch(/^Blocker: Blocked [ABC]$/);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, after.task!.id));
    expect(task!.createdBy).toBe(s.member.id);
    const again = await as(t.app, s.owner).post(path, { projectId: s.projectId });
    expect([again.statusCode, again.json().message]).toEqual([400, "This blocker is already a task"]);
  });

  it("becomes one task when its author and the owner convert it at the same time", async () => {
    await as(t.app, s.member2).put(url(), { answers: ["Tests"], blockers: "Two at once" });
    const day = StandupDaySchema.parse((await as(t.app, s.owner).get(url())).json());
    const answer = day.answers.find((a) => a.user.id === s.member2.id)!;
    const path = `/api/standup-answers/${answer.id}/task`;
    const results = await Promise.all(
      [s.member2, s.owner, s.member2].map((u) => as(t.app, u).post(path, { projectId: s.projectId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const made = await t.database.db.select().from(tasks).where(eq(tasks.title, "Blocker: Two at once"));
    expect(made).toHaveLength(1);
  });
});

describe("an outsider", () => {
  it("gets 404 on every standup route and saves nothing", async () => {
    for (const res of [
      await as(t.app, s.outsider).get(url()),
      await as(t.app, s.outsider).put(url(), { answers: ["x"] }),
    ])
      expect(res.statusCode).toBe(404);
    expect(await answersOf(s.outsider.id)).toBe(0);
  });
});

describe("the day's page", () => {
  it("costs the same number of queries for 2 answers as for 12", async () => {
    const few = await countQueries(t, () => as(t.app, s.owner).get(url()));
    for (let i = 0; i < 10; i += 1) {
      const extra = await createUser(t);
      await addProjectMember(t, s.projectId, extra);
      await as(t.app, extra).put(url(), { answers: [`Work ${i}`], blockers: `B ${i}` });
    }
    const many = await countQueries(t, () => as(t.app, s.owner).get(url()));
    expect(many).toBe(few);
  });
});
