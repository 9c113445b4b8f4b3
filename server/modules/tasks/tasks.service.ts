import { and, eq, inArray, sql } from "drizzle-orm";
import type { DeleteTaskQuery, MoveTask, Task, UpdateTask } from "../../../contract/tasks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boards, tasks } from "../../db/schema.ts";
import { loadProjectTask, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ChangeSet, pointsValue, recordTaskActivity, viaOf } from "../activity/record.ts";
import { nextCompletedAt, ownerColumns } from "../statuses/status-columns.ts";
import { autoWatch, fieldChanges, notifyWatchers } from "../watchers/watchers.service.ts";
import { enqueueWebhookEvent } from "../webhooks/outbox.ts";
import { checklistProgressSql } from "./checklist-queries.ts";
import { announceParents } from "./hierarchy.service.ts";
import { assertTypeChange, lockHierarchy, type TaskRef, taskRef } from "./hierarchy.ts";
import { admitAssignee, notifyAssigned, notifyCompleted } from "./task-assignment.ts";
import { assertStartNotAfterDue, dateValue } from "./task-dates.ts";
import { lockBoard, lockBoards, placeTask, rankAtEnd } from "./task-positions.ts";
import { loadTask, loadTasks, loadVisibleTaskColumns, writeTask } from "./task-queries.ts";
import { assertWipRoom } from "./wip-limits.ts";

type TaskRow = typeof tasks.$inferSelect;

export { createTask } from "./task-create.service.ts";

/**
 * Who changes a task: a user, by id (the task must be visible to them), or a repository connection
 * acting inside its own project (product rules §34), which may change a task's status only.
 */
export type TaskActor = number | { projectId: number };

/** One task the user may see (404 otherwise). */
export async function getTask(ctx: AppContext, userId: number, taskId: number): Promise<Task> {
  await loadVisibleTask(ctx.db, userId, taskId);
  return loadTask(ctx.db, taskId);
}

/** Changes the fields present; a new status moves the task to the end of that column. */
export async function updateTask(
  ctx: AppContext,
  actor: TaskActor,
  taskId: number,
  input: UpdateTask,
  origin: EventOrigin,
): Promise<Task> {
  const userId = typeof actor === "number" ? actor : null;
  const { task, fromStatus, doneChanged } = await ctx.db.transaction(async (tx) => {
    const { task: seen, project } =
      userId !== null
        ? await loadVisibleTask(tx, userId, taskId)
        : await loadProjectTask(tx, (actor as { projectId: number }).projectId, taskId);
    const newType = input.type !== undefined && input.type !== seen.type;
    if (newType) await lockHierarchy(tx, project.id);
    await lockBoard(tx, seen.boardId);
    const patch: Partial<TaskRow> = { updatedAt: new Date() };
    if (newType && input.type !== undefined) {
      const [now] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
      if (!now) throw notFound("Task");
      await assertTypeChange(tx, now, input.type);
      patch.type = input.type;
    }
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.progress !== undefined) patch.progress = input.progress;
    if (input.progressFromChecklist !== undefined) patch.progressFromChecklist = input.progressFromChecklist;
    if (input.tags !== undefined) patch.tags = input.tags;
    if (input.storyPoints !== undefined)
      patch.storyPoints = input.storyPoints === null ? null : String(input.storyPoints);
    if (input.dueDate !== undefined) patch.dueDate = input.dueDate ? new Date(input.dueDate) : null;
    if (input.dueDate !== undefined && String(patch.dueDate) !== String(seen.dueDate))
      patch.reminderSentAt = null;
    if (input.startDate !== undefined) patch.startDate = dateValue(input.startDate) ?? null;
    assertStartNotAfterDue(
      patch.startDate !== undefined ? patch.startDate : seen.startDate,
      patch.dueDate !== undefined ? patch.dueDate : seen.dueDate,
    );
    const newAssignee = input.assignedTo !== undefined && input.assignedTo !== seen.assignedTo;
    if (newAssignee) {
      if (userId === null) throw forbidden("Only a person can assign a task", "ASSIGN_PERSON_ONLY");
      patch.assignedTo = input.assignedTo ?? null;
      if (input.assignedTo != null) await admitAssignee(tx, project, input.assignedTo, userId);
    }
    let fromStatus: string | null = null;
    let completed: TaskRow | null = null;
    let doneChanged = false;
    let overWip = false;
    if (input.status !== undefined && input.status !== seen.status) {
      const current = await lockedRow(tx, taskId);
      if (current.status !== input.status) {
        overWip = await assertWipRoom(tx, seen.boardId, input.status, [taskId], input.overrideWipLimit);
        const columns = await ownerColumns(tx, project.ownerId);
        fromStatus = current.status;
        patch.status = input.status;
        patch.rank = await rankAtEnd(tx, seen.boardId, input.status);
        patch.completedAt = nextCompletedAt(columns, current, input.status, patch.updatedAt!);
        if (patch.completedAt !== null && current.completedAt === null) completed = current;
        doneChanged = (patch.completedAt === null) !== (current.completedAt === null);
      }
    }
    // While progress follows the checklist, a progress sent by hand gives way to it.
    const follows = input.progressFromChecklist ?? seen.progressFromChecklist;
    await tx
      .update(tasks)
      .set(follows ? { ...patch, progress: checklistProgressSql(taskId) } : patch)
      .where(eq(tasks.id, taskId));
    const changes = new ChangeSet()
      .add("title", seen.title, patch.title)
      .add("type", seen.type, patch.type)
      .add("description", seen.description, patch.description)
      .add("status", fromStatus, fromStatus === null ? undefined : patch.status)
      .add("assignee", seen.assignedTo, newAssignee ? patch.assignedTo : undefined)
      .add("priority", seen.priority, patch.priority)
      .add("dueDate", seen.dueDate, patch.dueDate)
      .add("startDate", seen.startDate, patch.startDate)
      .add("storyPoints", pointsValue(seen.storyPoints), input.storyPoints)
      .add("tags", seen.tags, patch.tags)
      .add("progress", seen.progress, follows ? undefined : patch.progress);
    if (overWip) changes.add("wipLimitOverride", null, true);
    await recordTaskActivity(tx, [
      {
        taskId,
        actorId: userId,
        via: viaOf(origin),
        kind: fromStatus === null ? "updated" : "moved",
        changes: changes.changes,
      },
    ]);
    if (completed) {
      await notifyCompleted(
        tx,
        project,
        {
          id: taskId,
          title: patch.title ?? completed.title,
          createdBy: completed.createdBy,
          assignedTo: patch.assignedTo !== undefined ? patch.assignedTo : completed.assignedTo,
        },
        userId,
      );
    }
    if (newAssignee && input.assignedTo != null) {
      await notifyAssigned(
        tx,
        project,
        { id: taskId, title: patch.title ?? seen.title },
        input.assignedTo,
        userId,
      );
    }
    if (newAssignee) await autoWatch(tx, taskId, [input.assignedTo]);
    await notifyWatchers(tx, {
      taskId,
      projectId: project.id,
      actorId: userId,
      changes: fieldChanges({ ...seen, status: fromStatus ?? seen.status }, patch),
    });
    const task = await loadTask(tx, taskId);
    await enqueueWebhookEvent(
      tx,
      project.id,
      fromStatus === null ? "task.updated" : "task.moved",
      fromStatus === null ? { task } : { task, fromStatus },
    );
    return { task, fromStatus, doneChanged };
  });
  const base = { projectId: task.projectId, ...origin, task };
  ctx.realtime.publish(
    fromStatus === null ? { type: "task_updated", ...base } : { type: "task_moved", ...base, fromStatus },
  );
  // A child that is done or undone, or re-estimated, changes its parent's roll-up (product rules
  // §35); a move between two open columns does not, and reading the parent back costs a count.
  if (doneChanged || input.storyPoints !== undefined)
    await announceParents(ctx, ctx.db, [task.parentId], origin);
  return task;
}

/**
 * Puts the task at index `position` of column `status` (counted without the task; past the end means
 * last) by giving it a key between its new neighbours: one row written, under the board's lock. A
 * drop at the same place changes nothing.
 */
export async function moveTask(
  ctx: AppContext,
  userId: number,
  taskId: number,
  input: MoveTask,
  origin: EventOrigin,
): Promise<Task> {
  // Only what decides the new order runs under the board's lock: the lock, one read of the task and
  // its new neighbours, and one statement that writes the task and reads it back as the API shows it.
  const result = await ctx.db.transaction(async (tx) => {
    const { task: seen, project, columns } = await loadVisibleTaskColumns(tx, userId, taskId);
    await lockBoard(tx, seen.boardId);
    const placed = await placeTask(tx, seen.boardId, taskId, input.status, input.position);
    const current = placed.task;
    if (!current) throw notFound("Task");
    if (placed.rank === null) return { moved: false as const };
    const overWip =
      current.status !== input.status &&
      (await assertWipRoom(tx, seen.boardId, input.status, [taskId], input.overrideWipLimit));
    const now = new Date();
    const patch: Partial<TaskRow> = { status: input.status, rank: placed.rank, updatedAt: now };
    if (current.status !== input.status) {
      patch.completedAt = nextCompletedAt(columns, current, input.status, now);
    }
    const write = tx.update(tasks).set(patch).where(eq(tasks.id, taskId)).returning();
    const task = await writeTask(tx, write.getSQL(), placed.position);
    // A reorder within its column is no history; a change of column is.
    const moved = new ChangeSet().add("status", current.status, input.status);
    if (overWip) moved.add("wipLimitOverride", null, true);
    await recordTaskActivity(tx, [
      { taskId, actorId: userId, via: viaOf(origin), kind: "moved", changes: moved.changes },
    ]);
    if (patch.completedAt != null && current.completedAt === null) {
      await notifyCompleted(tx, project, { ...seen, title: task.title, assignedTo: task.assignedTo }, userId);
    }
    await notifyWatchers(tx, {
      taskId,
      projectId: project.id,
      actorId: userId,
      changes: fieldChanges({ ...seen, status: current.status }, patch),
    });
    await enqueueWebhookEvent(tx, project.id, "task.moved", { task, fromStatus: current.status });
    const doneChanged = (task.completedAt === null) !== (current.completedAt === null);
    return { moved: true as const, task, fromStatus: current.status, doneChanged };
  });
  if (!result.moved) return loadTask(ctx.db, taskId);
  const { task } = result;
  ctx.realtime.publish({
    type: "task_moved",
    projectId: task.projectId,
    ...origin,
    task,
    fromStatus: result.fromStatus,
  });
  // Only a child done or undone changes its parent's roll-up (product rules §35).
  if (result.doneChanged) await announceParents(ctx, ctx.db, [task.parentId], origin);
  return task;
}

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
) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const { task: seen, project } = await loadVisibleTask(tx, userId, taskId);
    await lockHierarchy(tx, project.id);
    await lockBoard(tx, seen.boardId);
    const current = await lockedRow(tx, taskId);
    // Children, and theirs (three levels at most): one statement.
    const family = await tx.execute<{ id: number; board_id: number; parent_id: number }>(sql`
      select c.id, c.board_id, c.parent_id from ${tasks} c where c.parent_id = ${taskId}
      union all
      select g.id, g.board_id, g.parent_id from ${tasks} g
        where g.parent_id in (select id from ${tasks} where parent_id = ${taskId})`);
    const children = family.rows.filter((r) => Number(r.parent_id) === taskId).map((r) => Number(r.id));
    if (children.length > 0 && choice === undefined) {
      const n = children.length;
      throw badRequest(
        `This task has ${n} sub-task${n === 1 ? "" : "s"}: choose whether to delete ${n === 1 ? "it" : "them"} or keep ${n === 1 ? "it" : "them"} as top-level tasks`,
      );
    }
    const descendants = choice === "delete" ? family.rows.map((r) => Number(r.id)) : [];
    const gone = [...descendants, taskId];
    // The tasks as they were, for the webhooks (queued before the rows go).
    for (const task of await loadTasks(tx, gone)) {
      await enqueueWebhookEvent(tx, project.id, "task.deleted", { task });
    }
    const via = viaOf(origin);
    const entries: Parameters<typeof recordTaskActivity>[1][number][] = gone.map((id) => ({
      taskId: id,
      actorId: userId,
      via,
      kind: "deleted" as const,
      changes: [],
    }));
    const self = (await taskRef(tx, taskId)) as TaskRef;
    if (choice === "keep")
      for (const id of children)
        entries.push({
          taskId: id,
          actorId: userId,
          via,
          kind: "updated",
          changes: [{ field: "parent", from: self, to: null }],
        });
    if (current.parentId !== null)
      entries.push({
        taskId: current.parentId,
        actorId: userId,
        via,
        kind: "updated",
        changes: [{ field: "subtask", from: self, to: null }],
      });
    await recordTaskActivity(tx, entries);
    let kept: Task[] = [];
    if (choice === "keep" && children.length > 0) {
      await tx
        .update(tasks)
        .set({ parentId: null, updatedAt: new Date() })
        .where(inArray(tasks.id, children));
      kept = await loadTasks(tx, children);
      for (const task of kept) await enqueueWebhookEvent(tx, project.id, "task.updated", { task });
    }
    const boardsOf = new Map<number, number>([[taskId, seen.boardId]]);
    for (const r of family.rows) boardsOf.set(Number(r.id), Number(r.board_id));
    await tx.delete(tasks).where(inArray(tasks.id, gone));
    return {
      projectId: project.id,
      gone: gone.map((id) => ({ id, boardId: boardsOf.get(id) ?? seen.boardId })),
      kept,
      parentId: current.parentId,
    };
  });
  for (const task of deleted.gone)
    ctx.realtime.publish({
      type: "task_deleted",
      projectId: deleted.projectId,
      boardId: task.boardId,
      ...origin,
      taskId: task.id,
    });
  for (const task of deleted.kept)
    ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
  await announceParents(ctx, ctx.db, [deleted.parentId], origin);
}

/**
 * Unassigns every task of the project held by `userId` (a member who leaves), in the caller's
 * transaction, with one history entry per task; returns those tasks as they now are, for the caller
 * to publish after its commit. Three statements whatever the number of tasks.
 */
export async function unassignMemberTasks(
  tx: DbOrTx,
  projectId: number,
  userId: number,
  origin: EventOrigin,
): Promise<Task[]> {
  const projectBoards = tx.select({ id: boards.id }).from(boards).where(eq(boards.projectId, projectId));
  await lockBoards(tx, projectBoards);
  const rows = await tx
    .update(tasks)
    .set({ assignedTo: null, updatedAt: new Date() })
    .where(and(eq(tasks.assignedTo, userId), inArray(tasks.boardId, projectBoards)))
    .returning({ id: tasks.id });
  const via = viaOf(origin);
  await recordTaskActivity(
    tx,
    rows.map((r) => ({
      taskId: r.id,
      actorId: origin.actorId,
      via,
      kind: "updated" as const,
      changes: [{ field: "assignee" as const, from: userId, to: null }],
    })),
    { bulk: rows.length > 1 },
  );
  return loadTasks(
    tx,
    rows.map((r) => r.id),
  );
}

/**
 * Publishes `task_updated` for tasks whose card changed outside this module (a linked pull request's
 * badge, product rules §34), as they are now: one statement whatever the number of tasks.
 */
export async function announceTasksChanged(
  ctx: AppContext,
  taskIds: readonly number[],
  origin: EventOrigin,
): Promise<void> {
  for (const task of await loadTasks(ctx.db, taskIds)) {
    ctx.realtime.publish({ type: "task_updated", projectId: task.projectId, ...origin, task });
  }
}

/** The task row as committed now (after taking the board lock); 404 if it was deleted meanwhile. */
async function lockedRow(tx: Parameters<typeof loadTask>[0], taskId: number): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw notFound("Task");
  return row;
}
