import type { TaskActivityEntry } from "../../../contract/activity.ts";
import type { TaskRef } from "../../platform/domain-events.ts";
import type { EventBus } from "../../platform/events.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { ChangeSet, recordTaskActivity, viaOf } from "./record.ts";

/*
 * Task history (product rules §32) follows the task events, in the write's transaction: one
 * statement per event, however many tasks it names (a bulk change: one bulk id for all its rows).
 */

/**
 * The history entries of a change of parent: `parent` on the child, `subtask` removed on the old
 * parent and added on the new one (product rules §32, §35).
 */
export function parentChangeEntries(
  child: TaskRef,
  from: TaskRef | null,
  to: TaskRef | null,
  actorId: number | null,
  origin: EventOrigin | undefined,
): TaskActivityEntry[] {
  const via = viaOf(origin);
  const entries: TaskActivityEntry[] = [
    { taskId: child.id, actorId, via, kind: "updated", changes: [{ field: "parent", from, to }] },
  ];
  if (from)
    entries.push({
      taskId: from.id,
      actorId,
      via,
      kind: "updated",
      changes: [{ field: "subtask", from: child, to: null }],
    });
  if (to)
    entries.push({
      taskId: to.id,
      actorId,
      via,
      kind: "updated",
      changes: [{ field: "subtask", from: null, to: child }],
    });
  return entries;
}

const refOf = (task: TaskRef): TaskRef => ({ id: task.id, key: task.key, title: task.title });

export function registerTaskHistory(bus: EventBus): void {
  bus.on("task.created", {
    phase: "in-transaction",
    name: "history",
    run: async ({ items, actorId, origin, bulk }, { tx }) => {
      const via = viaOf(origin);
      const entries = items.flatMap(({ task, parent, overWip }) => {
        const created = new ChangeSet()
          .add("title", null, task.title)
          .add("status", null, task.status)
          .add("assignee", null, task.assignedTo)
          .add("startDate", null, task.startDate);
        if (overWip) created.add("wipLimitOverride", null, true);
        if (task.type !== "task") created.add("type", null, task.type);
        if (parent) created.add("parent", null, parent);
        const subtask = parent
          ? parentChangeEntries(refOf(task), null, parent, actorId, origin).slice(1)
          : [];
        return [
          { taskId: task.id, actorId, via, kind: "created" as const, changes: created.changes },
          ...subtask,
        ];
      });
      await recordTaskActivity(tx, entries, { bulk });
    },
  });
  bus.on("task.changed", {
    phase: "in-transaction",
    name: "history",
    run: async ({ items, actorId, origin, bulk }, { tx }) => {
      const via = viaOf(origin);
      await recordTaskActivity(
        tx,
        items.map(({ task, changes }) => ({
          taskId: task.id,
          actorId,
          via,
          kind: changes.some((c) => c.field === "status") ? ("moved" as const) : ("updated" as const),
          changes,
        })),
        { bulk },
      );
    },
  });
  bus.on("task.deleted", {
    phase: "in-transaction",
    name: "history",
    run: async ({ gone, kept, deleted, formerParent, actorId, origin, bulk }, { tx }) => {
      const via = viaOf(origin);
      const entries: TaskActivityEntry[] = gone.map((task) => ({
        taskId: task.id,
        actorId,
        via,
        kind: "deleted" as const,
        changes: [],
      }));
      for (const child of kept)
        entries.push({
          taskId: child.id,
          actorId,
          via,
          kind: "updated",
          changes: [{ field: "parent", from: deleted, to: null }],
        });
      if (formerParent !== null)
        entries.push({
          taskId: formerParent,
          actorId,
          via,
          kind: "updated",
          changes: [{ field: "subtask", from: deleted, to: null }],
        });
      await recordTaskActivity(tx, entries, { bulk });
    },
  });
  bus.on("task.parent_changed", {
    phase: "in-transaction",
    name: "history",
    run: async ({ child, from, to, actorId, origin }, { tx }) => {
      await recordTaskActivity(tx, parentChangeEntries(child, from, to, actorId, origin));
    },
  });
  bus.on("task.member_unassigned", {
    phase: "in-transaction",
    name: "history",
    run: async ({ tasks, userId, actorId, origin }, { tx }) => {
      const via = viaOf(origin);
      await recordTaskActivity(
        tx,
        tasks.map((task) => ({
          taskId: task.id,
          actorId,
          via,
          kind: "updated" as const,
          changes: [{ field: "assignee" as const, from: userId, to: null }],
        })),
        { bulk: tasks.length > 1 },
      );
    },
  });
}
