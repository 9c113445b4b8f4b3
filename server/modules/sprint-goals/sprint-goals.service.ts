import { and, asc, count, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { ActivityVia } from "../../../contract/activity.ts";
import {
  type CreateGoal,
  type GoalOutcome,
  type GoalTask,
  MAX_GOALS_PER_SPRINT,
  SPRINT_TASKS_LIMIT,
  type SprintGoal,
  type SprintTasksQuery,
  type UpdateGoal,
} from "../../../contract/sprint-goals.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { boards, projects, sprintGoals, sprintGoalTasks, sprints, tasks } from "../../db/schema.ts";
import {
  loadOwnedSprint,
  loadVisibleSprint,
  projectVisibleTo,
  sprintVisibleTo,
} from "../../platform/access.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { recordTaskActivity } from "../activity/record.ts";

type GoalRow = typeof sprintGoals.$inferSelect;

/**
 * Goals of the sprints matching `where` (on `sprints`), each with its linked tasks that are still
 * in the sprint and that `userId` may see. Two queries, whatever the number of goals.
 */
async function loadGoals(db: DbOrTx, userId: number, where: SQL | undefined): Promise<SprintGoal[]> {
  const rows = await db
    .select({ goal: sprintGoals })
    .from(sprintGoals)
    .innerJoin(sprints, eq(sprints.id, sprintGoals.sprintId))
    .where(where)
    .orderBy(asc(sprintGoals.sprintId), asc(sprintGoals.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      goalId: sprintGoalTasks.goalId,
      id: tasks.id,
      title: tasks.title,
      projectId: projects.id,
      completedAt: tasks.completedAt,
    })
    .from(sprintGoalTasks)
    .innerJoin(sprintGoals, eq(sprintGoals.id, sprintGoalTasks.goalId))
    .innerJoin(tasks, eq(tasks.id, sprintGoalTasks.taskId))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, and(eq(projects.id, boards.projectId), eq(projects.sprintId, sprintGoals.sprintId)))
    .where(
      and(
        inArray(
          sprintGoalTasks.goalId,
          rows.map((r) => r.goal.id),
        ),
        projectVisibleTo(userId),
      ),
    )
    .orderBy(asc(sprintGoalTasks.createdAt), asc(tasks.id));
  return rows.map(({ goal }) => {
    const linked = links
      .filter((l) => l.goalId === goal.id)
      .map((l) => ({ id: l.id, title: l.title, projectId: l.projectId, done: l.completedAt !== null }));
    return presentGoal(goal, linked);
  });
}

function presentGoal(goal: GoalRow, linked: SprintGoal["tasks"]): SprintGoal {
  return {
    id: goal.id,
    sprintId: goal.sprintId,
    text: goal.text,
    outcome: goal.outcome as GoalOutcome,
    tasks: linked,
    progress: { done: linked.filter((t) => t.done).length, total: linked.length },
    createdAt: goal.createdAt.toISOString(),
    updatedAt: goal.updatedAt.toISOString(),
  };
}

/** The goals of a sprint the user may see (404 otherwise), oldest first. */
export async function listSprintGoals(db: DbOrTx, userId: number, sprintId: number): Promise<SprintGoal[]> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  return loadGoals(db, userId, eq(sprints.id, sprint.id));
}

/** The goals of every sprint the user may see, by sprint then age (the sprint cards and the dashboard). */
export async function listVisibleGoals(db: DbOrTx, userId: number): Promise<SprintGoal[]> {
  return loadGoals(db, userId, sprintVisibleTo(userId));
}

/**
 * The tasks of a visible sprint's projects that the user may see, by title, at most 50 (the goal
 * dialog's picker); 404 for a sprint they may not see.
 */
export async function listSprintTasks(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  query: SprintTasksQuery,
): Promise<GoalTask[]> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, projectId: projects.id, completedAt: tasks.completedAt })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(
      and(
        eq(projects.sprintId, sprint.id),
        projectVisibleTo(userId),
        query.search ? ilike(tasks.title, containsPattern(query.search)) : undefined,
      ),
    )
    .orderBy(asc(tasks.title), asc(tasks.id))
    .limit(SPRINT_TASKS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    projectId: r.projectId,
    done: r.completedAt !== null,
  }));
}

/** One goal as `userId` sees it. */
async function loadGoal(db: DbOrTx, userId: number, goalId: number): Promise<SprintGoal> {
  const [goal] = await loadGoals(db, userId, eq(sprintGoals.id, goalId));
  if (!goal) throw notFound("Sprint goal");
  return goal;
}

/**
 * Refuses (400) a task that is not in a project of the sprint that the owner may see: a goal links
 * only the sprint's own work.
 */
async function checkTasksInSprint(db: DbOrTx, userId: number, sprintId: number, taskIds: number[]) {
  if (taskIds.length === 0) return;
  const found = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(inArray(tasks.id, taskIds), eq(projects.sprintId, sprintId), projectVisibleTo(userId)));
  const inSprint = new Set(found.map((t) => t.id));
  const outside = taskIds.find((id) => !inSprint.has(id));
  if (outside !== undefined) throw badRequest(`Task ${outside} is not in this sprint`);
}

/** Who changes a goal's links, for the linked and unlinked tasks' history. */
type Actor = { userId: number; via: ActivityVia };

/** Replaces the goal's linked tasks; each task linked or unlinked gets a `goal` history entry. */
async function linkTasks(db: DbOrTx, goal: { id: number; text: string }, taskIds: number[], actor: Actor) {
  const goalId = goal.id;
  const before = await db
    .delete(sprintGoalTasks)
    .where(eq(sprintGoalTasks.goalId, goalId))
    .returning({ taskId: sprintGoalTasks.taskId });
  if (taskIds.length > 0)
    await db.insert(sprintGoalTasks).values(taskIds.map((taskId) => ({ goalId, taskId })));
  const was = new Set(before.map((r) => r.taskId));
  const now = new Set(taskIds);
  const value = { id: goal.id, text: goal.text };
  const entry = (taskId: number, from: unknown, to: unknown) => ({
    taskId,
    actorId: actor.userId,
    via: actor.via,
    kind: "goal" as const,
    changes: [{ field: "goal" as const, from, to }],
  });
  await recordTaskActivity(db, [
    ...[...now].filter((id) => !was.has(id)).map((id) => entry(id, null, value)),
    ...[...was].filter((id) => !now.has(id)).map((id) => entry(id, value, null)),
  ]);
}

/** Adds a goal to a sprint; owner only (404 invisible, 403 visible through a project), at most 10. */
export async function createGoal(
  db: Db,
  userId: number,
  sprintId: number,
  input: CreateGoal,
  via: ActivityVia,
): Promise<SprintGoal> {
  const id = await db.transaction(async (tx) => {
    const sprint = await loadOwnedSprint(tx, userId, sprintId);
    // Serialises goal creation per sprint, so that two requests cannot both pass the limit.
    await tx.select({ id: sprints.id }).from(sprints).where(eq(sprints.id, sprint.id)).for("update");
    const [row] = await tx
      .select({ n: count() })
      .from(sprintGoals)
      .where(eq(sprintGoals.sprintId, sprint.id));
    if ((row?.n ?? 0) >= MAX_GOALS_PER_SPRINT)
      throw badRequest(`A sprint has at most ${MAX_GOALS_PER_SPRINT} goals`, "SPRINT_GOALS_FULL", {
        max: MAX_GOALS_PER_SPRINT,
      });
    await checkTasksInSprint(tx, userId, sprint.id, input.taskIds ?? []);
    const [goal] = await tx
      .insert(sprintGoals)
      .values({ sprintId: sprint.id, text: input.text, createdBy: userId })
      .returning({ id: sprintGoals.id });
    await linkTasks(tx, { id: goal!.id, text: input.text }, input.taskIds ?? [], { userId, via });
    return goal!.id;
  });
  return loadGoal(db, userId, id);
}

/** The goal's row if its sprint is visible to the user and owned by them; 404 / 403 otherwise. */
async function loadOwnedGoal(db: DbOrTx, userId: number, goalId: number) {
  const [row] = await db
    .select({ goal: sprintGoals, ownerId: sprints.ownerId })
    .from(sprintGoals)
    .innerJoin(sprints, eq(sprints.id, sprintGoals.sprintId))
    .where(and(eq(sprintGoals.id, goalId), sprintVisibleTo(userId)))
    .for("update", { of: sprintGoals });
  if (!row) throw notFound("Sprint goal");
  if (row.ownerId !== userId) throw forbidden("Only the sprint owner can do this", "SPRINT_OWNER_ONLY");
  return row.goal;
}

/** Changes a goal's text, linked tasks or outcome; the sprint's owner only. */
export async function updateGoal(
  db: Db,
  userId: number,
  goalId: number,
  input: UpdateGoal,
  via: ActivityVia,
): Promise<SprintGoal> {
  await db.transaction(async (tx) => {
    const goal = await loadOwnedGoal(tx, userId, goalId);
    if (input.taskIds !== undefined) {
      await checkTasksInSprint(tx, userId, goal.sprintId, input.taskIds);
      const text = input.text ?? goal.text;
      await linkTasks(tx, { id: goal.id, text }, input.taskIds, { userId, via });
    }
    await tx
      .update(sprintGoals)
      .set({ text: input.text, outcome: input.outcome, updatedAt: new Date() })
      .where(eq(sprintGoals.id, goal.id));
  });
  return loadGoal(db, userId, goalId);
}

/** Deletes a goal; the sprint's owner only. */
export async function deleteGoal(db: Db, userId: number, goalId: number, via: ActivityVia): Promise<void> {
  await db.transaction(async (tx) => {
    const goal = await loadOwnedGoal(tx, userId, goalId);
    // Its tasks lose the link: their history says so.
    await linkTasks(tx, goal, [], { userId, via });
    await tx.delete(sprintGoals).where(eq(sprintGoals.id, goal.id));
  });
}
