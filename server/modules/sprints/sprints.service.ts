import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import {
  type CreateSprint,
  END_BEFORE_START,
  type Sprint,
  type SprintDetail,
  type SprintProgress,
  type UpdateSprint,
} from "../../../contract/sprints.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { projects, sprints, tasks } from "../../db/schema.ts";
import {
  loadOwnedSprint,
  loadVisibleSprint,
  projectVisibleTo,
  sprintVisibleTo,
} from "../../platform/access.ts";
import { badRequest } from "../../platform/errors.ts";
import { sprintWork } from "../backlog/sprint-work.ts";
import { listVisibleProjects } from "../projects/projects.service.ts";

type SprintRow = typeof sprints.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toDate = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** A sprint row as the API returns it. */
export function presentSprint(row: SprintRow, projectCount: number): Sprint {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    projectCount: Number(projectCount),
  };
}

/** Sprints the user may see (owned, or holding a visible project), newest first, with project counts. One query. */
export async function listSprints(db: DbOrTx, userId: number): Promise<Sprint[]> {
  // Visible projects per sprint, joined (a correlated subquery in a one-table select loses its qualifiers).
  const counts = db
    .select({ sprintId: projects.sprintId, n: sql<number>`count(*)::int`.as("project_count") })
    .from(projects)
    .where(and(isNotNull(projects.sprintId), projectVisibleTo(userId)))
    .groupBy(projects.sprintId)
    .as("sprint_project_counts");
  const rows = await db
    .select({ sprint: sprints, projectCount: counts.n })
    .from(sprints)
    .leftJoin(counts, eq(counts.sprintId, sprints.id))
    .where(sprintVisibleTo(userId))
    .orderBy(desc(sprints.createdAt), desc(sprints.id));
  return rows.map((r) => presentSprint(r.sprint, r.projectCount ?? 0));
}

/** SQL: the task's numeric estimate, null for '?' or none (product rules §19). */
const taskPoints = sql`nullif(${tasks.storyPoints}, '?')::int`;

/**
 * Done and total tasks per visible sprint, over the sprint's work the user may see: its planned
 * tasks once it has a plan, else the tasks of its projects the user may see (the projects its
 * `projectCount` counts), product rules §21; with the same in story points and the number of
 * estimated tasks; a sprint without tasks is 0 of 0. One grouped query.
 */
export async function listSprintProgress(db: DbOrTx, userId: number): Promise<SprintProgress[]> {
  const isDone = sql`${tasks.completedAt} is not null`;
  const result = await db.execute<Record<keyof SprintProgress, number>>(sql`
    select ${sprints.id} as "sprintId",
      count(${tasks.id}) filter (where ${isDone})::int as "done",
      count(${tasks.id})::int as "total",
      coalesce(sum(${taskPoints}), 0)::int as "totalPoints",
      coalesce(sum(${taskPoints}) filter (where ${isDone}), 0)::int as "donePoints",
      count(${taskPoints})::int as "estimatedTasks"
    from ${sprints}
    left join ${sprintWork(userId)} work on work.sprint_id = ${sprints.id}
    left join ${tasks} on ${tasks.id} = work.task_id
    where ${sprintVisibleTo(userId)}
    group by ${sprints.id}
    order by ${sprints.id}`);
  return result.rows.map((r) => ({
    sprintId: Number(r.sprintId),
    done: Number(r.done),
    total: Number(r.total),
    totalPoints: Number(r.totalPoints),
    donePoints: Number(r.donePoints),
    estimatedTasks: Number(r.estimatedTasks),
  }));
}

/** The number of projects in the sprint that the user may see. */
async function countVisibleProjects(db: DbOrTx, userId: number, sprintId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.sprintId, sprintId), projectVisibleTo(userId)));
  return Number(row?.n ?? 0);
}

/** A visible sprint with the projects in it the user may see; 404 otherwise. */
export async function getSprint(db: DbOrTx, userId: number, sprintId: number): Promise<SprintDetail> {
  const sprint = await loadVisibleSprint(db, userId, sprintId);
  const list = await listVisibleProjects(db, userId, { sprintId: sprint.id });
  return { ...presentSprint(sprint, list.length), projects: list };
}

/** Creates a sprint owned by the user (status default planning). */
export async function createSprint(db: DbOrTx, userId: number, input: CreateSprint): Promise<Sprint> {
  const [row] = await db
    .insert(sprints)
    .values({
      name: input.name,
      description: input.description ?? null,
      status: input.status,
      startDate: toDate(input.startDate) ?? null,
      endDate: toDate(input.endDate) ?? null,
      ownerId: userId,
    })
    .returning();
  return presentSprint(row!, 0);
}

/** Changes the fields present; owner only (404 invisible, 403 visible through a project). */
export async function updateSprint(
  db: Db,
  userId: number,
  sprintId: number,
  input: UpdateSprint,
): Promise<Sprint> {
  return db.transaction(async (tx) => {
    const sprint = await loadOwnedSprint(tx, userId, sprintId);
    const startDate = toDate(input.startDate);
    const endDate = toDate(input.endDate);
    const start = startDate === undefined ? sprint.startDate : startDate;
    const end = endDate === undefined ? sprint.endDate : endDate;
    if (start && end && end < start) throw badRequest(END_BEFORE_START, "END_BEFORE_START");
    const [row] = await tx
      .update(sprints)
      .set({
        name: input.name,
        description: input.description,
        status: input.status,
        startDate,
        endDate,
        updatedAt: new Date(),
      })
      .where(eq(sprints.id, sprint.id))
      .returning();
    return presentSprint(row!, await countVisibleProjects(tx, userId, sprint.id));
  });
}

/**
 * Deletes a sprint; owner only. Its projects owned by the same user are deleted with it, the
 * others are detached (sprintId null). One transaction (product rules §5).
 */
export async function deleteSprint(db: Db, userId: number, sprintId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const sprint = await loadOwnedSprint(tx, userId, sprintId);
    await tx
      .delete(projects)
      .where(and(eq(projects.sprintId, sprint.id), eq(projects.ownerId, sprint.ownerId)));
    await tx
      .update(projects)
      .set({ sprintId: null, updatedAt: new Date() })
      .where(and(eq(projects.sprintId, sprint.id), ne(projects.ownerId, sprint.ownerId)));
    await tx.delete(sprints).where(eq(sprints.id, sprint.id));
  });
}
