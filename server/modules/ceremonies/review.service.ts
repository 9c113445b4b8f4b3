import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { SprintReview, UpdateReview } from "../../../contract/ceremonies.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { boards, projects, sprintGoals, sprintReviews, type sprints, tasks } from "../../db/schema.ts";
import { loadOwnedSprint, projectVisibleTo } from "../../platform/access.ts";
import { commitmentProgress } from "../backlog/commitment-progress.service.ts";
import { inSprintWork } from "../backlog/sprint-work.ts";
import { completedWork, recentVelocity } from "../backlog/velocity.service.ts";
import { loadCeremonySprint } from "./ceremony-access.ts";

type Sprint = typeof sprints.$inferSelect;
type Tally = { tasks: number; points: number };

/** A task's numeric story points ('?' and none count 0, product rules §19). */
const points = sql`case when ${tasks.storyPoints} ~ '^[0-9]+$' then ${tasks.storyPoints}::int else 0 end`;
const tally = (filter: SQL) =>
  sql<string>`count(*) filter (where ${filter}) || ':' || coalesce(sum(${points}) filter (where ${filter}), 0)`;
const parseTally = (text: string): Tally => {
  const [n, p] = text.split(":");
  return { tasks: Number(n), points: Number(p) };
};

/**
 * What the sprint committed to, done, and what was added after its start, over the tasks of its
 * work the reader may see: from the commitment taken when it was started from its backlog
 * (product rules §21), else (a sprint made active without one) its work now: its planned tasks,
 * or without a plan its projects' tasks. One query each.
 */
export async function committedWork(db: DbOrTx, userId: number, sprint: Sprint) {
  const progress = await commitmentProgress(db, userId, sprint.id);
  if (progress) return progress;
  const done = sql`${tasks.completedAt} is not null`;
  const added = sprint.startDate ? sql`${tasks.createdAt} > ${sprint.startDate}` : sql`false`;
  const [row] = await db
    .select({ committed: tally(sql`true`), done: tally(done), added: tally(added) })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(inSprintWork(sprint.id), projectVisibleTo(userId)));
  return {
    committed: parseTally(row!.committed),
    done: parseTally(row!.done),
    addedAfterStart: parseTally(row!.added),
  };
}

/** The review of a sprint the user takes part in (404 otherwise): figures, goals, notes. */
export async function getReview(db: DbOrTx, userId: number, sprintId: number): Promise<SprintReview> {
  const sprint = await loadCeremonySprint(db, userId, sprintId);
  const work = await committedWork(db, userId, sprint);
  const goals = await db
    .select({ id: sprintGoals.id, text: sprintGoals.text, outcome: sprintGoals.outcome })
    .from(sprintGoals)
    .where(eq(sprintGoals.sprintId, sprint.id))
    .orderBy(asc(sprintGoals.id));
  const [saved] = await db.select().from(sprintReviews).where(eq(sprintReviews.sprintId, sprint.id));
  const by = (o: string) => goals.filter((g) => g.outcome === o).length;
  return {
    sprintId: sprint.id,
    ...work,
    goals: { met: by("met"), notMet: by("not_met"), open: by("open"), items: goals },
    // Velocity is the sprint's own figure, the same for every reader (product rules §21).
    velocity: {
      points: (await completedWork(db, [sprint.id])).get(sprint.id)?.completedPoints ?? 0,
      previousAverage: (await recentVelocity(db, sprint, userId)).averagePoints,
    },
    notes: saved?.notes ?? "",
    demoLinks: saved?.demoLinks ?? [],
    canManage: sprint.ownerId === userId,
  };
}

/** Saves the review's notes and demo links; the sprint owner only (404 outsider, 403 member). */
export async function updateReview(
  db: Db,
  userId: number,
  sprintId: number,
  input: UpdateReview,
): Promise<SprintReview> {
  await db.transaction(async (tx) => {
    await loadOwnedSprint(tx, userId, sprintId);
    const set = { notes: input.notes, demoLinks: input.demoLinks, updatedAt: new Date() };
    await tx
      .insert(sprintReviews)
      .values({ sprintId, notes: input.notes ?? "", demoLinks: input.demoLinks ?? [] })
      .onConflictDoUpdate({ target: sprintReviews.sprintId, set });
  });
  return getReview(db, userId, sprintId);
}
