import type { Task } from "@contract/tasks";
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { defineMessages, type Translate, translator } from "@/i18n";
import { BOARD_MESSAGES } from "./board-messages";

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
const MESSAGES = defineMessages({
  instructions: {
    id: "board.drag.instructions",
    defaultMessage:
      "Press Enter to open the task. To move it, press Space to pick it up, the up and down arrows to move it within its column, the left and right arrows to move it to the next column, then Space to drop it or Escape to cancel.",
  },
  pickedUp: {
    id: "board.drag.pickedUp",
    defaultMessage: 'Picked up "{title}" in {column}, position {position} of {count}.',
  },
  moved: {
    id: "board.drag.moved",
    defaultMessage: 'Moved "{title}" to {column}, position {position} of {count}.',
  },
  movedInLane: {
    id: "board.drag.movedInLane",
    defaultMessage: 'Moved "{title}" to {column}, position {position} of {count}, lane {lane}.',
  },
  droppedInLane: {
    id: "board.drag.droppedInLane",
    defaultMessage: 'Dropped "{title}" in {column}, position {position} of {count}, lane {lane}.',
  },
  notOver: { id: "board.drag.notOver", defaultMessage: '"{title}" is no longer over a column.' },
  dropped: {
    id: "board.drag.dropped",
    defaultMessage: 'Dropped "{title}" in {column}, position {position} of {count}.',
  },
  droppedOutside: {
    id: "board.drag.droppedOutside",
    defaultMessage:
      'Dropped "{title}" outside the columns. It stays in {column}, position {position} of {count}.',
  },
  cancelled: {
    id: "board.drag.cancelled",
    defaultMessage: 'Cancelled dragging "{title}". It stays in {column}, position {position} of {count}.',
  },
});

/** Read by screen readers on a focused card (its aria-describedby), in the language of `t`. */
export function screenReaderInstructions(t: Translate = translator()): ScreenReaderInstructions {
  return { draggable: t(MESSAGES.instructions) };
}

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
  t: Translate = translator(),
): Announcements {
  type Place = { column: string; position: number; count: number; lane?: string | null };
  const origin = (task: Task): Place => {
    const list = columnOf(task.status);
    const index = list.findIndex((other) => other.id === task.id);
    return {
      column: titleOf(task.status),
      position: (index < 0 ? list.length - 1 : index) + 1,
      count: list.length,
    };
  };
  const place = (active: Active, over: Over | null): Place | null => {
    const task = taskById.get(Number(active.id));
    if (!task || !over) return null;
    const target = dropTarget(active, over, columnOf, taskById);
    if (!target) return null;
    const size = columnOf(target.status).length + (target.status === task.status ? 0 : 1);
    const lane = laneTitleOf?.(over) ?? null;
    return { column: titleOf(target.status), position: Math.min(target.index + 1, size), count: size, lane };
  };
  const title = (active: Active) => taskById.get(Number(active.id))?.title ?? t(BOARD_MESSAGES.task);
  // dnd-kit reports the card itself as 'over' right after the pick-up; say nothing for that.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const task = taskById.get(Number(active.id));
      return task ? t(MESSAGES.pickedUp, { title: title(active), ...origin(task) }) : undefined;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const where = place(active, over);
      return where
        ? where.lane
          ? t(MESSAGES.movedInLane, { title: title(active), ...where, lane: where.lane })
          : t(MESSAGES.moved, { title: title(active), ...where, lane: null })
        : t(MESSAGES.notOver, { title: title(active) });
    },
    onDragMove: () => undefined,
    onDragEnd: ({ active, over }) => {
      const where = place(active, over);
      const task = taskById.get(Number(active.id));
      if (where?.lane) return t(MESSAGES.droppedInLane, { title: title(active), ...where, lane: where.lane });
      if (where) return t(MESSAGES.dropped, { title: title(active), ...where, lane: null });
      return task ? t(MESSAGES.droppedOutside, { title: title(active), ...origin(task) }) : undefined;
    },
    onDragCancel: ({ active }) => {
      const task = taskById.get(Number(active.id));
      return task ? t(MESSAGES.cancelled, { title: title(active), ...origin(task) }) : undefined;
    },
  };
}
