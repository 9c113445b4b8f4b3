import type { Task } from "@contract/tasks";

/*
 * Pure updates of a board's cached task list that mirror the server's renumbering (dense positions
 * per status column), so an optimistic move, a real-time event and the server's answer agree.
 */

const byPosition = (a: Task, b: Task) => a.position - b.position || a.id - b.id;

function renumber(list: Task[]): Task[] {
  return list.map((t, i) => (t.position === i ? t : { ...t, position: i }));
}

/**
 * Puts `task` (new or changed) at index `task.position` of its status column, taking it out of
 * wherever it was, and renumbers the affected columns densely. Untouched tasks keep their identity.
 */
export function placeTask(all: readonly Task[], task: Task): Task[] {
  const old = all.find((t) => t.id === task.id);
  const affected = new Set([task.status]);
  if (old) affected.add(old.status);
  const out: Task[] = [];
  const columns = new Map<string, Task[]>();
  for (const t of all) {
    if (t.id === task.id) continue;
    if (!affected.has(t.status)) {
      out.push(t);
      continue;
    }
    const list = columns.get(t.status) ?? [];
    list.push(t);
    columns.set(t.status, list);
  }
  const target = (columns.get(task.status) ?? []).sort(byPosition);
  target.splice(Math.max(0, Math.min(task.position, target.length)), 0, task);
  columns.set(task.status, target);
  for (const [status, list] of columns) {
    if (status !== task.status) list.sort(byPosition);
    out.push(...renumber(list));
  }
  return out;
}

/** Moves a task to index `index` of column `status` (an optimistic drop). */
export function moveTaskLocally(all: readonly Task[], taskId: number, status: string, index: number): Task[] {
  const task = all.find((t) => t.id === taskId);
  if (!task) return [...all];
  return placeTask(all, { ...task, status, position: index });
}

/** Removes a task and closes the gap in its column. */
export function removeTask(all: readonly Task[], taskId: number): Task[] {
  const old = all.find((t) => t.id === taskId);
  if (!old) return [...all];
  const others = all.filter((t) => t.id !== taskId && t.status !== old.status);
  const column = all.filter((t) => t.id !== taskId && t.status === old.status).sort(byPosition);
  return [...others, ...renumber(column)];
}

/** Changes one task's fields without moving it (e.g. its comment count). */
export function patchTask(all: readonly Task[], taskId: number, patch: (task: Task) => Task): Task[] {
  return all.map((t) => (t.id === taskId ? patch(t) : t));
}
