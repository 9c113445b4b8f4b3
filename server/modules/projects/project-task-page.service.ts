import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { storyPointsFromText, TASK_PRIORITY_VALUES } from "../../../contract/common.ts";
import type { ProjectTableRow, ProjectTaskSortKey, ProjectTasksFilter } from "../../../contract/projects.ts";
import { PROJECT_TASKS_MAX_LIMIT } from "../../../contract/projects.ts";
import { DEFAULT_STATUSES, statusValue, statusValuesOf } from "../../../contract/statuses.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { boards, projects, tasks, users } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { childCountsOfSql, readChildCounts } from "../tasks/child-counts.ts";
import { presentOptionalUser } from "../users/users.service.ts";
import { assigneeColumns } from "./project-tasks.service.ts";

/** The default columns in board order: the Table view's status sort follows them (product rules §3). */
const STATUS_ORDER = DEFAULT_STATUSES.map((status) => statusValue(status.name));

/** `text` as an ILIKE pattern matching it anywhere, with `%`, `_` and `\` taken literally. */

/** A CASE giving each listed value group its index; anything else comes after them. */
function rankOf(column: typeof tasks.status | typeof tasks.priority, groups: string[][]): SQL {
  const whens = groups.map((values, i) => sql`when ${inArray(column, values)} then ${sql.raw(String(i))}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(groups.length))} end)`;
}

/** 'First Last', else the email, lower-cased: the assignee column as the table shows it. */
const assigneeName = sql`lower(coalesce(nullif(trim(concat_ws(' ', trim(${users.firstName}), trim(${users.lastName}))), ''), ${users.email}))`;

/** The ORDER BY terms of a column sort; ties keep board order (the caller appends it). */
function sortTerms(key: ProjectTaskSortKey, dir: "asc" | "desc"): SQL[] {
  const by = dir === "asc" ? asc : desc;
  switch (key) {
    case "title":
      return [by(sql`lower(${tasks.title})`)];
    case "status":
      return [by(rankOf(tasks.status, STATUS_ORDER.map(statusValuesOf))), by(sql`lower(${tasks.status})`)];
    case "priority":
      return [
        by(
          rankOf(
            tasks.priority,
            TASK_PRIORITY_VALUES.map((p) => [p]),
          ),
        ),
      ];
    case "assignee":
      // Unassigned tasks stay last whichever the direction.
      return [asc(sql`(${tasks.assignedTo} is null)`), by(assigneeName)];
    case "dueDate":
      return [asc(sql`(${tasks.dueDate} is null)`), by(tasks.dueDate)];
  }
}

/** One page of the Table view and the counts its headers carry. */
export type ProjectTaskPage = { tasks: ProjectTableRow[]; total: number; completed: number };

/**
 * One page of the tasks of the projects the user may see (or of one of them), sorted by a column
 * or in board order, with the number matching and the number of those completed (done, or with a
 * completion time). Only the fields the table shows, and each row's sub-task roll-up. Two queries,
 * whatever the page size.
 */
export async function listProjectTaskPage(
  db: DbOrTx,
  userId: number,
  filter: ProjectTasksFilter,
): Promise<ProjectTaskPage> {
  const matches = and(
    projectVisibleTo(userId, sql`${boards.projectId}`),
    filter.projectId === undefined ? undefined : eq(boards.projectId, filter.projectId),
    filter.search ? ilike(tasks.title, containsPattern(filter.search)) : undefined,
    filter.type === undefined ? undefined : eq(tasks.type, filter.type),
  );
  const [key, dir] = (filter.sort?.split(":") ?? []) as [ProjectTaskSortKey?, ("asc" | "desc")?];
  const order = [
    asc(boards.projectId),
    ...(key && dir ? sortTerms(key, dir) : []),
    asc(tasks.boardId),
    asc(tasks.rank),
    asc(tasks.id),
  ];
  const page = db
    .select({
      id: tasks.id,
      projectId: boards.projectId,
      key: taskKeySql,
      title: tasks.title,
      type: sql<ProjectTableRow["type"]>`${tasks.type}`,
      parentId: tasks.parentId,
      // One correlated subquery per row over the parent index: still one statement (product rules §35).
      childCounts: childCountsOfSql(tasks.id),
      status: tasks.status,
      priority: tasks.priority,
      assignedTo: tasks.assignedTo,
      assignee: assigneeColumns,
      dueDate: tasks.dueDate,
      completedAt: tasks.completedAt,
      storyPoints: tasks.storyPoints,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(matches)
    .orderBy(...order)
    .limit(filter.limit ?? PROJECT_TASKS_MAX_LIMIT)
    .offset(filter.offset ?? 0);
  const done = sql`(${tasks.completedAt} is not null or ${inArray(tasks.status, statusValuesOf("done"))})`;
  const counts = db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${done}))::int`,
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(matches);
  const [rows, [count]] = await Promise.all([page, counts]);
  return {
    tasks: rows.map((row) => ({
      ...row,
      childCounts: readChildCounts(row.childCounts),
      assignee: presentOptionalUser(row.assignee),
      dueDate: row.dueDate ? row.dueDate.toISOString() : null,
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
      storyPoints: storyPointsFromText(row.storyPoints),
    })),
    total: Number(count?.total ?? 0),
    completed: Number(count?.completed ?? 0),
  };
}
