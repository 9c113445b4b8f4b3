import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { backlogItems, boards, sprintCommitments, sprintCommitmentTasks, tasks } from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";

/** A number of tasks and their numeric story points. */
export type WorkTally = { tasks: number; points: number };

/** What a started sprint committed to, has done, and took on after its start. */
export type CommitmentProgress = { committed: WorkTally; done: WorkTally; addedAfterStart: WorkTally };

/** Numeric story points of a stored value ('?' and none count 0, product rules §19). */
const pointsOf = (column: unknown) => sql`case when ${column} ~ '^[0-9]+$' then (${column})::int else 0 end`;

/**
 * The sprint's progress against its commitment (product rules §21, read by the sprint review §22),
 * over the tasks the reader may see, in one statement; null before the sprint was started with a
 * commitment. Committed: the snapshot's tasks and points as they were at the start. Added after the
 * start: tasks planned in now that the snapshot does not hold. Done: those two sets' tasks that are
 * completed now, with their points now.
 */
export async function commitmentProgress(
  db: DbOrTx,
  userId: number,
  sprintId: number,
): Promise<CommitmentProgress | null> {
  const result = await db.execute<{ started: boolean; committed: string; added: string; done: string }>(sql`
    with committed as (
      select ${sprintCommitmentTasks.taskId} as task_id, ${pointsOf(sprintCommitmentTasks.storyPoints)} as points
      from ${sprintCommitmentTasks}
      where ${sprintCommitmentTasks.sprintId} = ${sprintId}
        and ${projectVisibleTo(userId, sql`${sprintCommitmentTasks.projectId}`)}
    ), added as (
      select ${tasks.id} as task_id, ${pointsOf(tasks.storyPoints)} as points
      from ${backlogItems}
      join ${tasks} on ${tasks.id} = ${backlogItems.taskId}
      join ${boards} on ${boards.id} = ${tasks.boardId}
      where ${backlogItems.sprintId} = ${sprintId} and ${backlogItems.planned}
        and ${backlogItems.taskId} not in (select task_id from committed)
        and ${projectVisibleTo(userId, sql`${boards.projectId}`)}
    )
    select
      exists (select 1 from ${sprintCommitments} where ${sprintCommitments.sprintId} = ${sprintId}) as started,
      (select count(*) || ':' || coalesce(sum(points), 0) from committed) as committed,
      (select count(*) || ':' || coalesce(sum(points), 0) from added) as added,
      (select count(*) || ':' || coalesce(sum(${pointsOf(tasks.storyPoints)}), 0) from ${tasks}
        where ${tasks.completedAt} is not null
          and ${tasks.id} in (select task_id from committed union select task_id from added)) as done
  `);
  const row = result.rows[0];
  if (!row?.started) return null;
  return { committed: tally(row.committed), addedAfterStart: tally(row.added), done: tally(row.done) };
}

function tally(text: string): WorkTally {
  const [count, points] = text.split(":");
  return { tasks: Number(count), points: Number(points) };
}
