import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Burndown } from "../../../contract/reports.ts";
import { projects } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addProjectMember, insertTask, makeProject, makeSprint } from "../projects/projects.fixtures.ts";
import { NO_DATES_REASON } from "./burndown.service.ts";

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Ann", lastName: "Lee" });
  stranger = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

/** Parses the simple CSV the export writes (quoted cells may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  return rows;
}

describe("GET /api/reports/export", () => {
  it("downloads the visible filtered tasks as an escaped CSV attachment", async () => {
    const project = await makeProject(t, owner, { name: "Ops, Inc" });
    const due = new Date("2030-01-02T03:04:05.000Z");
    const a = await insertTask(t, project.id, {
      title: 'Fix "login", then\nship',
      priority: "high",
      assignedTo: owner.id,
      dueDate: due,
      createdAt: ago(2),
    });
    const b = await insertTask(t, project.id, {
      title: '=HYPERLINK("http://evil")',
      status: "done",
      completedAt: ago(1),
      createdAt: ago(3),
    });
    await insertTask(t, project.id, { title: "@old", createdAt: ago(60) });
    const theirs = await makeProject(t, stranger, { name: "Theirs" });
    await insertTask(t, theirs.id, { title: "not yours", assignedTo: owner.id });

    const res = await as(t.app, owner).get("/api/reports/export?timeframe=30d");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="tasks-report-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body).not.toContain("not yours");
    expect(res.body).not.toContain("@old");
    // A UTF-8 byte order mark first, so that Excel reads accents and other non-ASCII text right.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "id",
      "title",
      "project",
      "status",
      "priority",
      "assignee",
      "dueDate",
      "createdAt",
      "completedAt",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        String(a.id),
        'Fix "login", then\nship',
        "Ops, Inc",
        "todo",
        "high",
        "Ann Lee",
        due.toISOString(),
        a.createdAt.toISOString(),
        "",
      ],
      [
        String(b.id),
        '\'=HYPERLINK("http://evil")',
        "Ops, Inc",
        "done",
        "medium",
        "",
        "",
        b.createdAt.toISOString(),
        b.completedAt!.toISOString(),
      ],
    ]);
  });

  it("applies the user filter and validates like the report", async () => {
    const res = await as(t.app, owner).get(`/api/reports/export?userId=${stranger.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split("\n")).toHaveLength(1);
    expect((await as(t.app, owner).get("/api/reports/export?timeframe=x")).statusCode).toBe(400);
    expect((await as(t.app, null).get("/api/reports/export")).statusCode).toBe(401);
  });
});

describe("GET /api/sprints/{id}/burndown", () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  it("gives open tasks per day from start to end and the ideal line down to 0", async () => {
    const sprint = await makeSprint(t, owner, {
      name: "Burn",
      startDate: "2024-03-01",
      endDate: "2024-03-05",
    });
    const project = await makeProject(t, owner, { sprintId: sprint.id });
    await insertTask(t, project.id, { title: "before", status: "done", completedAt: day("2024-02-20") });
    await insertTask(t, project.id, {
      title: "day 1",
      status: "done",
      completedAt: new Date("2024-03-01T10:00:00Z"),
    });
    await insertTask(t, project.id, {
      title: "day 3",
      status: "done",
      completedAt: new Date("2024-03-03T23:59:59Z"),
    });
    await insertTask(t, project.id, { title: "open 1" });
    await insertTask(t, project.id, { title: "open 2", status: "review" });
    const hiddenProject = await makeProject(t, stranger, { name: "Not mine" });
    await t.database.db
      .update(projects)
      .set({ sprintId: sprint.id })
      .where(eq(projects.id, hiddenProject.id));
    await insertTask(t, hiddenProject.id, { title: "invisible" });

    const res = await as(t.app, owner).get(`/api/sprints/${sprint.id}/burndown`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Burndown;
    expect(body).toMatchObject({ sprintId: sprint.id, startTotal: 4, reason: null });
    expect(body.days).toEqual([
      { date: "2024-03-01", open: 3, ideal: 4, openPoints: 0, idealPoints: 0 },
      { date: "2024-03-02", open: 3, ideal: 3, openPoints: 0, idealPoints: 0 },
      { date: "2024-03-03", open: 2, ideal: 2, openPoints: 0, idealPoints: 0 },
      { date: "2024-03-04", open: 2, ideal: 1, openPoints: 0, idealPoints: 0 },
      { date: "2024-03-05", open: 2, ideal: 0, openPoints: 0, idealPoints: 0 },
    ]);
  });

  it("answers 200 with no days and a reason when the sprint lacks dates", async () => {
    const sprint = await makeSprint(t, owner, { startDate: "2024-03-01" });
    const res = await as(t.app, owner).get(`/api/sprints/${sprint.id}/burndown`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      days: [],
      reason: NO_DATES_REASON,
      startDate: "2024-03-01T00:00:00.000Z",
      endDate: null,
    });
  });

  it("says a sprint is too long for a burndown in the reader's language (issue 32)", async () => {
    const sprint = await makeSprint(t, owner, { startDate: "2024-01-01", endDate: "2026-06-30" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/sprints/${sprint.id}/burndown`,
      headers: { cookie: owner.cookie, "accept-language": "de" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      days: [],
      reason: "Der Sprint ist zu lang für ein Burndown-Diagramm (mehr als 730 Tage).",
    });
  });

  it("is 404 for a sprint the user cannot see and 400 for a malformed id", async () => {
    const sprint = await makeSprint(t, owner, { startDate: "2024-03-01", endDate: "2024-03-02" });
    expect((await as(t.app, stranger).get(`/api/sprints/${sprint.id}/burndown`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/sprints/999999/burndown")).statusCode).toBe(404);
    expect((await as(t.app, owner).get("/api/sprints/abc/burndown")).statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/sprints/2147483648/burndown")).statusCode).toBe(400);
  });

  it("is readable by a member of a project in the sprint", async () => {
    const sprint = await makeSprint(t, owner, { startDate: "2024-01-01", endDate: "2024-01-01" });
    const project = await makeProject(t, owner, { sprintId: sprint.id });
    const member = await createUser(t);
    await addProjectMember(t, project.id, member);
    await insertTask(t, project.id, { title: "x" });
    const res = await as(t.app, member).get(`/api/sprints/${sprint.id}/burndown`);
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { date: "2024-01-01", open: 1, ideal: 0, openPoints: 0, idealPoints: 0 },
    ]);
  });
});
