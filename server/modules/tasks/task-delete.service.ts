import { and, eq, inArray, sql } from "drizzle-orm";
import type { DeleteTaskQuery, Task } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, tasks } from "../../db/schema.ts";
import { loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { lockHierarchy, taskRef } from "./hierarchy.ts";
import { lockBoard, lockBoards } from "./task-positions.ts";
import { loadTasks, lockedRow } from "./task-queries.ts";

/**
 * Deletes a task (the positions after it close up on read). A parent needs a choice (product rules
 * §35): `delete` takes its children (and theirs) with it, `keep` makes them top-level tasks, each
 * with a history entry; without one, 400 saying how many.
 */
export async function deleteTask(
  ctx: AppContext,
  userId: number,
  taskId: number,
  origin: EventOrigin,
  choice: DeleteTaskQuery["children"] = undefined,
): Promise<void> {
  await unitOfWork(ctx, async (tx) => {
    const { task: seen, project } = await loadVisibleTask(tx, userId, taskId);
    await lockHierarchy(tx, project.id);
    await lockBoard(tx, seen.boardId);
    const current = await lockedRow(tx, taskId);
    // Children, and theirs (three levels at most): one statement.
    const family = await tx.execute<{ id: number; parent_id: number }>(sql`
      select c.id, c.parent_id from ${tasks} c where c.parent_id = ${taskId}
      union all
      select g.id, g.parent_id from ${tasks} g
        where g.parent_id in (select id from ${tasks} where parent_id = ${taskId})`);
    const children = family.rows.filter((r) => Number(r.parent_id) === taskId).map((r) => Number(r.id));
    if (children.length > 0 && choice === undefined) {
      const n = children.length;
      throw badRequest(
        `This task has ${n} sub-task${n === 1 ? "" : "s"}: choose whether to delete ${n === 1 ? "it" : "them"} or keep ${n === 1 ? "it" : "them"} as top-level tasks`,
      );
    }
    const descendants = choice === "delete" ? family.rows.map((r) => Number(r.id)) : [];
    const goneIds = [...descendants, taskId];
    // The tasks as they were, for what follows (read before the rows go).
    const gone = await loadTasks(tx, goneIds);
    const deleted = await taskRef(tx, taskId);
    let kept: Task[] = [];
    if (choice === "keep" && children.length > 0) {
      await tx
        .update(tasks)
        .set({ parentId: null, updatedAt: new Date() })
        .where(inArray(tasks.id, children));
      kept = await loadTasks(tx, children);
    }
    await emit(tx, "task.deleted", {
      actorId: userId,
      origin,
      gone,
      kept,
      deleted,
      formerParent: current.parentId,
      bulk: false,
    });
    await tx.delete(tasks).where(inArray(tasks.id, goneIds));
  });
}

/**
 * Unassigns every task of the project held by `userId` (a member who leaves), in the caller's unit
 * of work, with one history entry per task (`task.member_unassigned`; open boards hear of each after
 * the commit). Three statements whatever the number of tasks.
 */
export async function unassignMemberTasks(
  tx: DbOrTx,
  projectId: number,
  userId: number,
  origin: EventOrigin,
): Promise<void> {
  const projectBoards = tx.select({ id: boards.id }).from(boards).where(eq(boards.projectId, projectId));
  await lockBoards(tx, projectBoards);
  const rows = await tx
    .update(tasks)
    .set({ assignedTo: null, updatedAt: new Date() })
    .where(and(eq(tasks.assignedTo, userId), inArray(tasks.boardId, projectBoards)))
    .returning({ id: tasks.id });
  const unassigned = await loadTasks(
    tx,
    rows.map((r) => r.id),
  );
  await emit(tx, "task.member_unassigned", {
    actorId: origin.actorId,
    origin,
    projectId,
    userId,
    tasks: unassigned,
  });
}
