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
import { BacklogRow } from "./backlog-row";

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
function announcements(items: BacklogItem[]): Announcements {
  const title = (id: unknown) => `"${items.find((i) => i.id === Number(id))?.title ?? "Task"}"`;
  const place = (id: unknown) =>
    `position ${items.findIndex((i) => i.id === Number(id)) + 1} of ${items.length}`;
  // dnd-kit reports the task itself as 'over' right after the pick-up; say nothing for that.
  let lastOver: unknown = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${title(active.id)} at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? `Moved ${title(active.id)} to ${place(over.id)}.` : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${title(active.id)} at ${place(over.id)}.` : `Dropped ${title(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelled ranking ${title(active.id)}.`,
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
  const sensors = useBacklogSensors();
  const spoken = useMemo(() => announcements(items), [items]);
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
          draggable:
            "To rank this task, press Space to pick it up, the up and down arrows to move it, then Space to drop it or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-label="Backlog">
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
