import { and, desc, eq, ne, sql } from "drizzle-orm";
import { VELOCITY_SPRINTS } from "../../../contract/backlog.ts";
import type { DbOrTx } from "../../db/client.ts";
import { sprints, tasks } from "../../db/schema.ts";
import { sprintVisibleTo } from "../../platform/access.ts";
import { sprintWork } from "./sprint-work.ts";

/*
 * Velocity (product rules §21, read by the backlog and the sprint review §22) is a figure of the
 * sprint itself: the tasks of its work completed, and their story points, counted over all of them,
 * so everyone who sees the sprint sees the same number. Only numbers leave here, never a task, and
 * never the name of a sprint the reader may not see.
 */

/** SQL: the task's numeric estimate; null for '?' or none (product rules §19). */
const taskPoints = sql`nullif(${tasks.storyPoints}, '?')::int`;
/** SQL: the task is completed (product rules §3). */
const isDone = sql`(${tasks.completedAt} is not null or ${tasks.status} = 'done')`;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Completed tasks, their points, and how many of those were estimated, per sprint id. One query. */
export async function completedWork(db: DbOrTx, sprintIds: readonly number[]) {
  const done = new Map<number, { completed: number; completedPoints: number; estimated: number }>();
  if (sprintIds.length === 0) return done;
  const result = await db.execute<{
    sprint_id: number;
    completed: number;
    points: number;
    estimated: number;
  }>(
    sql`select work.sprint_id, count(*)::int as completed, coalesce(sum(${taskPoints}), 0)::int as points,
        count(${taskPoints})::int as estimated
      from ${sprintWork(null)} work
      join ${tasks} on ${tasks.id} = work.task_id
      where ${isDone} and work.sprint_id in (${sql.join(
        sprintIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by work.sprint_id`,
  );
  for (const r of result.rows)
    done.set(Number(r.sprint_id), {
      completed: Number(r.completed),
      completedPoints: Number(r.points),
      estimated: Number(r.estimated),
    });
  return done;
}

/**
 * The team's recent velocity for a sprint: the owner's last three completed sprints other than this
 * one, with the tasks and points completed in each and their averages (null when there are none);
 * the same for every reader, with the names of the sprints the reader may see. Two queries.
 */
export async function recentVelocity(db: DbOrTx, sprint: { id: number; ownerId: number }, viewerId: number) {
  const recent = await db
    .select({ id: sprints.id, name: sprints.name, visible: sql<boolean>`${sprintVisibleTo(viewerId)}` })
    .from(sprints)
    .where(
      and(eq(sprints.ownerId, sprint.ownerId), eq(sprints.status, "completed"), ne(sprints.id, sprint.id)),
    )
    .orderBy(
      desc(sql`coalesce(${sprints.endDate}, ${sprints.startDate}, ${sprints.createdAt})`),
      desc(sprints.id),
    )
    .limit(VELOCITY_SPRINTS);
  const work = await completedWork(
    db,
    recent.map((s) => s.id),
  );
  const done = recent.map((s) => ({
    id: s.id,
    name: s.visible ? s.name : null,
    completed: work.get(s.id)?.completed ?? 0,
    completedPoints: work.get(s.id)?.completedPoints ?? 0,
  }));
  const count = done.length;
  const sumOf = (f: (s: (typeof done)[number]) => number) => done.reduce((sum, s) => sum + f(s), 0);
  return {
    sprints: done,
    averageTasks: count ? oneDecimal(sumOf((s) => s.completed) / count) : null,
    averagePoints: count ? oneDecimal(sumOf((s) => s.completedPoints) / count) : null,
    /** Whether any of those sprints had estimated work done. */
    estimated: recent.some((s) => (work.get(s.id)?.estimated ?? 0) > 0),
  };
}
