import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { isBareIsoDate, storyPointsFromText } from "../../../contract/common.ts";
import type { CalendarTask } from "../../../contract/dashboard.ts";
import type { TaskType } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, tasks, users } from "../../db/schema.ts";
import { taskKeySql } from "../../db/task-key-sql.ts";
import { projectVisibleTo } from "../../platform/access.ts";
import { childCountsOfSql, readChildCounts } from "../tasks/child-counts.ts";
import { presentOptionalUser } from "../users/users.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bounds on the due date: `from` inclusive, `to` inclusive (a bare `to` date covers that whole UTC
 * day); with `perDay`, at most that many tasks of each day of the time zone `tz` (default UTC).
 */
export type DueDateRange = { from?: string; to?: string; perDay?: number; tz?: string; type?: TaskType };

function dueDateConditions(range: DueDateRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(tasks.dueDate, new Date(range.from)));
  if (range.to) {
    const to = new Date(range.to);
    conditions.push(
      isBareIsoDate(range.to) ? lt(tasks.dueDate, new Date(to.getTime() + DAY_MS)) : lte(tasks.dueDate, to),
    );
  }
  // Not a due date, but a filter of the same list (product rules §35).
  if (range.type) conditions.push(eq(tasks.type, range.type));
  return conditions;
}

/**
 * Every task the user may see, with its project and assignee, most recently updated first
 * (product rules §12); optionally limited by due date. One query.
 */
export async function listCalendarTasks(
  db: DbOrTx,
  userId: number,
  range: DueDateRange = {},
): Promise<CalendarTask[]> {
  const where = and(projectVisibleTo(userId), ...dueDateConditions(range));
  if (range.perDay) return listCalendarDays(db, where, range.perDay, range.tz ?? "UTC");
  const rows = await visibleTasksQuery(db).where(where).orderBy(desc(tasks.updatedAt), desc(tasks.id));
  return rows.map(presentListTask);
}

/**
 * The first `perDay` tasks of each day in time zone `tz`, earliest due first (the grids' order),
 * each with its day's total and without its description. One query: the window functions rank the matching tasks, and
 * only the kept ids are joined to their project and assignee.
 */
async function listCalendarDays(
  db: DbOrTx,
  where: SQL | undefined,
  perDay: number,
  tz: string,
): Promise<CalendarTask[]> {
  const day = sql`(${tasks.dueDate} at time zone ${tz})::date`;
  const ranked = db
    .select({
      id: tasks.id,
      rank: sql<number>`row_number() over (partition by ${day} order by ${tasks.dueDate}, ${tasks.id})`.as(
        "day_rank",
      ),
      dayTotal: sql<number>`count(*) over (partition by ${day})`.as("day_total"),
    })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(where, sql`${tasks.dueDate} is not null`))
    .as("ranked");
  const rows = await db
    .select({ ...visibleTaskColumns, dayTotal: ranked.dayTotal })
    .from(tasks)
    .innerJoin(ranked, eq(ranked.id, tasks.id))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .where(lte(ranked.rank, perDay))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  // The grids show no description: it stays on the server (issue 14).
  return rows.map(({ dayTotal, ...row }) => {
    const { description: _description, ...task } = presentListTask(row);
    return { ...task, dayTotal: Number(dayTotal) };
  });
}

/**
 * The `limit` most recently updated tasks the user may see (the sidebar's Recent Tasks,
 * product rules §12): same visibility and fields as the calendar feed, one query that walks the
 * `tasks.updated_at` index.
 */
export async function listRecentTasks(db: DbOrTx, userId: number, limit: number): Promise<CalendarTask[]> {
  const rows = await visibleTasksQuery(db)
    .where(projectVisibleTo(userId))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .limit(limit);
  return rows.map(presentListTask);
}

/** Tasks with their project and assignee; the caller adds the visibility condition. */
const visibleTaskColumns = {
  task: tasks,
  key: taskKeySql,
  childCounts: childCountsOfSql(tasks.id),
  project: { id: projects.id, name: projects.name },
  assignee: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
  },
};

function visibleTasksQuery(db: DbOrTx) {
  return db
    .select(visibleTaskColumns)
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, tasks.assignedTo))
    .$dynamic();
}

type ListRow = Awaited<ReturnType<ReturnType<typeof visibleTasksQuery>["execute"]>>[number];

function presentListTask({ task, key, project, assignee, childCounts }: ListRow): CalendarTask {
  return {
    id: task.id,
    key,
    title: task.title,
    type: task.type as CalendarTask["type"],
    parentId: task.parentId,
    childCounts: readChildCounts(childCounts),
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ? task.dueDate.toISOString() : null,
    storyPoints: storyPointsFromText(task.storyPoints),
    assignedTo: task.assignedTo,
    assignee: presentOptionalUser(assignee),
    project,
    updatedAt: task.updatedAt.toISOString(),
    createdAt: task.createdAt.toISOString(),
  };
}
