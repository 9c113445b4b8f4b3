import type { Task } from "@contract/tasks";
import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from "@dnd-kit/core";
import { useCallback, useMemo, useState } from "react";
import { useT } from "@/i18n";
import type { BoardColumnView } from "./board-model";
import { dragAnnouncements, dropTarget, screenReaderInstructions } from "./drag-announcements";
import { collisions, useBoardSensors } from "./drag-sensors";
import { KanbanColumn } from "./kanban-column";
import { SidewaysScroller } from "./sideways-scroller";
import { DragPreviewCard } from "./task-card";

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
  onSetWipLimit,
}: {
  columns: BoardColumnView[];
  allTasks: readonly Task[];
  doneStatus: string;
  onOpen: (task: Task) => void;
  onAdd: (status: string) => void;
  onMove: (task: Task, status: string, index: number) => void;
  /** For the project owner: opens a column's WIP limit dialog. */
  onSetWipLimit?: (column: BoardColumnView) => void;
}) {
  const sensors = useBoardSensors();
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
  const t = useT();
  const columnOf = useCallback((status: string) => fullColumns.get(status) ?? [], [fullColumns]);
  const announcements = useMemo(() => {
    const titles = new Map(columns.map((c) => [c.id, c.title]));
    return dragAnnouncements(columnOf, taskById, (status) => titles.get(status) ?? status, t);
  }, [columns, columnOf, taskById, t]);

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
      accessibility={{ announcements, screenReaderInstructions: screenReaderInstructions(t) }}
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
            total={fullColumns.get(column.id)?.length ?? 0}
            activeId={activeId}
            doneStatus={doneStatus}
            onOpen={onOpen}
            onAdd={onAdd}
            onSetWipLimit={onSetWipLimit}
          />
        ))}
      </SidewaysScroller>
      <DragOverlay>{active ? <DragPreviewCard task={active} doneStatus={doneStatus} /> : null}</DragOverlay>
    </DndContext>
  );
}
