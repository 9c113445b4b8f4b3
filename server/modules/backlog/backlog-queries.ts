import { and, asc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  BACKLOG_LIMIT,
  type BacklogItem,
  type BacklogQuery,
  type PlanningStats,
} from "../../../contract/backlog.ts";
import { storyPointsFromText } from "../../../contract/common.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  backlogItems,
  boards,
  projects,
  sprintCommitmentTasks,
  sprints,
  tasks,
  users,
} from "../../db/schema.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { recentVelocity } from "./velocity.service.ts";

/** The sprint fields the backlog queries need. */
export type BacklogSprint = { id: number; ownerId: number };

/** SQL: the task's numeric estimate; null for '?' or none (product rules §19). */
const taskPoints = sql`nullif(${tasks.storyPoints}, '?')::int`;
/** SQL: the task is not completed (product rules §3). */
const isOpen = sql`(${tasks.completedAt} is null and ${tasks.status} <> 'done')`;
/** SQL: the task is planned into this sprint (on the left-joined `backlog_items`). */
const plannedHere = sql`coalesce(${backlogItems.planned}, false)`;

/**
 * SQL over `tasks` joined to `boards`, `projects` and the sprint's `backlog_items` (left join): the
 * sprint's backlog as `viewerId` sees it (product rules §21). A task planned into the sprint, or an
 * open task of a project in the sprint or of an owner's project in no sprint that is not planned
 * into another sprint still running; in a project both the viewer and the sprint owner may see.
 */
export function backlogScope(sprint: BacklogSprint, viewerId: number): SQL {
  const plannedElsewhere = sql`exists (select 1 from ${backlogItems} other
    join ${sprints} other_sprint on other_sprint.id = other.sprint_id
    where other.task_id = ${tasks.id} and other.planned and other.sprint_id <> ${sprint.id}
      and other_sprint.status <> 'completed')`;
  const candidateProject = or(
    eq(projects.sprintId, sprint.id),
    and(isNull(projects.sprintId), eq(projects.ownerId, sprint.ownerId)),
  );
  return and(
    projectVisibleTo(viewerId),
    projectVisibleTo(sprint.ownerId),
    or(sql`${plannedHere}`, and(candidateProject, isOpen, sql`not ${plannedElsewhere}`)),
  )!;
}

/** The left join of the sprint's backlog rows onto `tasks`. */
export const backlogJoin = (sprintId: number) =>
  and(eq(backlogItems.sprintId, sprintId), eq(backlogItems.taskId, tasks.id));

function filterConditions(query: BacklogQuery): (SQL | undefined)[] {
  const points = query.points;
  return [
    query.search ? ilike(tasks.title, containsPattern(query.search)) : undefined,
    query.assignee === "none"
      ? isNull(tasks.assignedTo)
      : query.assignee !== undefined
        ? eq(tasks.assignedTo, query.assignee)
        : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    points === "none" ? isNull(tasks.storyPoints) : points ? eq(tasks.storyPoints, points) : undefined,
    query.projectId ? eq(projects.id, query.projectId) : undefined,
    query.type ? eq(tasks.type, query.type) : undefined,
  ];
}

/** The backlog's matching tasks in backlog order (rank, unranked last by id); one query. */
const parentTask = alias(tasks, "parent_task");
const grandTask = alias(tasks, "grand_task");

export async function queryBacklogItems(
  db: DbOrTx,
  sprint: BacklogSprint,
  viewerId: number,
  query: BacklogQuery,
  started: boolean,
): Promise<{ items: BacklogItem[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      priority: tasks.priority,
      storyPoints: tasks.storyPoints,
      assignedTo: tasks.assignedTo,
      assigneeName: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
      projectId: projects.id,
      projectName: projects.name,
      inSprint: sql<boolean>`${plannedHere}`,
      committed: sql<boolean>`${sprintCommitmentTasks.taskId} is not null`,
      done: sql<boolean>`not ${isOpen}`,
      type: sql<BacklogItem["type"]>`${tasks.type}`,
      // The epic above the task, two levels at most (product rules §35).
      epicId: sql<number | null>`case when ${tasks.type} = 'epic' then ${tasks.id}
        when ${parentTask.type} = 'epic' then ${parentTask.id}
        when ${grandTask.type} = 'epic' then ${grandTask.id} else null end`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(parentTask, eq(parentTask.id, tasks.parentId))
    .leftJoin(grandTask, eq(grandTask.id, parentTask.parentId))
    .leftJoin(backlogItems, backlogJoin(sprint.id))
    .leftJoin(
      sprintCommitmentTasks,
      and(eq(sprintCommitmentTasks.sprintId, sprint.id), eq(sprintCommitmentTasks.taskId, tasks.id)),
    )
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(and(backlogScope(sprint, viewerId), ...filterConditions(query)))
    .orderBy(sql`${backlogItems.rank} asc nulls last`, asc(tasks.id))
    .limit(BACKLOG_LIMIT + 1);
  const items = rows.slice(0, BACKLOG_LIMIT).map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    priority: r.priority,
    storyPoints: storyPointsFromText(r.storyPoints),
    assignedTo: r.assignedTo,
    assigneeName: r.assignedTo === null ? null : r.assigneeName,
    project: { id: r.projectId, name: r.projectName },
    inSprint: Boolean(r.inSprint),
    addedAfterStart: started && Boolean(r.inSprint) && !r.committed,
    done: Boolean(r.done),
    type: r.type,
    epicId: r.epicId === null ? null : Number(r.epicId),
  }));
  return { items, truncated: rows.length > BACKLOG_LIMIT };
}

/**
 * What is planned (over every planned task the viewer may see) against the average velocity of the
 * owner's last three completed sprints (product rules §21). Three queries.
 */
export async function planningStats(
  db: DbOrTx,
  sprint: BacklogSprint,
  viewerId: number,
): Promise<PlanningStats> {
  const [planned] = await db
    .select({
      n: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${taskPoints}), 0)::int`,
      estimated: sql<number>`count(${taskPoints})::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .innerJoin(backlogItems, and(backlogJoin(sprint.id), eq(backlogItems.planned, true)))
    .where(and(projectVisibleTo(viewerId), projectVisibleTo(sprint.ownerId)));
  const velocity = await recentVelocity(db, sprint, viewerId);
  const estimated = Number(planned?.estimated ?? 0) > 0 || velocity.estimated;
  return {
    plannedTasks: Number(planned?.n ?? 0),
    plannedPoints: Number(planned?.points ?? 0),
    estimatedTasks: Number(planned?.estimated ?? 0),
    velocitySprints: velocity.sprints,
    averageTasks: velocity.averageTasks,
    averagePoints: velocity.averagePoints,
    unit: estimated ? "points" : "tasks",
  };
}
