import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, projects, tasks, teamMembers, teams } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countQueries } from "../../test/query-count.ts";
import { addProjectMember, firstBoardId, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { testRank } from "../tasks/task-fixtures.ts";

/** Product rules §26: GET /api/search finds what the reader may see, an exact key first. */

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let outsider: TestUser;
let aliceProject: { id: number };

type Result = { kind: string; id: number; key?: string; title?: string; name?: string; score: number };
const find = async (user: TestUser, q: string, limit = 20): Promise<Result[]> => {
  const res = await as(t.app, user).get(`/api/search?q=${encodeURIComponent(q)}&limit=${limit}`);
  expect(res.statusCode).toBe(200);
  return res.json().results;
};

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t, { firstName: "Alice", lastName: "Archer" });
  bob = await createUser(t, { firstName: "Bobby", lastName: "Builder" });
  carol = await createUser(t, { firstName: "Carol", lastName: "Cooper" });
  outsider = await createUser(t, { firstName: "Oscar", lastName: "Outsider" });
  aliceProject = await makeProject(t, alice, { name: "Quasar Launch", key: "QSR" });
  await addProjectMember(t, aliceProject.id, bob);
  const board = await firstBoardId(t, aliceProject.id);
  for (const title of ["Refactor the billing engine", "Billing invoice export", "Write launch notes"]) {
    await as(t.app, alice).post(`/api/boards/${board}/tasks`, { title });
  }
  // The outsider's own project holds a task titled exactly like a search below.
  const secret = await makeProject(t, outsider, { name: "Quasar Secret", key: "SEC" });
  await as(t.app, outsider).post(`/api/boards/${await firstBoardId(t, secret.id)}/tasks`, {
    title: "Refactor the billing engine",
  });
  await makeSprint(t, alice, { name: "Quasar sprint one" });
  const [team] = await t.database.db
    .insert(teams)
    .values({ name: "Quasar Platform", ownerId: carol.id })
    .returning();
  await t.database.db.insert(teamMembers).values({ teamId: team!.id, userId: alice.id, role: "member" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/search", () => {
  it("finds tasks by part of a title, best match first, with key and project", async () => {
    const results = await find(alice, "billing");
    const tasksFound = results.filter((r) => r.kind === "task");
    expect(tasksFound.map((r) => r.title)).toEqual(["Billing invoice export", "Refactor the billing engine"]);
    expect(tasksFound[0]).toMatchObject({
      key: "QSR-2",
      projectName: "Quasar Launch",
      projectId: aliceProject.id,
    });
  });

  it("tolerates a typo and matches a word prefix", async () => {
    expect((await find(alice, "biling")).some((r) => r.title === "Billing invoice export")).toBe(true);
    expect((await find(alice, "invoce")).some((r) => r.title === "Billing invoice export")).toBe(true);
    expect((await find(alice, "refac")).map((r) => r.title)).toContain("Refactor the billing engine");
  });

  it("ranks an exact task key above any fuzzy title match", async () => {
    const board = await firstBoardId(t, aliceProject.id);
    await as(t.app, alice).post(`/api/boards/${board}/tasks`, { title: "QSR-3 look-alike in the title" });
    const results = await find(alice, "qsr-3");
    expect(results[0]).toMatchObject({ kind: "task", key: "QSR-3", title: "Write launch notes" });
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });

  it("finds a project by name and by exact key", async () => {
    expect((await find(alice, "QSR"))[0]).toMatchObject({ kind: "project", id: aliceProject.id, key: "QSR" });
    expect((await find(alice, "quasar launch"))[0]).toMatchObject({ kind: "project", name: "Quasar Launch" });
  });

  it("never shows an outsider's task or project, even when the title matches exactly", async () => {
    const results = await find(alice, "Refactor the billing engine", 50);
    const tasksFound = results.filter((r) => r.kind === "task");
    expect(tasksFound).toHaveLength(1);
    expect(tasksFound[0]!.key).toBe("QSR-1");
    const quasar = await find(alice, "quasar", 50);
    expect(quasar.map((r) => r.name ?? r.title)).not.toContain("Quasar Secret");
    expect(await find(alice, "SEC-1")).toEqual([]);
    const theirs = await find(outsider, "quasar", 50);
    expect(theirs.map((r) => `${r.kind}:${r.name}`)).toEqual(
      expect.arrayContaining(["project:Quasar Secret", "department:Quasar Platform"]),
    );
    expect(theirs.map((r) => r.name)).not.toContain("Quasar Launch");
    expect(theirs.map((r) => r.name)).not.toContain("Quasar sprint one");
  });

  it("finds people who share a project or a department, and oneself, never others", async () => {
    expect((await find(alice, "bobby")).map((r) => `${r.kind}:${r.name}`)).toEqual(["person:Bobby Builder"]);
    expect((await find(alice, "carol")).map((r) => `${r.kind}:${r.name}`)).toEqual(["person:Carol Cooper"]);
    const self = (await find(alice, "alice")).filter((r) => r.kind === "person");
    expect(self.map((r) => r.id)).toEqual([alice.id]);
    expect(await find(alice, "oscar")).toEqual([]);
    expect(await find(bob, "carol")).toEqual([]);
  });

  it("finds sprints and departments", async () => {
    const kinds = (await find(alice, "quasar", 50)).map((r) => `${r.kind}:${r.name ?? r.title}`);
    expect(kinds).toEqual(expect.arrayContaining(["sprint:Quasar sprint one", "department:Quasar Platform"]));
  });

  it("answers 400 to an empty, blank or too long text, a bad limit, and 401 signed out", async () => {
    for (const q of ["q=", "q=%20%20", `q=${"x".repeat(101)}`, "limit=5", "q=a&limit=0", "q=a&limit=51"]) {
      const res = await as(t.app, alice).get(`/api/search?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await as(t.app, null).get("/api/search?q=a")).statusCode).toBe(401);
  });

  it("treats the search syntax of full text and LIKE as plain text", async () => {
    for (const q of ["a & b | !c", "%", "_", "\\", "'):*", "billing:*"]) {
      const res = await as(t.app, alice).get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(await find(alice, "%")).toEqual([]);
  });

  it("runs the same number of queries for one match as for many", async () => {
    const board = await firstBoardId(t, aliceProject.id);
    const one = await countQueries(t, () => find(alice, "zebra"));
    await t.database.db.insert(tasks).values(
      Array.from({ length: 60 }, (_, i) => ({
        boardId: board,
        title: `Zebra crossing ${i}`,
        rank: testRank(i),
      })),
    );
    const projectRows = await t.database.db
      .insert(projects)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Zebra project ${i}`, ownerId: alice.id })))
      .returning({ id: projects.id });
    await t.database.db
      .insert(boards)
      .values(projectRows.map((p) => ({ projectId: p.id, name: "Main Board" })));
    let many = 0;
    const results = await (async () => {
      let r: Result[] = [];
      many = await countQueries(t, async () => {
        r = await find(alice, "zebra", 50);
      });
      return r;
    })();
    expect(results).toHaveLength(50);
    expect(many).toBe(one);
  });
});
