import { and, eq, inArray, sql } from "drizzle-orm";
import type { LinkedTask } from "../../../contract/ceremonies.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projectMembers, projects, sprints, tasks, users } from "../../db/schema.ts";
import { loadVisibleSprint, projectVisibleTo } from "../../platform/access.ts";
import { badRequest } from "../../platform/errors.ts";
import { publicUserColumns } from "../users/users.service.ts";

/*
 * Who takes part in a sprint's ceremonies (product rules §22): whoever may see the sprint, i.e. its
 * owner and the owners and members of its projects. Anyone else gets 404 (loadVisibleSprint).
 */

/** The sprint if the user takes part in it; 404 otherwise. */
export const loadCeremonySprint = loadVisibleSprint;

/** SQL: the ids of the sprint's participants (owner, its projects' owners and members). */
function participantIdsSql(sprintId: number) {
  return sql`(select ${sprints.ownerId} from ${sprints} where ${sprints.id} = ${sprintId}
    union select ${projects.ownerId} from ${projects} where ${projects.sprintId} = ${sprintId}
    union select ${projectMembers.userId} from ${projectMembers}
      inner join ${projects} on ${projects.id} = ${projectMembers.projectId}
      where ${projects.sprintId} = ${sprintId})`;
}

/** The ids of the sprint's participants, in one query: the recipients of its ceremony events. */
export async function participantIds(db: DbOrTx, sprintId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select id from ${participantIdsSql(sprintId)} as p(id)`,
  );
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The sprint's participants as public users, by name (one query). */
export async function participants(db: DbOrTx, sprintId: number) {
  return db
    .select(publicUserColumns)
    .from(users)
    .where(sql`${users.id} in ${participantIdsSql(sprintId)}`)
    .orderBy(users.firstName, users.lastName, users.id);
}

/**
 * The first board of a project of the sprint that the user may see, for a task made from a
 * ceremony (a blocker, an action item); 400 when the project is not one of the sprint's.
 */
export async function sprintProjectBoard(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  projectId: number,
): Promise<number> {
  const [row] = await db
    .select({ boardId: boards.id })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(eq(projects.id, projectId), eq(projects.sprintId, sprintId), projectVisibleTo(userId)))
    .orderBy(boards.id)
    .limit(1);
  if (!row) throw badRequest("The project must be one of this sprint's projects", "PROJECT_NOT_IN_SPRINT");
  return row.boardId;
}

/** The tasks of `taskIds` that the user may see, with their state and assignee (one query). */
export async function linkedTasks(
  db: DbOrTx,
  userId: number,
  taskIds: (number | null)[],
): Promise<Map<number, LinkedTask>> {
  const ids = [...new Set(taskIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      projectId: projects.id,
      status: tasks.status,
      completedAt: tasks.completedAt,
      assignee: publicUserColumns,
      assigneeId: tasks.assignedTo,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(and(inArray(tasks.id, ids), projectVisibleTo(userId)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        projectId: r.projectId,
        status: r.status,
        done: r.completedAt !== null,
        assignee: r.assigneeId === null ? null : r.assignee,
      },
    ]),
  );
}

/** Today's UTC day, YYYY-MM-DD. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
