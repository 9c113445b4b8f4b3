import { and, asc, eq, sql } from "drizzle-orm";
import type { TaskWatchers, Watching } from "../../../contract/watchers.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, projectMembers, tasks, taskWatchers, users } from "../../db/schema.ts";
import { loadVisibleProject, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";

export { autoWatch, autoWatchComment, autoWatchPairs, commentChanges, fieldChanges } from "./auto-watch.ts";
export { notifyWatchers, type TaskChange } from "./watch-notices.ts";

/*
 * Watchers (issue 22, product rules 'Watchers'): anyone who can see a task may watch or unwatch it;
 * the lists show and count only watchers who can still see it. Rows stay when someone leaves the
 * project, so they watch again if they come back; visibility is checked when reading and notifying.
 */

/** The task's watchers who can still see it, oldest watch first, and whether `userId` is one. */
async function readWatchers(
  db: DbOrTx,
  userId: number,
  taskId: number,
  project: { id: number; ownerId: number },
): Promise<TaskWatchers> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(
      and(
        eq(taskWatchers.taskId, taskId),
        eq(taskWatchers.watching, true),
        sql`(${users.id} = ${project.ownerId} or ${users.id} in (select ${projectMembers.userId}
          from ${projectMembers} where ${projectMembers.projectId} = ${project.id}))`,
      ),
    )
    .orderBy(asc(taskWatchers.createdAt), asc(users.id));
  return { watching: rows.some((r) => r.id === userId), watchers: rows };
}

/** GET /api/tasks/{id}/watchers: 404 unless the user may see the task. */
export async function listWatchers(ctx: AppContext, userId: number, taskId: number): Promise<TaskWatchers> {
  const { project } = await loadVisibleTask(ctx.db, userId, taskId);
  return readWatchers(ctx.db, userId, taskId, project);
}

/**
 * PUT (`watching` true) or DELETE (false) /api/tasks/{id}/watch: the user watches or stops watching
 * a task they may see (404 otherwise); the same call twice changes nothing more. Unwatching leaves a
 * row that no automatic rule overrides.
 */
export async function setWatching(
  ctx: AppContext,
  userId: number,
  taskId: number,
  watching: boolean,
): Promise<TaskWatchers> {
  return ctx.db.transaction(async (tx) => {
    const { project } = await loadVisibleTask(tx, userId, taskId);
    await tx
      .insert(taskWatchers)
      .values({ taskId, userId, watching })
      .onConflictDoUpdate({ target: [taskWatchers.taskId, taskWatchers.userId], set: { watching } });
    return readWatchers(tx, userId, taskId, project);
  });
}

/** GET /api/user/watching?projectId=: the ids of the project's tasks the user watches (404 unless visible). */
export async function watchedTaskIds(ctx: AppContext, userId: number, projectId: number): Promise<Watching> {
  await loadVisibleProject(ctx.db, userId, projectId);
  const rows = await ctx.db
    .select({ id: taskWatchers.taskId })
    .from(taskWatchers)
    .innerJoin(tasks, eq(tasks.id, taskWatchers.taskId))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .where(
      and(eq(taskWatchers.userId, userId), eq(taskWatchers.watching, true), eq(boards.projectId, projectId)),
    )
    .orderBy(asc(taskWatchers.taskId));
  return { taskIds: rows.map((r) => r.id) };
}
