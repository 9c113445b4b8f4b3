import { readFileSync } from "node:fs";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, projectMembers, projects, taskChecklistItems, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let pat: TestUser;
let projectId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner", email: "owner@example.test" });
  member = await createUser(t, { firstName: "Mia", lastName: "Member" });
  outsider = await createUser(t, { firstName: "Otto", lastName: "Outsider" });
  pat = await createUser(t, { firstName: "Pat", lastName: "Programmer" });
  const res = await as(t.app, owner).post("/api/projects", { name: "Existing work", key: "EXW" });
  projectId = res.json().id;
  await t.database.db.insert(projectMembers).values({ projectId, userId: member.id });
});
afterAll(async () => {
  await t.close();
});

/** Rows of the whole database that an import writes: projects, tasks, checklist items, members. */
async function totals() {
  const db = t.database.db;
  const [p, ta, c, m] = await Promise.all([
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(tasks),
    db.select({ n: count() }).from(taskChecklistItems),
    db.select({ n: count() }).from(projectMembers),
  ]);
  return [p[0]!.n, ta[0]!.n, c[0]!.n, m[0]!.n];
}

async function projectTasks(id: number) {
  const board = t.database.db.select({ id: boards.id }).from(boards).where(eq(boards.projectId, id));
  return t.database.db
    .select()
    .from(tasks)
    .where(inArray(tasks.boardId, board))
    .orderBy(asc(tasks.status), asc(tasks.rank), asc(tasks.id));
}

describe("POST /api/imports/preview (product rules §30)", () => {
  it("counts the Trello board's tasks, suggests columns and people, lists skipped cards, writes nothing", async () => {
    const before = await totals();
    const res = await as(t.app, owner).post("/api/imports/preview", {
      format: "trello",
      content: fixture("trello-board.json"),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tasks).toBe(14);
    expect(body.projectName).toBe("Website Relaunch");
    expect(body.statuses).toEqual([
      { source: "Backlog", count: 4, suggested: "todo" },
      { source: "Doing", count: 4, suggested: "in_progress" },
      { source: "Code Review", count: 3, suggested: "review" },
      { source: "Done", count: 3, suggested: "done" },
    ]);
    expect(body.users).toEqual([
      { source: "Pat Programmer", count: 5, suggested: pat.id },
      { source: "Dana Designer", count: 5, suggested: null },
    ]);
    expect(body.skipped).toEqual([
      { row: 13, reason: "archived card" },
      { row: 14, reason: 'in archived list "Old ideas"' },
    ]);
    expect(body.columns.map((c: { id: string }) => c.id)).toEqual(["todo", "in_progress", "review", "done"]);
    expect(await totals()).toEqual(before);
  });

  it("into an existing project suggests only people the importer may assign there", async () => {
    const res = await as(t.app, member).post("/api/imports/preview", {
      format: "jira",
      content: fixture("jira-export.csv"),
      projectId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Pat is an approved user but not in the project: a member may not assign them (§5).
    expect(body.users.find((u: { source: string }) => u.source === "Pat Programmer").suggested).toBeNull();
    expect(body.people.map((p: { id: number }) => p.id).sort()).toEqual([owner.id, member.id].sort());
    expect(body.statuses.find((s: { source: string }) => s.source === "In Review").suggested).toBe("review");
  });

  it("answers bad files with a clear 400 and an outsider's project with 404", async () => {
    const bad = await as(t.app, owner).post("/api/imports/preview", {
      format: "trello",
      content: fixture("trello-truncated.json"),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
    const noTitle = await as(t.app, owner).post("/api/imports/preview", {
      format: "csv",
      content: fixture("no-title.csv"),
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/no 'title' column/);
    const format = await as(t.app, owner).post("/api/imports/preview", { format: "xls", content: "x" });
    expect(format.statusCode).toBe(400);
    const hidden = await as(t.app, outsider).post("/api/imports/preview", {
      format: "csv",
      content: fixture("generic.csv"),
      projectId,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("answers a file over 5 MB with 413", async () => {
    const res = await as(t.app, owner).post("/api/imports/preview", {
      format: "csv",
      content: `title\n${"a".repeat(5 * 1024 * 1024)}\n`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The file is larger than 5 MB; split it into smaller files");
  });
});

describe("POST /api/imports", () => {
  it("creates a new project from the Trello board: tasks per column in file order, tags, checklists, members", async () => {
    const res = await as(t.app, owner).post("/api/imports", {
      format: "trello",
      content: fixture("trello-board.json"),
      target: { newProject: { name: "Website Relaunch" } },
      statusMap: { Doing: "In Progress", "Code Review": "new column" },
      userMap: { "Dana Designer": member.id },
    });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.created).toBe(14);
    expect(report.skipped).toHaveLength(2);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, report.projectId));
    expect(project).toMatchObject({ name: "Website Relaunch", key: "WR", ownerId: owner.id });
    const rows = await projectTasks(report.projectId);
    const inProgress = rows.filter((r) => r.status === "in_progress").map((r) => r.title);
    expect(inProgress).toEqual([
      "Fix: login fails with “+” in the email",
      "Migrate avatars to S3",
      "Add CSV export to reports",
      "Keyboard shortcuts help",
    ]);
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    expect(rows.filter((r) => r.status === "code_review")).toHaveLength(3);
    const staging = rows.find((r) => r.title === "Set up the staging server")!;
    expect(staging).toMatchObject({ status: "todo", assignedTo: pat.id, tags: ["green"] });
    expect(rows.find((r) => r.title === "Write the onboarding emails")!.assignedTo).toBe(member.id);
    expect(rows.filter((r) => r.status === "done").every((r) => r.completedAt !== null)).toBe(true);
    const items = await t.database.db
      .select()
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, staging.id))
      .orderBy(asc(taskChecklistItems.rank));
    expect(items.map((i) => [i.text, i.done])).toEqual([
      ["Create the VM", true],
      ["Install PostgreSQL", true],
      ["Open the firewall for 443", false],
    ]);
    const members = await t.database.db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, report.projectId));
    expect(members.map((m) => m.userId).sort()).toEqual([member.id, pat.id].sort());
  });

  it("appends a Jira export to an existing project after its tasks, with a new column kept by name", async () => {
    const first = await as(t.app, member).post(`/api/boards/${await boardOf(projectId)}/tasks`, {
      title: "Already here",
    });
    expect(first.statusCode).toBe(201);
    const res = await as(t.app, member).post("/api/imports", {
      format: "jira",
      content: fixture("jira-export.csv"),
      target: { projectId },
      statusMap: { Backlog: "todo", "Selected for Development": "new column" },
      userMap: { "Pat Programmer": null, "Dana Designer": owner.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ projectId, created: 6, skipped: [] });
    const rows = await projectTasks(projectId);
    expect(rows.filter((r) => r.status === "todo").map((r) => r.title)).toEqual([
      "Already here",
      "Checkout button does nothing on Safari",
      "Spike: headless CMS",
    ]);
    const wishlist = rows.find((r) => r.title === "Wishlist sharing")!;
    expect(wishlist).toMatchObject({
      status: "selected_for_development",
      storyPoints: "13",
      priority: "high",
    });
    expect(rows.find((r) => r.title === "Add Apple Pay")!).toMatchObject({
      assignedTo: owner.id,
      storyPoints: "8",
    });
    expect(rows.find((r) => r.title === "Product images load slowly")!.tags).toEqual([
      "performance",
      "images",
      "cdn",
    ]);
  });

  it("imports the good rows of a partial file and reports the bad ones", async () => {
    const res = await as(t.app, owner).post("/api/imports", {
      format: "csv",
      content: fixture("generic-partial.csv"),
      target: { newProject: { name: "Partial", key: "PART" } },
    });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.created).toBe(2);
    expect(report.skipped.map((s: { row: number }) => s.row)).toEqual([2, 3, 4]);
    const rows = await projectTasks(report.projectId);
    expect(rows.map((r) => r.title).sort()).toEqual(["Good task one", "Good task two"]);
  });
});

describe("POST /api/imports, failing", () => {
  it("writes nothing, not even the new project, when a mapping fails mid-way", async () => {
    const before = await totals();
    const badColumn = await as(t.app, owner).post("/api/imports", {
      format: "trello",
      content: fixture("trello-board.json"),
      target: { newProject: { name: "Never made" } },
      statusMap: { Doing: "Blocked" },
    });
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json().message).toBe(
      'Status "Doing" is mapped to "Blocked", which is not a column of the project',
    );
    const badUser = await as(t.app, member).post("/api/imports", {
      format: "csv",
      content: fixture("generic.csv"),
      target: { projectId },
      userMap: { "owner@example.test": outsider.id },
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().message).toMatch(/cannot be assigned in this project/);
    const takenKey = await as(t.app, owner).post("/api/imports", {
      format: "csv",
      content: fixture("generic.csv"),
      target: { newProject: { name: "Clash", key: "EXW" } },
    });
    expect(takenKey.statusCode).toBe(409);
    expect(await totals()).toEqual(before);
  });

  it("refuses an outsider's target (404), a bad file (400) and a bad body (400), writing nothing", async () => {
    const before = await totals();
    const hidden = await as(t.app, outsider).post("/api/imports", {
      format: "csv",
      content: fixture("generic.csv"),
      target: { projectId },
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await as(t.app, owner).post("/api/imports", {
      format: "trello",
      content: fixture("trello-truncated.json"),
      target: { newProject: { name: "Broken" } },
    });
    expect(bad.statusCode).toBe(400);
    const noTarget = await as(t.app, owner).post("/api/imports", { format: "csv", content: "title\nx\n" });
    expect(noTarget.statusCode).toBe(400);
    expect(await totals()).toEqual(before);
  });
});

async function boardOf(id: number): Promise<number> {
  const [board] = await t.database.db.select({ id: boards.id }).from(boards).where(eq(boards.projectId, id));
  return board!.id;
}
