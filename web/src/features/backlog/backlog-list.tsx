import type { BacklogItem } from "@contract/backlog";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useMemo } from "react";
import { defineMessages, type Translate, useT } from "@/i18n";
import { BacklogRow } from "./backlog-row";

const MESSAGES = defineMessages({
  task: { id: "backlog.drag.task", defaultMessage: "Task" },
  pickedUp: {
    id: "backlog.drag.pickedUp",
    defaultMessage: 'Picked up "{title}" at position {position} of {count}.',
  },
  moved: { id: "backlog.drag.moved", defaultMessage: 'Moved "{title}" to position {position} of {count}.' },
  dropped: {
    id: "backlog.drag.dropped",
    defaultMessage: 'Dropped "{title}" at position {position} of {count}.',
  },
  droppedNowhere: { id: "backlog.drag.droppedNowhere", defaultMessage: 'Dropped "{title}".' },
  cancelled: { id: "backlog.drag.cancelled", defaultMessage: 'Cancelled ranking "{title}".' },
  instructions: {
    id: "backlog.drag.instructions",
    defaultMessage:
      "To rank this task, press Space to pick it up, the up and down arrows to move it, then Space to drop it or Escape to cancel.",
  },
  list: { id: "backlog.list.label", defaultMessage: "Backlog" },
});

/** Drag after a 5 px move or a 120 ms long press (product rules §16), or with the keyboard. */
function useBacklogSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ["Space", "Enter"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );
}

/** What screen readers hear while a task is ranked: its title and 1-based position in the list. */
function announcements(items: BacklogItem[], t: Translate): Announcements {
  const title = (id: unknown) => items.find((i) => i.id === Number(id))?.title ?? t(MESSAGES.task);
  const at = (active: unknown, over: unknown) => ({
    title: title(active),
    position: items.findIndex((i) => i.id === Number(over)) + 1,
    count: items.length,
  });
  // dnd-kit reports the task itself as 'over' right after the pick-up; say nothing for that.
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t(MESSAGES.pickedUp, at(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? t(MESSAGES.moved, at(active.id, over.id)) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t(MESSAGES.dropped, at(active.id, over.id))
        : t(MESSAGES.droppedNowhere, { title: title(active.id) }),
    onDragCancel: ({ active }) => t(MESSAGES.cancelled, { title: title(active.id) }),
  };
}

/**
 * The ranked backlog: the owner drags a task (mouse, touch, or Space and the arrows on its
 * handle) to a new place; the drop names the task it now follows (product rules §21).
 */
export function BacklogList({
  items,
  canPlan,
  busyId,
  onPlan,
  onRank,
}: {
  items: BacklogItem[];
  canPlan: boolean;
  busyId: number | null;
  onPlan: (item: BacklogItem, planned: boolean) => void;
  onRank: (taskId: number, afterTaskId: number | null, reordered: BacklogItem[]) => void;
}) {
  const t = useT();
  const sensors = useBacklogSensors();
  const spoken = useMemo(() => announcements(items, t), [items, t]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === Number(active.id));
    const to = items.findIndex((i) => i.id === Number(over.id));
    if (from < 0 || to < 0) return;
    const reordered = arrayMove(items, from, to);
    onRank(Number(active.id), to === 0 ? null : reordered[to - 1]!.id, reordered);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: spoken,
        screenReaderInstructions: {
          draggable: t(MESSAGES.instructions),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-label={t(MESSAGES.list)}>
          {items.map((item, index) => (
            <BacklogRow
              key={item.id}
              item={item}
              position={index + 1}
              canPlan={canPlan}
              canRank={canPlan}
              busy={busyId === item.id}
              onPlan={onPlan}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
