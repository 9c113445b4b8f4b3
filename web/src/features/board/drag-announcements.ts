import type { Task } from "@contract/tasks";
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

/** Where a drop lands: the target column and the index in its full (unfiltered) list. */
export function dropTarget(
  active: Active,
  over: Over,
  columnOf: (status: string) => Task[],
  taskById: Map<number, Task>,
): { status: string; index: number } | null {
  const moving = taskById.get(Number(active.id));
  if (!moving) return null;
  const data = over.data.current as { type?: string; status?: string } | undefined;
  if (data?.type === "column" && data.status) {
    const others = columnOf(data.status).filter((t) => t.id !== moving.id);
    return { status: data.status, index: others.length };
  }
  const target = taskById.get(Number(over.id));
  if (!target) return null;
  if (target.id === moving.id) return { status: moving.status, index: moving.position };
  const column = columnOf(target.status);
  const overIndex = column.findIndex((t) => t.id === target.id);
  if (target.status === moving.status) return { status: target.status, index: overIndex };
  const translated = active.rect.current.translated;
  const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
  return { status: target.status, index: overIndex + (below ? 1 : 0) };
}

/** Read by screen readers on a focused card (its aria-describedby). */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Enter to open the task. To move it, press Space to pick it up, the up and down arrows " +
    "to move it within its column, the left and right arrows to move it to the next column, then " +
    "Space to drop it or Escape to cancel.",
};

/**
 * What screen readers hear while a card is dragged: the task's title, the column's name and the
 * 1-based position in the column's full list (dnd-kit's defaults only say the internal ids).
 */
export function dragAnnouncements(
  columnOf: (status: string) => Task[],
  taskById: Map<number, Task>,
  titleOf: (status: string) => string,
  /** With swimlanes: the title of the lane a drop over `over` lands in (product rules §35). */
  laneTitleOf?: (over: Over) => string | null,
): Announcements {
  const origin = (task: Task) => {
    const list = columnOf(task.status);
    const index = list.findIndex((t) => t.id === task.id);
    return `${titleOf(task.status)}, position ${(index < 0 ? list.length - 1 : index) + 1} of ${list.length}`;
  };
  const place = (active: Active, over: Over | null) => {
    const task = taskById.get(Number(active.id));
    if (!task || !over) return null;
    const target = dropTarget(active, over, columnOf, taskById);
    if (!target) return null;
    const size = columnOf(target.status).length + (target.status === task.status ? 0 : 1);
    const lane = laneTitleOf?.(over);
    return `${titleOf(target.status)}, position ${Math.min(target.index + 1, size)} of ${size}${lane ? `, lane ${lane}` : ""}`;
  };
  const title = (active: Active) => `"${taskById.get(Number(active.id))?.title ?? "Task"}"`;
  // dnd-kit reports the card itself as 'over' right after the pick-up; say nothing for that.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const task = taskById.get(Number(active.id));
      return task ? `Picked up ${title(active)} in ${origin(task)}.` : undefined;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const where = place(active, over);
      return where ? `Moved ${title(active)} to ${where}.` : `${title(active)} is no longer over a column.`;
    },
    onDragMove: () => undefined,
    onDragEnd: ({ active, over }) => {
      const where = place(active, over);
      const task = taskById.get(Number(active.id));
      if (where) return `Dropped ${title(active)} in ${where}.`;
      return task ? `Dropped ${title(active)} outside the columns. It stays in ${origin(task)}.` : undefined;
    },
    onDragCancel: ({ active }) => {
      const task = taskById.get(Number(active.id));
      return task ? `Cancelled dragging ${title(active)}. It stays in ${origin(task)}.` : undefined;
    },
  };
}
