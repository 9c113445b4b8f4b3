import { and, asc, eq, sql } from "drizzle-orm";
import type { Commitment, ScopeChange, SprintCommitment } from "../../../contract/backlog.ts";
import { storyPointsFromText } from "../../../contract/common.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  backlogItems,
  boards,
  projects,
  sprintCommitments,
  sprintCommitmentTasks,
  sprintGoals,
  sprintScopeChanges,
  sprints,
  tasks,
} from "../../db/schema.ts";
import { loadOwnedSprint, loadVisibleSprint, projectVisibleTo } from "../../platform/access.ts";
import { conflict } from "../../platform/errors.ts";
import { backlogJoin, backlogScope } from "./backlog-queries.ts";

const numericPoints = (text: string | null) => {
  const value = storyPointsFromText(text);
  return typeof value === "number" ? value : null;
};

/** Midnight UTC of today. */
const todayUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Starts a sprint in planning (product rules §21): the owner only (404 invisible, 403 member), only
 * from planning and once (409), with at least one planned task (409). In one transaction it writes
 * the commitment (the planned tasks with their points and the goals' texts as they are now) and
 * makes the sprint active, starting today unless it has a start date.
 */
export async function startSprint(db: Db, userId: number, sprintId: number): Promise<SprintCommitment> {
  await db.transaction(async (tx) => {
    await loadOwnedSprint(tx, userId, sprintId);
    const [sprint] = await tx.select().from(sprints).where(eq(sprints.id, sprintId)).for("update");
    if (!sprint) throw conflict("This sprint is gone", "SPRINT_GONE");
    const [existing] = await tx
      .select({ id: sprintCommitments.sprintId })
      .from(sprintCommitments)
      .where(eq(sprintCommitments.sprintId, sprint.id));
    if (existing) throw conflict("This sprint has already been started", "SPRINT_ALREADY_STARTED");
    if (sprint.status !== "planning")
      throw conflict("Only a sprint in planning can be started", "SPRINT_NOT_PLANNING");
    const planned = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        storyPoints: tasks.storyPoints,
        projectId: projects.id,
        projectName: projects.name,
      })
      .from(tasks)
      .innerJoin(boards, eq(boards.id, tasks.boardId))
      .innerJoin(projects, eq(projects.id, boards.projectId))
      .innerJoin(backlogItems, and(backlogJoin(sprint.id), eq(backlogItems.planned, true)))
      .where(backlogScope(sprint, userId))
      .orderBy(sql`${backlogItems.rank} asc nulls last`, asc(tasks.id));
    if (planned.length === 0)
      throw conflict("Plan at least one task before starting the sprint", "SPRINT_EMPTY");
    const goals = await tx
      .select({ text: sprintGoals.text })
      .from(sprintGoals)
      .where(eq(sprintGoals.sprintId, sprint.id))
      .orderBy(asc(sprintGoals.id));
    const points = planned.map((t) => numericPoints(t.storyPoints));
    await tx.insert(sprintCommitments).values({
      sprintId: sprint.id,
      committedBy: userId,
      taskCount: planned.length,
      points: points.reduce<number>((sum, p) => sum + (p ?? 0), 0),
      estimatedTasks: points.filter((p) => p !== null).length,
      goals: goals.map((g) => g.text),
    });
    await tx.insert(sprintCommitmentTasks).values(
      planned.map((t, position) => ({
        sprintId: sprint.id,
        taskId: t.id,
        title: t.title,
        storyPoints: t.storyPoints,
        projectId: t.projectId,
        projectName: t.projectName,
        position,
      })),
    );
    const now = new Date();
    const start =
      sprint.startDate ?? (sprint.endDate && sprint.endDate < todayUtc(now) ? null : todayUtc(now));
    await tx
      .update(sprints)
      .set({ status: "active", startDate: start, updatedAt: now })
      .where(eq(sprints.id, sprint.id));
  });
  return getCommitment(db, userId, sprintId);
}

/**
 * A visible sprint's commitment (null before the start) with the committed tasks the user may see,
 * and the scope changes since the start on tasks of projects the user may see; 404 otherwise.
 */
export async function getCommitment(db: DbOrTx, userId: number, sprintId: number): Promise<SprintCommitment> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  const [row] = await db.select().from(sprintCommitments).where(eq(sprintCommitments.sprintId, sprint.id));
  if (!row) return { commitment: null, scopeChanges: [] };
  const [committed, changes] = await Promise.all([
    db
      .select()
      .from(sprintCommitmentTasks)
      .where(
        and(
          eq(sprintCommitmentTasks.sprintId, sprint.id),
          projectVisibleTo(userId, sql`${sprintCommitmentTasks.projectId}`),
        ),
      )
      .orderBy(asc(sprintCommitmentTasks.position)),
    db
      .select()
      .from(sprintScopeChanges)
      .where(
        and(
          eq(sprintScopeChanges.sprintId, sprint.id),
          projectVisibleTo(userId, sql`${sprintScopeChanges.projectId}`),
        ),
      )
      .orderBy(asc(sprintScopeChanges.createdAt), asc(sprintScopeChanges.id)),
  ]);
  const commitment: Commitment = {
    committedAt: row.committedAt.toISOString(),
    committedBy: row.committedBy,
    taskCount: row.taskCount,
    points: row.points,
    estimatedTasks: row.estimatedTasks,
    goals: row.goals,
    tasks: committed.map((t) => ({
      id: t.taskId,
      title: t.title,
      storyPoints: storyPointsFromText(t.storyPoints),
      project: { id: t.projectId, name: t.projectName },
    })),
  };
  const scopeChanges: ScopeChange[] = changes.map((c) => ({
    id: c.id,
    taskId: c.taskId,
    title: c.title,
    kind: c.kind as ScopeChange["kind"],
    storyPoints: storyPointsFromText(c.storyPoints),
    at: c.createdAt.toISOString(),
  }));
  return { commitment, scopeChanges };
}
