import { eq } from "drizzle-orm";
import type { Task, UpdateTask } from "../../../contract/tasks.ts";
import { tasks } from "../../db/schema.ts";
import { loadProjectTask, loadVisibleTask } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { emit, unitOfWork } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ChangeSet, pointsValue } from "../activity/record.ts";
import { admitAssignee } from "../memberships/memberships.service.ts";
import { nextCompletedAt, ownerColumns } from "../statuses/status-columns.ts";
import { checklistProgressSql } from "./checklist-queries.ts";
import { assertTypeChange, lockHierarchy } from "./hierarchy.ts";
import { assertStartNotAfterDue, dateValue } from "./task-dates.ts";
import { lockBoard, rankAtEnd } from "./task-positions.ts";
import { loadTask, lockedRow, type TaskRow } from "./task-queries.ts";
import { assertWipRoom } from "./wip-limits.ts";

/**
 * Who changes a task: a user, by id (the task must be visible to them), or a repository connection
 * acting inside its own project (product rules §34), which may change a task's status only.
 */
export type TaskActor = number | { projectId: number };

/** The columns an edit writes, from the fields sent (the status and the assignee apart). */
function editPatch(input: UpdateTask, seen: TaskRow): Partial<TaskRow> {
  const patch: Partial<TaskRow> = { updatedAt: new Date() };
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
  return patch;
}

/** The history's change set of an edit. */
function editChanges(
  seen: TaskRow,
  patch: Partial<TaskRow>,
  input: UpdateTask,
  from: TaskRow,
  moved: boolean,
) {
  const follows = input.progressFromChecklist ?? seen.progressFromChecklist;
  return new ChangeSet()
    .add("title", seen.title, patch.title)
    .add("type", seen.type, patch.type)
    .add("description", seen.description, patch.description)
    .add("status", from.status, moved ? patch.status : undefined)
    .add("assignee", seen.assignedTo, "assignedTo" in patch ? patch.assignedTo : undefined)
    .add("priority", seen.priority, patch.priority)
    .add("dueDate", seen.dueDate, patch.dueDate)
    .add("startDate", seen.startDate, patch.startDate)
    .add("storyPoints", pointsValue(seen.storyPoints), input.storyPoints)
    .add("tags", seen.tags, patch.tags)
    .add("progress", seen.progress, follows ? undefined : patch.progress);
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
  return unitOfWork(ctx, async (tx) => {
    const { task: seen, project } =
      userId !== null
        ? await loadVisibleTask(tx, userId, taskId)
        : await loadProjectTask(tx, (actor as { projectId: number }).projectId, taskId);
    const newType = input.type !== undefined && input.type !== seen.type;
    if (newType) await lockHierarchy(tx, project.id);
    await lockBoard(tx, seen.boardId);
    const patch = editPatch(input, seen);
    if (newType && input.type !== undefined) {
      const [now] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
      if (!now) throw notFound("Task");
      await assertTypeChange(tx, now, input.type);
      patch.type = input.type;
    }
    const newAssignee = input.assignedTo !== undefined && input.assignedTo !== seen.assignedTo;
    if (newAssignee) {
      if (userId === null) throw forbidden("Only a person can assign a task", "ASSIGN_PERSON_ONLY");
      patch.assignedTo = input.assignedTo ?? null;
      if (input.assignedTo != null) await admitAssignee(tx, project, input.assignedTo, userId);
    }
    let current = seen;
    let moved = false;
    let completedNow = false;
    let doneChanged = false;
    let overWip = false;
    if (input.status !== undefined && input.status !== seen.status) {
      current = await lockedRow(tx, taskId);
      if (current.status !== input.status) {
        overWip = await assertWipRoom(tx, seen.boardId, input.status, [taskId], input.overrideWipLimit);
        const columns = await ownerColumns(tx, project.ownerId);
        moved = true;
        patch.status = input.status;
        patch.rank = await rankAtEnd(tx, seen.boardId, input.status);
        patch.completedAt = nextCompletedAt(columns, current, input.status, patch.updatedAt!);
        completedNow = patch.completedAt !== null && current.completedAt === null;
        doneChanged = (patch.completedAt === null) !== (current.completedAt === null);
      }
    }
    // While progress follows the checklist, a progress sent by hand gives way to it.
    const follows = input.progressFromChecklist ?? seen.progressFromChecklist;
    await tx
      .update(tasks)
      .set(follows ? { ...patch, progress: checklistProgressSql(taskId) } : patch)
      .where(eq(tasks.id, taskId));
    const changes = editChanges(seen, patch, input, current, moved);
    if (overWip) changes.add("wipLimitOverride", null, true);
    const task = await loadTask(tx, taskId);
    await emit(tx, "task.changed", {
      actorId: userId,
      origin,
      bulk: false,
      items: [
        {
          project,
          before: { ...seen, status: current.status, createdBy: current.createdBy },
          patch,
          task,
          changes: changes.changes,
          fromStatus: moved ? current.status : null,
          completedNow,
          assignedNow: newAssignee ? (input.assignedTo ?? null) : null,
          // A child done or undone, or re-estimated, changes its parent's roll-up (product rules §35).
          rollupChanged: doneChanged || input.storyPoints !== undefined,
        },
      ],
    });
    return task;
  });
}
