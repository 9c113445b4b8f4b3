import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, notifications, projectMembers, tasks } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { as, createUser, type TestUser } from "../../test/factories.ts";
import { addTeamMember } from "./projects.fixtures.ts";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { firstName: "Olga", lastName: "Owner" });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/projects with the assistant's tasks", () => {
  it("creates the assistant's tasks in todo with dense positions, adding and notifying assignees", async () => {
    const teammate = await createUser(t, { firstName: "Tia", lastName: "Team" });
    await addTeamMember(t, owner, teammate);
    const res = await as(t.app, owner).post("/api/projects", {
      name: "AI plan",
      description: "Generated",
      tasks: [
        { title: "Research", description: "Look around", priority: "high", assignedTo: owner.id },
        { title: "Design", priority: "low", assignedTo: teammate.id, dueDate: "2030-01-15" },
        { title: "Build" },
      ],
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project.memberCount).toBe(2);
    const [board] = await t.database.db.select().from(boards).where(eq(boards.projectId, project.id));
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.boardId, board!.id))
      .orderBy(asc(tasks.rank), asc(tasks.id));
    expect(rows.map((r) => [r.title, r.status, r.priority, r.assignedTo, r.createdBy])).toEqual([
      ["Research", "todo", "high", owner.id, owner.id],
      ["Design", "todo", "low", teammate.id, owner.id],
      ["Build", "todo", "medium", null, owner.id],
    ]);
    expect(new Set(rows.map((r) => r.rank)).size).toBe(3);
    expect(rows[1]!.dueDate?.toISOString()).toBe("2030-01-15T00:00:00.000Z");
    const members = await t.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project.id));
    expect(members.map((m) => m.userId)).toEqual([teammate.id]);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, teammate.id));
    expect(notes.map((n) => n.type).sort()).toEqual(["project_assigned", "task_assigned"]);
    const own = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(own).toEqual([]);
  });

  it("refuses an assignee who is not an approved user, creating nothing", async () => {
    const pending = await createUser(t, { approved: false });
    const before = (await as(t.app, owner).get("/api/projects")).json().length;
    const res = await as(t.app, owner).post("/api/projects", {
      name: "Bad assignee",
      tasks: [{ title: "x", assignedTo: pending.id }],
    });
    expect(res.statusCode).toBe(400);
    expect((await as(t.app, owner).get("/api/projects")).json()).toHaveLength(before);
  });

  it("validates each given task", async () => {
    const res = await as(t.app, owner).post("/api/projects", { name: "x", tasks: [{ title: "" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Task title is required");
    const prio = await as(t.app, owner).post("/api/projects", {
      name: "x",
      tasks: [{ title: "a", priority: "urgent" }],
    });
    expect(prio.json().message).toBe("Priority must be one of high, medium, low");
  });
});
