import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, projectMembers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { countStatements } from "../../test/query-count.ts";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let projectId: number;
let boardId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  outsider = await createUser(t);
  const res = await as(t.app, owner).post("/api/projects", {
    name: "Export me",
    key: "EXP",
    description: "For the export",
  });
  projectId = res.json().id;
  await t.database.db.insert(projectMembers).values({ projectId, userId: member.id });
  [{ id: boardId }] = (await t.database.db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.projectId, projectId))) as [{ id: number }];
  const api = as(t.app, owner);
  const first = await api.post(`/api/boards/${boardId}/tasks`, {
    title: "=cmd|' /C calc'!A0",
    description: "- first point\n- second, with a comma",
    priority: "high",
    assignedTo: member.id,
    dueDate: "2026-07-01",
    tags: ["alpha", "beta"],
    storyPoints: 5,
  });
  await api.post(`/api/tasks/${first.json().id}/checklist`, { text: "Check one" });
  await api.post(`/api/tasks/${first.json().id}/comments`, { content: "Looks good" });
  await api.post(`/api/boards/${boardId}/tasks`, { title: "Second", status: "done", storyPoints: "?" });
  await api.post(`/api/boards/${boardId}/tasks`, { title: "Third", status: "in_progress" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/projects/:id/export (product rules §30)", () => {
  it("downloads the project as JSON: columns, tasks in board order with checklist and comments", async () => {
    const res = await as(t.app, member).get(`/api/projects/${projectId}/export?format=json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="EXP-\d{4}-\d\d-\d\d\.json"$/);
    const body = res.json();
    expect(body.project).toMatchObject({ name: "Export me", key: "EXP", description: "For the export" });
    expect(body.columns.map((c: { id: string }) => c.id)).toEqual(["todo", "in_progress", "review", "done"]);
    expect(body.tasks.map((x: { key: string; status: string }) => [x.key, x.status])).toEqual([
      ["EXP-1", "todo"],
      ["EXP-3", "in_progress"],
      ["EXP-2", "done"],
    ]);
    expect(body.tasks[0]).toMatchObject({
      priority: "high",
      assignee: member.email,
      assigneeName: "Mia Member",
      dueDate: "2026-07-01T00:00:00.000Z",
      tags: ["alpha", "beta"],
      storyPoints: 5,
      checklist: [{ text: "Check one", done: false }],
      comments: [{ author: "Olga Owner", content: "Looks good" }],
    });
    expect(body.tasks[2].storyPoints).toBe("?");
    // Each task's history, oldest first (product rules §32).
    expect(body.tasks[0].history[0]).toMatchObject({
      kind: "created",
      actor: "Olga Owner",
      via: { kind: "web", name: null },
    });
    expect(body.tasks[0].history.map((h: { kind: string }) => h.kind)).toContain("commented");
  });

  it("is 404 for an outsider and 400 for an unknown format", async () => {
    expect((await as(t.app, outsider).get(`/api/projects/${projectId}/export`)).statusCode).toBe(404);
    expect((await as(t.app, owner).get(`/api/projects/${projectId}/export?format=xml`)).statusCode).toBe(400);
  });

  it("downloads CSV that imports back into a new project with the same tasks", async () => {
    const res = await as(t.app, owner).get(`/api/projects/${projectId}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="EXP-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, "").split("\n");
    expect(lines[0]).toBe(
      "key,title,description,status,priority,assignee email,due date,tags,points,start date",
    );
    expect(lines[1]).toMatch(/^EXP-1,'=cmd\|' \/C calc'!A0,"'- first point/);
    const back = await as(t.app, owner).post("/api/imports", {
      format: "csv",
      content: res.body,
      target: { newProject: { name: "Round trip" } },
    });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ created: 3, skipped: [], notes: [] });
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.boardId,
          t.database.db
            .select({ id: boards.id })
            .from(boards)
            .where(eq(boards.projectId, back.json().projectId)),
        ),
      )
      .orderBy(asc(tasks.number));
    const original = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.boardId, boardId))
      .orderBy(asc(tasks.status), asc(tasks.title));
    const pick = (r: typeof tasks.$inferSelect) => [
      r.title,
      r.description,
      r.status,
      r.priority,
      r.assignedTo,
      r.dueDate?.toISOString() ?? null,
      r.tags,
      r.storyPoints,
    ];
    const sort = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(rows.map(pick).sort(sort)).toEqual(original.map(pick).sort(sort));
  });

  it("reads the same number of statements for 3 tasks as for 60", async () => {
    // The spy counts the whole process: a notification delivered late by an earlier write adds its
    // statements to one run; two runs in a row, the fewer is the export's own.
    const exportStatements = async () => {
      const run = () => countStatements(() => as(t.app, owner).get(`/api/projects/${projectId}/export`));
      return Math.min(await run(), await run());
    };
    const few = await exportStatements();
    const api = as(t.app, owner);
    for (let i = 0; i < 57; i++) {
      const task = await api.post(`/api/boards/${boardId}/tasks`, { title: `Bulk ${i}` });
      if (i % 10 === 0) await api.post(`/api/tasks/${task.json().id}/comments`, { content: `Note ${i}` });
    }
    const many = await exportStatements();
    expect(many).toBe(few);
  });
});
