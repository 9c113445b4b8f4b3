import type { ActivityChange } from "../../contract/activity.ts";
import type { Task } from "../../contract/tasks.ts";
import type { projects, tasks } from "../db/schema.ts";
import type { EventOrigin } from "./realtime.ts";

/*
 * The domain events and their payloads, each defined once (issue 33; the bus is events.ts). A payload
 * says what happened, as facts of the write: the task before and after, the fields that changed. What
 * follows from it (history rows, notices, watchers, webhooks, realtime, roll-ups) is the listeners'.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
/** A task as history names it. */
export type TaskRef = { id: number; key: string; title: string };

/** Who acted and through what; `actorId` null for a repository connection or the system. */
export type Act = { actorId: number | null; origin: EventOrigin };

/** One new task. */
export type CreatedTask = {
  project: ProjectRow;
  task: Task;
  /** Its parent, when it was created under one. */
  parent: TaskRef | null;
  /** Created into a column over its WIP limit by override. */
  overWip: boolean;
};

/** One changed task (an edit, a move, a bulk change). */
export type ChangedTask = {
  project: ProjectRow;
  /** The row as it was, with the status it had under the board's lock. */
  before: TaskRow;
  /** The columns written. */
  patch: Partial<TaskRow>;
  /** The task as it now is. */
  task: Task;
  /** The history's change set (what differs, as the history shows it). */
  changes: ActivityChange[];
  /** The column it left, when it moved to another. */
  fromStatus: string | null;
  /** It entered the completed state with this change. */
  completedNow: boolean;
  /** Its new assignee, when the assignee changed to a person. */
  assignedNow: number | null;
  /** Whether its parent's roll-up changes (done or undone, re-estimated; product rules §35). */
  rollupChanged: boolean;
};

export type DomainEvents = {
  /** Tasks were created (the dialog, bulk, import, the assistant's plan, a ceremony's card). */
  "task.created": Act & { items: CreatedTask[]; bulk: boolean };
  /** Tasks were edited or moved, one by one or in bulk. */
  "task.changed": Act & { items: ChangedTask[]; bulk: boolean };
  /**
   * Tasks were deleted: `gone` as they were (queued before the rows go), `kept` the children made
   * top-level; `formerParent` the parent that lost the deleted task (one task's delete only).
   */
  "task.deleted": Act & {
    gone: Task[];
    kept: Task[];
    /** The deleted task, as history names it (one task's delete only). */
    deleted: TaskRef | null;
    formerParent: number | null;
    bulk: boolean;
  };
  /** A task got another parent, or none. */
  "task.parent_changed": Act & {
    project: ProjectRow;
    task: Task;
    child: TaskRef;
    from: TaskRef | null;
    to: TaskRef | null;
  };
  /** A member left a project: the tasks they held are unassigned. */
  "task.member_unassigned": Act & { projectId: number; userId: number; tasks: Task[] };
};
