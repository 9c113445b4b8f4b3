import type { BoardColumn, Task } from "@contract/tasks";
import { type Translate, translator } from "@/i18n";
import { doneStatusOf } from "./board-model";
import { HIERARCHY_MESSAGES } from "./hierarchy-messages";

/*
 * The client's side of epics and sub-tasks (product rules §35): what a card shows of its children,
 * and when completing a parent asks first.
 */

/** How many of the task's children are not done. */
export function openChildren(task: Pick<Task, "childCounts">): number {
  const counts = task.childCounts;
  return counts ? Math.max(0, counts.total - counts.done) : 0;
}

/** The question before a parent with open children goes into the completed column, or null. */
export function completeParentQuestion(
  task: Pick<Task, "childCounts" | "status">,
  toStatus: string,
  columns: readonly Pick<BoardColumn, "id">[],
  t: Translate = translator(),
): string | null {
  const open = openChildren(task);
  if (open === 0 || task.status === toStatus || toStatus !== doneStatusOf(columns)) return null;
  return t(HIERARCHY_MESSAGES.openChildren, { count: open });
}

/**
 * The points a card shows: its own estimate, or, when it has none, the sum of its children's
 * (`summed` says which).
 */
export function rolledUpPoints(task: Pick<Task, "storyPoints" | "childCounts">): {
  value: Task["storyPoints"] | number;
  summed: boolean;
} {
  if (task.storyPoints !== null || !task.childCounts || task.childCounts.total === 0)
    return { value: task.storyPoints, summed: false };
  return { value: task.childCounts.points, summed: true };
}
