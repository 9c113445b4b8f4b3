import type { Task } from "@contract/tasks";
import {
  type Active,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Over,
  PointerSensor,
  pointerWithin,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { BoardColumnView } from "./board-model";
import { KanbanColumn } from "./kanban-column";
import { DragPreviewCard } from "./task-card";

/** Mouse and pen drags start after 5 px; touch is left to the TouchSensor's long-press. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: { nativeEvent: PointerEvent }) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== "touch",
    },
  ];
}

/** Cards under the pointer win over their column; without a pointer (keyboard), the closest corners. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0) {
    const cards = hits.filter((h) => !String(h.id).startsWith("column:"));
    return cards.length > 0 ? cards : hits;
  }
  return closestCorners(args);
};

/**
 * Keyboard dragging: up and down move within a column (dnd-kit's sortable getter); left and right
 * jump to the nearest column on that side, to the card at about the same height (or the column
 * itself when it is empty). dnd-kit's own getter can pick a card of the same column there.
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== "ArrowRight" && event.code !== "ArrowLeft")
    return sortableKeyboardCoordinates(event, args);
  const { collisionRect, droppableRects, droppableContainers } = args.context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const middle = collisionRect.left + collisionRect.width / 2;
  const right = event.code === "ArrowRight";
  const candidates = droppableContainers
    .getEnabled()
    .map((entry) => ({ id: entry.id, rect: droppableRects.get(entry.id) }))
    .filter((c): c is { id: UniqueIdentifier; rect: ClientRect } =>
      c.rect ? (right ? c.rect.left > middle : c.rect.left + c.rect.width < middle) : false,
    );
  if (candidates.length === 0) return undefined;
  const nearestLeft = candidates.reduce((best, c) =>
    Math.abs(c.rect.left - collisionRect.left) < Math.abs(best.rect.left - collisionRect.left) ? c : best,
  ).rect.left;
  const column = candidates.filter((c) => Math.abs(c.rect.left - nearestLeft) < 24);
  const cards = column.filter((c) => !String(c.id).startsWith("column:"));
  const pool = cards.length > 0 ? cards : column;
  const target = pool.reduce((best, c) =>
    Math.abs(c.rect.top - collisionRect.top) < Math.abs(best.rect.top - collisionRect.top) ? c : best,
  );
  return { x: target.rect.left, y: target.rect.top };
};

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
const screenReaderInstructions: ScreenReaderInstructions = {
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
    return `${titleOf(target.status)}, position ${Math.min(target.index + 1, size)} of ${size}`;
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

/**
 * The kanban view: one virtualized column per status, cards dragged between and within columns
 * with the sensors of product rules §16 (5 px, 120 ms long-press, keyboard). A drop at the same
 * place or outside every column does nothing; otherwise `onMove` gets the target.
 */
export function KanbanBoard({
  columns,
  allTasks,
  doneStatus,
  onOpen,
  onAdd,
  onMove,
}: {
  columns: BoardColumnView[];
  allTasks: readonly Task[];
  doneStatus: string;
  onOpen: (task: Task) => void;
  onAdd: (status: string) => void;
  onMove: (task: Task, status: string, index: number) => void;
}) {
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
    }),
  );
  const [activeId, setActiveId] = useState<number | null>(null);
  const taskById = useMemo(() => new Map(allTasks.map((t) => [t.id, t])), [allTasks]);
  const fullColumns = useMemo(() => {
    const map = new Map<string, Task[]>();
    for (const t of allTasks) {
      const list = map.get(t.status) ?? [];
      list.push(t);
      map.set(t.status, list);
    }
    for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
    return map;
  }, [allTasks]);
  const columnOf = useCallback((status: string) => fullColumns.get(status) ?? [], [fullColumns]);
  const announcements = useMemo(() => {
    const titles = new Map(columns.map((c) => [c.id, c.title]));
    return dragAnnouncements(columnOf, taskById, (status) => titles.get(status) ?? status);
  }, [columns, columnOf, taskById]);

  const onDragStart = (event: DragStartEvent) => setActiveId(Number(event.active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const target = dropTarget(active, over, columnOf, taskById);
    const task = taskById.get(Number(active.id));
    if (!target || !task) {
      console.warn("Drop target column not found", over.id);
      return;
    }
    if (target.status === task.status && target.index === task.position) return;
    onMove(task, target.status, target.index);
  };
  const active = activeId === null ? undefined : taskById.get(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions }}
      // Columns are wide: scroll the board only when the pointer is really at its edge.
      autoScroll={{ threshold: { x: 0.08, y: 0.15 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <SidewaysScroller columnCount={columns.length}>
        {columns.map((column) => (
          <KanbanColumn
            key={column.id}
            column={column}
            activeId={activeId}
            doneStatus={doneStatus}
            onOpen={onOpen}
            onAdd={onAdd}
          />
        ))}
      </SidewaysScroller>
      <DragOverlay>{active ? <DragPreviewCard task={active} doneStatus={doneStatus} /> : null}</DragOverlay>
    </DndContext>
  );
}

/** One column and its gap: how far the scroll buttons move the board. */
const COLUMN_STEP_PX = 336;

/**
 * The board's horizontal scroll container. When the columns do not fit it says so: faded edges on
 * the sides with hidden columns, a short hint and 'Scroll columns left/right' buttons.
 */
function SidewaysScroller({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflows: false, left: false, right: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the column count changes
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const overflows = el.scrollWidth > el.clientWidth + 1;
      const left = overflows && el.scrollLeft > 1;
      const right = overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) =>
        prev.overflows === overflows && prev.left === left && prev.right === right
          ? prev
          : { overflows, left, right },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [columnCount]);
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * COLUMN_STEP_PX, behavior: "smooth" });

  return (
    <div className="grid min-w-0 gap-2">
      {edges.overflows && (
        <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
          <p data-testid="board-scroll-hint">Not all columns fit: scroll sideways to see them.</p>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label="Scroll columns left"
            disabled={!edges.left}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label="Scroll columns right"
            disabled={!edges.right}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="relative min-w-0">
        <div ref={ref} className="flex gap-4 overflow-x-auto pb-4" data-testid="kanban-board">
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-background to-transparent transition-opacity",
            edges.left ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background to-transparent transition-opacity",
            edges.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
