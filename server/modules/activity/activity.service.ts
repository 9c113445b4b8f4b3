import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type {
  ActivityChange,
  ActivityItem,
  ActivityPerson,
  ProjectActivityPage,
  ProjectActivityQuery,
  TaskActivityPage,
  TaskActivityQuery,
} from "../../../contract/activity.ts";
import { isBareIsoDate } from "../../../contract/common.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projects, taskActivity, tasks, users } from "../../db/schema.ts";
import { loadVisibleProject, loadVisibleTask, projectVisibleTo } from "../../platform/access.ts";

/*
 * Reading task history (product rules §32): a task's entries and a project's feed, newest first, a
 * page at a time by entry id (`before`). Each page is one indexed query, plus one for the names of
 * the people its assignee changes mention (when there are any), whatever the page's size.
 */

const actorColumns = {
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorImage: users.profileImageUrl,
};

type Row = typeof taskActivity.$inferSelect & {
  actorFirstName: string | null;
  actorLastName: string | null;
  actorImage: string | null;
};

function present(row: Row): ActivityItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            firstName: row.actorFirstName,
            lastName: row.actorLastName,
            profileImageUrl: row.actorImage,
          },
    via: row.via,
    changes: row.changes,
    bulkId: row.bulkId,
  };
}

/** The page's rows (`limit` + 1 read to know whether there is a next page) and its cursor. */
function paginate<T extends { id: number }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextBefore: number | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextBefore: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** The users named by the page's assignee changes (one query, none when there are none). */
async function peopleOf(db: DbOrTx, changes: ActivityChange[][]): Promise<ActivityPerson[]> {
  const ids = new Set<number>();
  for (const list of changes)
    for (const c of list)
      if (c.field === "assignee") for (const v of [c.from, c.to]) if (typeof v === "number") ids.add(v);
  if (ids.size === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id);
}

type LinkValue = { type?: string; taskId?: number; key?: string };

/**
 * The page's link changes with the other task's key, `WEB-24`, where the reader may open that task
 * (one query, none when the page has no link): its history then says 'it now blocks WEB-24' (issue
 * 32). A task the reader cannot see stays a bare id, so its key never reaches them.
 */
async function withLinkKeys<T extends { changes: ActivityChange[] }>(
  db: DbOrTx,
  userId: number,
  items: T[],
): Promise<T[]> {
  const ids = new Set<number>();
  for (const item of items)
    for (const c of item.changes)
      if (c.field === "link")
        for (const v of [c.from, c.to]) {
          const id = (v as LinkValue | null)?.taskId;
          if (typeof id === "number") ids.add(id);
        }
  if (ids.size === 0) return items;
  const rows = await db
    .select({ id: tasks.id, projectKey: projects.key, number: tasks.number })
    .from(tasks)
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(and(inArray(tasks.id, [...ids]), projectVisibleTo(userId)));
  const keys = new Map(rows.map((r) => [r.id, `${r.projectKey}-${r.number}`]));
  const named = (v: unknown) => {
    const value = v as LinkValue | null;
    const key = value?.taskId === undefined ? undefined : keys.get(value.taskId);
    return key ? { ...value, key } : v;
  };
  return items.map((item) => ({
    ...item,
    changes: item.changes.map((c) =>
      c.field === "link" ? { ...c, from: named(c.from), to: named(c.to) } : c,
    ),
  }));
}

/** GET /api/tasks/{id}/activity: the task's history as the user may see it (404 otherwise). */
export async function listTaskActivity(
  db: DbOrTx,
  userId: number,
  taskId: number,
  query: TaskActivityQuery,
): Promise<TaskActivityPage> {
  await loadVisibleTask(db, userId, taskId);
  const where = [eq(taskActivity.taskId, taskId)];
  if (query.before !== undefined) where.push(lt(taskActivity.id, query.before));
  const rows = await db
    .select({ ...taskActivityColumns(), ...actorColumns })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(and(...where))
    .orderBy(desc(taskActivity.id))
    .limit(query.limit + 1);
  const page = paginate(rows, query.limit);
  return {
    items: await withLinkKeys(db, userId, page.rows.map(present)),
    nextBefore: page.nextBefore,
    people: await peopleOf(
      db,
      page.rows.map((r) => r.changes),
    ),
  };
}

/** The end of a `to` bound: a bare date includes its whole day (UTC). */
function endOf(to: string): Date {
  const date = new Date(to);
  if (isBareIsoDate(to)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * GET /api/projects/{id}/activity: the project's feed (404 for an outsider), filtered by person,
 * kind and time, with each entry's task: as it is now, or as recorded when it has been deleted.
 */
export async function listProjectActivity(
  db: DbOrTx,
  userId: number,
  projectId: number,
  query: ProjectActivityQuery,
): Promise<ProjectActivityPage> {
  const project = await loadVisibleProject(db, userId, projectId);
  const where: SQL[] = [eq(taskActivity.projectId, project.id)];
  if (query.before !== undefined) where.push(lt(taskActivity.id, query.before));
  if (query.actorId !== undefined) where.push(eq(taskActivity.actorId, query.actorId));
  if (query.kind !== undefined) where.push(eq(taskActivity.kind, query.kind));
  if (query.from !== undefined) where.push(gte(taskActivity.at, new Date(query.from)));
  if (query.to !== undefined) where.push(lt(taskActivity.at, endOf(query.to)));
  const rows = await db
    .select({
      ...taskActivityColumns(),
      ...actorColumns,
      liveNumber: tasks.number,
      liveTitle: tasks.title,
    })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .leftJoin(tasks, eq(tasks.id, taskActivity.taskId))
    .where(and(...where))
    .orderBy(desc(taskActivity.id))
    .limit(query.limit + 1);
  const page = paginate(rows, query.limit);
  const items = page.rows.map((r) => {
    const gone = r.liveNumber === null;
    return {
      ...present(r),
      task: {
        id: r.taskId,
        key: gone ? r.taskKey : `${project.key}-${r.liveNumber}`,
        title: gone ? r.taskTitle : r.liveTitle!,
        deleted: gone,
      },
    };
  });
  return {
    items: await withLinkKeys(db, userId, items),
    nextBefore: page.nextBefore,
    people: await peopleOf(
      db,
      page.rows.map((r) => r.changes),
    ),
  };
}

function taskActivityColumns() {
  return {
    id: taskActivity.id,
    taskId: taskActivity.taskId,
    projectId: taskActivity.projectId,
    at: taskActivity.at,
    actorId: taskActivity.actorId,
    via: taskActivity.via,
    kind: taskActivity.kind,
    changes: taskActivity.changes,
    bulkId: taskActivity.bulkId,
    taskKey: taskActivity.taskKey,
    taskTitle: taskActivity.taskTitle,
  };
}
