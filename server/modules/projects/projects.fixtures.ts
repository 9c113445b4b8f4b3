import { eq } from "drizzle-orm";
import { boards, personalTeamMembers, projectMembers, tasks } from "../../db/schema.ts";
import type { TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";
import { testRank } from "../tasks/task-fixtures.ts";

/** Test helpers for projects and their tasks (used by the sprints, projects, dashboard and task-list tests). */

let nameSeq = 0;
/** A distinct default name: two identical creates within a second are one (platform/idempotency.ts). */
const nextName = () => {
  nameSeq += 1;
  return nameSeq;
};

/** Creates a project through the API and returns its JSON (throws unless 201). */
export async function makeProject(t: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(t.app, user).post("/api/projects", { name: `Project ${nextName()}`, ...body });
  if (res.statusCode !== 201) throw new Error(`create project failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; name: string; ownerId: number; sprintId: number | null };
}

/** Creates a sprint through the API and returns its JSON (throws unless 201). */
export async function makeSprint(t: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(t.app, user).post("/api/sprints", { name: `Sprint ${nextName()}`, ...body });
  if (res.statusCode !== 201) throw new Error(`create sprint failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; name: string; ownerId: number };
}

/** The first board id of a project. */
export async function firstBoardId(t: TestApp, projectId: number): Promise<number> {
  const [board] = await t.database.db.select().from(boards).where(eq(boards.projectId, projectId)).limit(1);
  if (!board) throw new Error(`project ${projectId} has no board`);
  return board.id;
}

/** Inserts a task straight into the database (to construct dates the API would not allow). */
export async function insertTask(
  t: TestApp,
  projectId: number,
  values: Partial<typeof tasks.$inferInsert> = {},
): Promise<typeof tasks.$inferSelect> {
  const boardId = await firstBoardId(t, projectId);
  const [task] = await t.database.db
    .insert(tasks)
    .values({ boardId, title: "Task", rank: testRank(), ...values })
    .returning();
  return task!;
}

/** Makes `member` a registered personal team member of `owner` (so `owner` may assign them work). */
export async function addTeamMember(t: TestApp, owner: TestUser, member: TestUser): Promise<void> {
  await t.database.db
    .insert(personalTeamMembers)
    .values({ ownerId: owner.id, invitedEmail: member.email, invitedUserId: member.id });
}

/** Adds `member` to the project's member list directly. */
export async function addProjectMember(t: TestApp, projectId: number, member: TestUser): Promise<void> {
  await t.database.db.insert(projectMembers).values({ projectId, userId: member.id });
}
