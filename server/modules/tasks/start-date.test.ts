import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardTasksSince } from "../../../contract/board-changes.ts";
import type { Task } from "../../../contract/tasks.ts";
import { boards, webhookDeliveries, webhooks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { boardTasks, createTask } from "./task-fixtures.ts";

/*
 * A task's optional start date (issue 32, product rules, tasks): created, changed, cleared, checked
 * against the due date (a 400 naming startDate that changes nothing), in the history, the board list,
 * ?since=, bulk updates, webhook payloads, and the export that imports back.
 */

let t: TestApp;
let owner: TestUser;
let projectId: number;
let boardId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t);
  const res = await as(t.app, owner).post("/api/projects", { name: "Dates", key: "DAT" });
  projectId = res.json().id;
  [{ id: boardId }] = (await t.database.db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.projectId, projectId))) as [{ id: number }];
  await t.database.db.insert(webhooks).values({
    projectId,
    url: "https://hooks.example.test/in",
    secret: "sealed",
    events: ["task.created", "task.updated"],
  });
});
afterAll(() => t.close());

const api = () => as(t.app, owner);
const day = (d: string) => `${d}T00:00:00.000Z`;

describe("a task's start date", () => {
  it("is created, read back, listed and null when not given", async () => {
    const task = await createTask(t, owner, boardId, {
      title: "Plan",
      startDate: "2026-12-01",
      dueDate: "2026-12-04",
    });
    expect(task.startDate).toBe(day("2026-12-01"));
    expect((await api().get(`/api/tasks/${task.id}`)).json().startDate).toBe(day("2026-12-01"));
    const listed = (await boardTasks(t, owner, boardId)).find((x) => x.id === task.id)!;
    expect(listed.startDate).toBe(day("2026-12-01"));
    const plain = await createTask(t, owner, boardId, { title: "No dates" });
    expect(plain.startDate).toBeNull();
  });

  it("may fall on the due day, and a start after the due date is a 400 naming startDate", async () => {
    const same = await createTask(t, owner, boardId, {
      title: "One day",
      startDate: "2026-12-02",
      dueDate: "2026-12-02T23:00:00.000Z",
    });
    expect(same.startDate).toBe(day("2026-12-02"));
    const before = (await boardTasks(t, owner, boardId)).length;
    const bad = await api().post(`/api/boards/${boardId}/tasks`, {
      title: "Backwards",
      startDate: "2026-12-05",
      dueDate: "2026-12-04",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: "startDate", message: "Start date cannot be after the due date", code: "START_AFTER_DUE" },
    ]);
    expect((await boardTasks(t, owner, boardId)).length).toBe(before);
    expect(
      (await api().post(`/api/boards/${boardId}/tasks`, { title: "x", startDate: "2026-02-30" })).statusCode,
    ).toBe(400);
  });

  it("is changed and cleared by PATCH, checked against the stored due date, and each change is history", async () => {
    const task = await createTask(t, owner, boardId, { title: "Move me", dueDate: "2026-12-10" });
    const set = await api().patch(`/api/tasks/${task.id}`, { startDate: "2026-12-03" });
    expect(set.statusCode).toBe(200);
    expect(set.json().startDate).toBe(day("2026-12-03"));
    // Against the due date it has: a later start, or an earlier due date, is refused.
    const late = await api().patch(`/api/tasks/${task.id}`, { startDate: "2026-12-11", title: "Renamed" });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({ path: "startDate", code: "START_AFTER_DUE" });
    const early = await api().patch(`/api/tasks/${task.id}`, { dueDate: "2026-12-02" });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({ path: "startDate", code: "START_AFTER_DUE" });
    const unchanged = (await api().get(`/api/tasks/${task.id}`)).json() as Task;
    expect(unchanged).toMatchObject({
      title: "Move me",
      startDate: day("2026-12-03"),
      dueDate: day("2026-12-10"),
    });
    // Without a due date any start is fine.
    expect(
      (await api().patch(`/api/tasks/${task.id}`, { dueDate: null, startDate: "2027-01-01" })).statusCode,
    ).toBe(200);
    const cleared = await api().patch(`/api/tasks/${task.id}`, { startDate: null });
    expect(cleared.json().startDate).toBeNull();
    const history = (await api().get(`/api/tasks/${task.id}/activity`)).json();
    const starts = (history.items ?? history)
      .flatMap((e: { changes: { field: string; from: unknown; to: unknown }[] }) => e.changes)
      .filter((c: { field: string }) => c.field === "startDate");
    expect(starts).toEqual(
      expect.arrayContaining([
        { field: "startDate", from: null, to: day("2026-12-03") },
        { field: "startDate", from: day("2026-12-03"), to: day("2027-01-01") },
        { field: "startDate", from: day("2027-01-01"), to: null },
      ]),
    );
    expect(starts).toHaveLength(3);
  });

  it("is in ?since= changes and in the webhook payloads", async () => {
    const task = await createTask(t, owner, boardId, { title: "Watched by a hook" });
    const list = await api().get(`/api/boards/${boardId}/tasks`);
    const version = Number(list.headers["x-board-version"]);
    await api().patch(`/api/tasks/${task.id}`, { startDate: "2026-12-07" });
    const since = (
      await api().get(`/api/boards/${boardId}/tasks?since=${version}`)
    ).json() as BoardTasksSince;
    expect("changed" in since && since.changed.find((x) => x.id === task.id)?.startDate).toBe(
      day("2026-12-07"),
    );
    const payloads = (await t.database.db.select().from(webhookDeliveries)).map(
      (d) => d.payload as { event: string; task: Task },
    );
    const updated = payloads.filter((p) => p.event === "task.updated" && p.task.id === task.id);
    expect(updated.at(-1)?.task.startDate).toBe(day("2026-12-07"));
    const created = payloads.find((p) => p.event === "task.created" && p.task.id === task.id);
    expect(created?.task.startDate).toBeNull();
  });

  it("is set and cleared by a bulk update, all or nothing against each due date", async () => {
    const a = await createTask(t, owner, boardId, { title: "Bulk A", dueDate: "2026-12-20" });
    const b = await createTask(t, owner, boardId, { title: "Bulk B", dueDate: "2026-12-08" });
    const refused = await api().post("/api/tasks/bulk", {
      taskIds: [a.id, b.id],
      action: { type: "update", set: { startDate: "2026-12-10" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: "action.set.startDate", code: "START_AFTER_DUE" });
    expect((await api().get(`/api/tasks/${a.id}`)).json().startDate).toBeNull();
    const ok = await api().post("/api/tasks/bulk", {
      taskIds: [a.id, b.id],
      action: { type: "update", set: { startDate: "2026-12-05" } },
    });
    expect(ok.statusCode).toBe(200);
    expect((await api().get(`/api/tasks/${b.id}`)).json().startDate).toBe(day("2026-12-05"));
    const bothBad = await api().post("/api/tasks/bulk", {
      taskIds: [a.id],
      action: { type: "update", set: { startDate: "2026-12-06", dueDate: "2026-12-01" } },
    });
    expect(bothBad.statusCode).toBe(400);
    expect(bothBad.json().errors[0]).toMatchObject({ path: "action.set.startDate", code: "START_AFTER_DUE" });
  });

  it("goes out in the CSV and JSON export and comes back with an import", async () => {
    const { id } = await as(t.app, owner)
      .post("/api/projects", { name: "Round", key: "RND" })
      .then((r) => r.json());
    const [{ id: board }] = (await t.database.db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.projectId, id))) as [{ id: number }];
    await createTask(t, owner, board, { title: "Span", startDate: "2026-11-30", dueDate: "2026-12-03" });
    await createTask(t, owner, board, { title: "Open", dueDate: "2026-12-03" });
    const json = (await api().get(`/api/projects/${id}/export?format=json`)).json();
    expect(
      json.tasks.map((x: { title: string; startDate: string | null }) => [x.title, x.startDate]),
    ).toEqual(
      expect.arrayContaining([
        ["Span", day("2026-11-30")],
        ["Open", null],
      ]),
    );
    const csv = (await api().get(`/api/projects/${id}/export?format=csv`)).body;
    expect(csv.replace(/^\uFEFF/, "").split("\n")[0]).toMatch(/,start date$/);
    const back = await api().post("/api/imports", {
      format: "csv",
      content: csv,
      target: { newProject: { name: "Round again" } },
    });
    expect(back.statusCode).toBe(201);
    const again = (await api().get(`/api/projects/${back.json().projectId}/export?format=json`)).json();
    expect(
      again.tasks.map((x: { title: string; startDate: string | null }) => [x.title, x.startDate]),
    ).toEqual(
      expect.arrayContaining([
        ["Span", day("2026-11-30")],
        ["Open", null],
      ]),
    );
  });

  it("reads Jira's 'Start date' and Trello's start, leaving out a start after the due date with a note", async () => {
    const jira = await api().post("/api/imports/preview", {
      format: "jira",
      content:
        "Summary,Issue key,Due date,Start date\nShip,J-1,05/Dec/26 12:00 AM,01/Dec/26 12:00 AM\nLate,J-2,05/Dec/26,09/Dec/26\n",
    });
    expect(jira.statusCode).toBe(200);
    const rows = jira.json().sample as { title: string; startDate: string | null }[];
    expect(rows.map((r) => [r.title, r.startDate])).toEqual([
      ["Ship", "2026-12-01T00:00:00.000Z"],
      ["Late", null],
    ]);
    expect(jira.json().notes).toEqual(expect.arrayContaining([expect.stringMatching(/start date/)]));
    const trello = await api().post("/api/imports/preview", {
      format: "trello",
      content: JSON.stringify({
        name: "T",
        lists: [{ id: "l1", name: "To Do" }],
        cards: [
          { name: "Card", idList: "l1", start: "2026-12-01T09:00:00.000Z", due: "2026-12-03T17:00:00.000Z" },
        ],
      }),
    });
    expect(trello.statusCode).toBe(200);
    expect(trello.json().sample[0]).toMatchObject({
      startDate: "2026-12-01T00:00:00.000Z",
      dueDate: "2026-12-03T00:00:00.000Z",
    });
  });
});
