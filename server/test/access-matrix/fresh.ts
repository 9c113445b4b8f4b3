import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  apiTokens,
  comments,
  customStatuses,
  personalTeamMembers,
  projects,
  sprintGoals,
  sprints,
  teamMembers,
  teams,
  users,
} from "../../db/schema.ts";
import { signUnsubscribeToken } from "../../modules/email/unsubscribe-token.ts";
import { insertTask } from "../../modules/projects/projects.fixtures.ts";
import { createBoard } from "../../modules/tasks/task-fixtures.ts";
import { newApiTokenSecret } from "../../platform/api-tokens.ts";
import { sessionCookie } from "../app.ts";
import { as, type TestUser } from "../factories.ts";
import type { Role } from "./roles.ts";
import { PASSWORD, type World } from "./world.ts";

/*
 * Fresh targets for destructive rows: each is made just before one (route, role) call, mostly
 * straight in the tables, so deleting or changing it leaves the world as it was.
 */

/** A new project of the owner with its first board; `member` (and any `extra`) as members. */
export async function freshProject(w: World, extra: TestUser[] = []) {
  return createBoard(w.t, w.users.owner, {
    name: `Fresh ${w.unique()}`,
    members: [w.users.member, ...extra],
  });
}

/** A new task on the first board of a project (the world's by default). */
export async function freshTask(w: World, projectId = w.projectId): Promise<number> {
  return (await insertTask(w.t, projectId, { title: `Fresh ${w.unique()}` })).id;
}

/** A new comment of the owner's on the world's task. */
export async function freshComment(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(comments)
    .values({ taskId: w.taskId, userId: w.users.owner.id, content: `Fresh ${w.unique()}` })
    .returning({ id: comments.id });
  return row!.id;
}

/** A new sprint of the owner's holding a project the member belongs to (so the member sees it). */
export async function freshSprint(w: World): Promise<number> {
  const db = w.t.database.db;
  const [sprint] = await db
    .insert(sprints)
    .values({ name: `Fresh ${w.unique()}`, ownerId: w.users.owner.id })
    .returning({ id: sprints.id });
  const { projectId } = await freshProject(w);
  await db.update(projects).set({ sprintId: sprint!.id }).where(eq(projects.id, projectId));
  return sprint!.id;
}

/** A new goal of the world's sprint. */
export async function freshGoal(w: World): Promise<number> {
  const [goal] = await w.t.database.db
    .insert(sprintGoals)
    .values({ sprintId: w.sprintId, text: `Fresh ${w.unique()}` })
    .returning({ id: sprintGoals.id });
  return goal!.id;
}

/** A new department like the world's: owner (admin), deptAdmin (admin), member; with the member's row id. */
export async function freshTeam(w: World): Promise<{ teamId: number; memberRowId: number }> {
  const db = w.t.database.db;
  const { owner, deptAdmin, member } = w.users;
  const [team] = await db
    .insert(teams)
    .values({ name: `Fresh ${w.unique()}`, ownerId: owner.id })
    .returning({ id: teams.id });
  const rows = await db
    .insert(teamMembers)
    .values([
      { teamId: team!.id, userId: owner.id, role: "admin" },
      { teamId: team!.id, userId: deptAdmin.id, role: "admin" },
      { teamId: team!.id, userId: member.id, role: "member" },
    ])
    .returning({ id: teamMembers.id, userId: teamMembers.userId });
  return { teamId: team!.id, memberRowId: rows.find((r) => r.userId === member.id)!.id };
}

/** A new, non-default custom status of the owner's. */
export async function freshStatus(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(customStatuses)
    .values({ userId: w.users.owner.id, name: `Fresh ${w.unique()}`, color: "blue", position: 100 })
    .returning({ id: customStatuses.id });
  return row!.id;
}

/** A new personal team member (an invitation) of the owner's. */
export async function freshInvite(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(personalTeamMembers)
    .values({ ownerId: w.users.owner.id, invitedEmail: `fresh${w.unique()}@example.test` })
    .returning({ id: personalTeamMembers.id });
  return row!.id;
}

/** A new user row (no session): the target of the admin's approve and remove. */
export async function freshUser(w: World, isApproved: boolean): Promise<number> {
  const [row] = await w.t.database.db
    .insert(users)
    .values({
      email: `fresh${w.unique()}@example.test`,
      passwordHash: "unused",
      firstName: "Fresh",
      lastName: "User",
      isApproved,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A second session of `role`'s user (the logout call ends it, not the world's session). */
export async function freshSession(w: World, role: Role): Promise<string | null> {
  if (role === "signedOut") return null;
  const res = await as(w.t.app, null).post("/api/auth/login", {
    email: w.users[role].email,
    password: PASSWORD,
  });
  return sessionCookie(res);
}

/** A new single-use unsubscribe token of the spare user (for task_completed email). */
export function freshUnsubscribeToken(w: World): string {
  return signUnsubscribeToken(w.t.config.sessionSecret, w.spare.id, "task_completed");
}

/**
 * A valid password-reset token of a new user of its own: the forgot-password row issues tokens
 * for the spare user after answering, so sharing a user would race with it.
 */
export async function freshResetToken(w: World): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const id = await freshUser(w, true);
  await w.t.database.db
    .update(users)
    .set({
      resetTokenHash: createHash("sha256").update(token).digest("hex"),
      resetTokenExpiry: new Date(Date.now() + 60 * 60 * 1000),
    })
    .where(eq(users.id, id));
  return token;
}

/** A new API token of the owner's (the target of a revoke). */
export async function freshApiToken(w: World): Promise<number> {
  const { tokenHash, prefix } = newApiTokenSecret();
  const [row] = await w.t.database.db
    .insert(apiTokens)
    .values({ userId: w.users.owner.id, name: "Matrix", scope: "read", tokenHash, prefix })
    .returning({ id: apiTokens.id });
  return row!.id;
}
